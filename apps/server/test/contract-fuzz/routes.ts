import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { RouteAudience } from '../../src/platform/audience.js';
import { validSample, type Fill } from './sample.js';

/**
 * The routes the fuzzer calls: each as registered, and its plan — a valid request for a caller (base),
 * the same with every optional field filled (full), and every position a hostile value can take.
 */

/** One route as registered (collected by an onRoute hook, so routes added later are fuzzed too). */
export interface FuzzRoute {
  method: string;
  url: string;
  audience: RouteAudience | undefined;
  /** an operator route's role (config.role) */
  role?: string | undefined;
  schema: {
    body?: z.ZodType;
    querystring?: z.ZodType;
    params?: z.ZodType;
    headers?: z.ZodType;
    consumes?: string[];
  };
}

/** A plugin (register it before the modules) that collects every /api route into `routes` as it registers. */
export const routeCollector = (routes: FuzzRoute[]) =>
  fp(async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS' || !route.url.startsWith('/api/')) continue;
        routes.push({
          method,
          url: route.url,
          audience: route.config?.audience,
          role: route.config?.role,
          schema: (route.schema ?? {}) as FuzzRoute['schema'] & Record<string, z.ZodType>,
        });
      }
    });
  });

export const routeLabel = (route: Pick<FuzzRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
export const isMultipart = (route: FuzzRoute) =>
  route.schema.consumes?.includes('multipart/form-data') ?? false;
export const takesBody = (route: FuzzRoute) => route.method !== 'GET' && route.method !== 'DELETE';

export type Path = (string | number)[];
export type Part = 'body' | 'query' | 'params';

/** The route's valid request for a caller (base) and the same with every optional field filled (full). */
export interface RoutePlan {
  route: FuzzRoute;
  base: { body: unknown; query: Record<string, unknown>; params: Record<string, unknown> };
  full: { body: unknown; query: Record<string, unknown>; params: Record<string, unknown> };
  paths: { body: Path[]; query: Path[]; params: Path[] };
  /** Whether the base sample satisfies each part's schema (reported, not required). */
  valid: boolean;
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** Every position in a sample: each key and element, nested, plus the root. */
export function positions(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => out.push(...positions(item, [...prefix, index])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out.push(...positions(item, [...prefix, key]));
  return out;
}

export function planRoute(route: FuzzRoute, fill: Fill): RoutePlan {
  const { body, querystring, params } = route.schema;
  const sample = (schema: z.ZodType | undefined, optional: boolean) =>
    schema ? validSample(schema, fill, { optional }) : undefined;
  const paramsBase =
    (sample(params, false) as Record<string, unknown> | undefined) ??
    Object.fromEntries(paramNames(route.url).map((name) => [name, fill(name) ?? 'sample']));
  const base = {
    body: sample(body, false) ?? (takesBody(route) && !isMultipart(route) ? {} : undefined),
    query: (sample(querystring, false) ?? {}) as Record<string, unknown>,
    params: paramsBase,
  };
  const full = {
    body: sample(body, true) ?? base.body,
    query: (sample(querystring, true) ?? {}) as Record<string, unknown>,
    params: paramsBase,
  };
  const valid =
    (!body || body.safeParse(base.body).success) &&
    (!querystring || querystring.safeParse(base.query).success) &&
    (!params || params.safeParse(base.params).success);
  return {
    route,
    base,
    full,
    paths: {
      body: full.body === undefined ? [] : positions(full.body),
      query: Object.keys(full.query).map((key) => [key]),
      params: Object.keys(paramsBase).map((key) => [key]),
    },
    valid,
  };
}
