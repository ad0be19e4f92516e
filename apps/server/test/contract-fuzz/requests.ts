import type { InjectOptions } from 'fastify';
import type { RouteAudience } from '../../src/platform/audience.js';
import fc from 'fast-check';
import { jsonOf, percentEncode, urlOf, type Hostile } from './hostile.js';
import { describeMutation, type Mutation } from './mutations.js';
import { routeLabel, takesBody, type FuzzRoute, type Path, type RoutePlan } from './routes.js';
import type { Fill } from './sample.js';

/** The inject options of one fuzz case: a route's valid request, one mutation applied, a caller's credentials. */

/** Who sends the request: anonymous, or signed in as one audience. */
export type CallerName = 'anonymous' | RouteAudience;

export interface Caller {
  name: CallerName;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  fill: Fill;
}

export interface FuzzCase {
  route: FuzzRoute;
  caller: CallerName;
  mutation: Mutation;
}

const MARKER = '\u0001__fuzz_marker__\u0001';

const clone = <T>(value: T): T => structuredClone(value);

/** Sets `path` in `target` to the marker, creating missing containers from `full`. */
function setMarker(target: unknown, full: unknown, path: Path): unknown {
  if (path.length === 0) return MARKER;
  const root = (target ?? (Array.isArray(full) ? [] : {})) as Record<string | number, unknown>;
  let node = root;
  let model = full as Record<string | number, unknown> | undefined;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = MARKER;
      return;
    }
    const next = model?.[key];
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object')
      node[key] =
        next && typeof next === 'object' ? clone(next) : typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
    model = next as Record<string | number, unknown> | undefined;
  });
  return root;
}

/** JSON text of `base` with the value at `path` replaced by the hostile value's raw JSON. */
export function jsonWithHostile(base: unknown, full: unknown, path: Path, value: Hostile): string {
  const text = JSON.stringify(setMarker(clone(base), full, path));
  return text.replace(JSON.stringify(MARKER), () => jsonOf(value));
}

export const bigPayload = () => `{"a":"${'x'.repeat(1024 * 1024 + 16)}"}`;

/** The inject options of a case, with the caller's credentials and a fresh remote address. */
export function requestOf(
  plan: RoutePlan,
  caller: Caller,
  mutation: Mutation,
  remoteAddress: string,
): InjectOptions {
  const { route, base, full } = plan;
  const headers: Record<string, string> = { ...caller.headers };
  let payload: string | undefined;
  const query = Object.entries(base.query).map(
    ([key, value]) => `${encodeURIComponent(key)}=${percentEncode(String(value))}`,
  );
  const params: Record<string, string> = Object.fromEntries(
    Object.entries(base.params).map(([key, value]) => [key, percentEncode(String(value))]),
  );
  if (takesBody(route) && base.body !== undefined) {
    payload = JSON.stringify(base.body);
    headers['content-type'] = 'application/json';
  }
  switch (mutation.kind) {
    case 'field': {
      const { part, path, value } = mutation;
      if (part === 'body') {
        payload = jsonWithHostile(base.body, full.body, path, value);
        headers['content-type'] = 'application/json';
      } else if (part === 'query') {
        const key = String(path[0]);
        const kept = query.filter((entry) => !entry.startsWith(`${encodeURIComponent(key)}=`));
        query.length = 0;
        query.push(...kept, `${encodeURIComponent(key)}=${urlOf(value)}`);
      } else params[String(path[0])] = urlOf(value);
      break;
    }
    case 'query-shape':
      query.push(mutation.query);
      break;
    case 'content-type':
      payload = mutation.payload === 'BIG' ? bigPayload() : mutation.payload;
      if (mutation.contentType) headers['content-type'] = mutation.contentType;
      else delete headers['content-type'];
      break;
    case 'header':
      headers[mutation.name] = mutation.value;
      break;
    case 'multipart':
      payload = mutation.payload;
      headers['content-type'] = mutation.contentType;
      break;
  }
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? 'sample');
  return {
    method: route.method as InjectOptions['method'],
    url: query.length > 0 ? `${path}?${query.join('&')}` : path,
    headers,
    cookies: caller.cookies,
    remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** A case that prints as one line in fast-check's counterexample. */
export function fuzzCase(route: FuzzRoute, caller: CallerName, mutation: Mutation): FuzzCase {
  return {
    route,
    caller,
    mutation,
    [fc.toStringMethod]: () => `${routeLabel(route)} as ${caller}: ${describeMutation(mutation)}`,
  } as FuzzCase;
}
