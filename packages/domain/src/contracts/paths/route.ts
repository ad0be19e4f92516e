/**
 * The shape of a route in a product line's path map, and the builder of a path family. Every line
 * (funeral first; device and motor next) describes its calls with these, and the server's one registrar
 * and the web's one request helper read them. `line` scopes every read and write the route makes.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';
export type RouteAudience = 'public' | 'retail' | 'employee';
/** Which server module registers the route: the line's own module, or the shared claims or documents module. */
export type RouteOwner = 'line' | 'claims' | 'documents';

export interface LineRoute {
  /** the product line the route belongs to, e.g. 'funeral' */
  readonly line: string;
  readonly method: HttpMethod;
  /** the full URL path, e.g. '/api/retail/funeral/policy/getPolicy' */
  readonly path: string;
  readonly audience: RouteAudience;
  readonly owner: RouteOwner;
  readonly input: z.ZodType;
  readonly params?: z.ZodType;
  readonly reply: z.ZodType;
  /** the success status code (200 unless it creates something) */
  readonly status: 200 | 201;
  readonly idempotent: boolean;
  readonly multipart?: true;
}

/** The input of a call that takes none. */
export const emptyInputSchema = z.object({});

export type RouteSpec = Omit<LineRoute, 'line' | 'path' | 'audience' | 'status' | 'idempotent' | 'owner'> &
  Partial<Pick<LineRoute, 'audience' | 'status' | 'idempotent' | 'owner'>> & { at: string };

/** A built route: the spec's own (precise) fields over the defaults of LineRoute. */
export type BuiltRoute<S extends RouteSpec> = Omit<S, 'at'> & Omit<LineRoute, Exclude<keyof S, 'at'>>;

/**
 * Builds one family's routes of `line` from `at` suffixes under `prefix`; defaults: owner line, status
 * 200, not idempotent.
 */
export function pathFamily<const T extends Record<string, RouteSpec>>(
  line: string,
  prefix: string,
  audience: RouteAudience,
  specs: T,
): { [K in keyof T]: BuiltRoute<T[K]> };
export function pathFamily(
  line: string,
  prefix: string,
  audience: RouteAudience,
  specs: Record<string, RouteSpec>,
): Record<string, LineRoute> {
  const entries = Object.entries(specs).map(([name, { at, ...spec }]): [string, LineRoute] => [
    name,
    { line, audience, owner: 'line', status: 200, idempotent: false, ...spec, path: `${prefix}/${at}` },
  ]);
  return Object.fromEntries(entries);
}

/** Fills path parameters: ('/api/x/policies/:policyId', { policyId: 'p1' }) → '/api/x/policies/p1'. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
}

export const GET = 'GET' as const;
export const POST = 'POST' as const;

/** Every route of every family of a line's path map, e.g. to register them or to test each one. */
export function routesOfFamilies<F extends string>(
  families: Readonly<Record<F, object>>,
): { family: F; name: string; route: LineRoute }[] {
  return (Object.keys(families) as F[]).flatMap((family) =>
    Object.entries(families[family] as Record<string, LineRoute>).map(([name, route]) => ({
      family,
      name,
      route,
    })),
  );
}
