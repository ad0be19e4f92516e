import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { formData, samplePdf } from '../../src/platform/uploads/testing.js';
import { isMultipart, positions, takesBody, type FuzzRoute } from '../contract-fuzz/routes.js';
import { validSample } from '../contract-fuzz/sample.js';
import type { Owner } from './owners.js';
import { hasEntry, ID_LIKE, lineOf, NOT_BUILT, OWNED, resolveParam } from './params.js';

/**
 * The request of one matrix cell: a route called with a caller's credentials, its ids filled from one owner
 * (`fillFrom`), or — for the "another user's ids" cell — its owned ids from another (`idsFrom`).
 */

/** Top-level query/body fields that name the user themselves (nested, the same names describe other people). */
const NAMES_USER = ['idNumber', 'saId'];

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** The multipart upload routes' document kind, from the URL. */
function uploadKind(url: string): string {
  if (/application/i.test(url)) return /\/device\//.test(url) ? 'purchase_proof' : 'drivers_licence';
  if (/credit-life|funeral|jmr/.test(url)) return 'death_certificate';
  return 'damage_photo';
}
const UPLOAD_FIELDS = ['claimId', 'applicationId', 'policyId'];

export interface CellRequest {
  options: InjectOptions;
  /** Parameters the table could not fill (a route without an entry, or an owner without the record). */
  unfilled: string[];
  /** Parameters naming a record the world does not build (params.ts NOT_BUILT): the cell is left out. */
  notBuilt: string[];
  /** The owned parameters the request names (path, query, body or form). */
  named: string[];
  /** The request's own text, to tell values the caller sent from values an answer revealed. */
  text: string;
}

export function cellRequest(
  route: FuzzRoute,
  credentials: Pick<InjectOptions, 'headers' | 'cookies'>,
  fillFrom: Owner,
  idsFrom: Owner = fillFrom,
  remoteAddress = '10.0.0.1',
): CellRequest {
  const unfilled: string[] = [];
  const named = new Set<string>();
  const valueOf = (name: string) => {
    const value = resolveParam(name, name in OWNED ? idsFrom : fillFrom, route.url);
    if (value !== undefined && name in OWNED) named.add(name);
    return value;
  };
  const fill = (key: string): unknown =>
    hasEntry(key) ? valueOf(key) : NAMES_USER.includes(key) ? fillFrom.self.idNumber : undefined;
  const url = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = hasEntry(name) ? valueOf(name) : undefined;
    if (value === undefined) unfilled.push(`:${name}`);
    return encodeURIComponent(value ?? 'unfilled');
  });
  const sample = (schema: z.ZodType | undefined) => {
    if (!schema) return undefined;
    const value = validSample(schema, fill);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const top = value as Record<string, unknown>;
      for (const key of NAMES_USER)
        if (key in top) top[key] = idsFrom.self.idNumber ?? fillFrom.self.idNumber;
    }
    for (const path of positions(value)) {
      const key = path[path.length - 1];
      if (typeof key !== 'string' || !ID_LIKE.test(key) || NAMES_USER.includes(key)) continue;
      // An object under an id-like name (a holder's `id: { type, number }`) is a document, not a reference.
      const leaf = path.reduce<unknown>(
        (node, step) => (node as Record<string | number, unknown>)?.[step],
        value,
      );
      if (leaf !== null && typeof leaf === 'object') continue;
      if (!hasEntry(key)) unfilled.push(`${key} (no entry)`);
      else if (valueOf(key) === undefined && key in OWNED) unfilled.push(key);
    }
    return value;
  };
  const query = (sample(route.schema.querystring) ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const headers: Record<string, string> = { ...(credentials.headers as Record<string, string> | undefined) };
  let payload: InjectOptions['payload'];
  let sent = '';
  if (isMultipart(route)) {
    const fields = Object.fromEntries(
      UPLOAD_FIELDS.flatMap((name) => {
        const value = valueOf(name);
        return value ? [[name, value]] : [];
      }),
    );
    sent = JSON.stringify(fields);
    payload = formData({ ...fields, kind: uploadKind(route.url) }, [
      { field: 'file', name: 'document.pdf', bytes: samplePdf('matrix') },
    ]) as unknown as InjectOptions['payload'];
  } else if (takesBody(route)) {
    const body = sample(route.schema.body) ?? {};
    payload = sent = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  for (const name of paramNames(route.url)) if (!hasEntry(name)) unfilled.push(`:${name} (no entry)`);
  const notBuilt = (entry: string) =>
    NOT_BUILT.has(`${idsFrom.audience}:${lineOf(route.url)}:${entry.replace(/^:/, '')}`);
  const fullUrl = search.size > 0 ? `${url}?${search.toString()}` : url;
  return {
    options: {
      method: route.method as InjectOptions['method'],
      url: fullUrl,
      headers,
      ...(credentials.cookies ? { cookies: credentials.cookies } : {}),
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    },
    unfilled: [...new Set(unfilled)].filter((name) => !notBuilt(name)),
    notBuilt: [...new Set(unfilled)].filter(notBuilt),
    named: [...named],
    text: `${fullUrl} ${sent}`,
  };
}
