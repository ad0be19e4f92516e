/** The shape of a funeral route in paths.ts and the builder of a path family. */
import { z } from 'zod';

export type FuneralHttpMethod = 'GET' | 'POST';
/** The path families of the funeral calls (paths.ts builds one map per family). */
export const FUNERAL_PATH_FAMILIES = ['retail', 'jmr', 'employee', 'cms'] as const;
export type FuneralPathFamily = (typeof FUNERAL_PATH_FAMILIES)[number];
export type FuneralAudience = 'public' | 'retail' | 'employee';
/** Which server module registers the route. */
export type FuneralRouteOwner = 'funeral' | 'claims' | 'documents';

export interface FuneralRoute {
  readonly method: FuneralHttpMethod;
  /** the full URL path, e.g. '/api/retail/funeral/policy/getPolicy' */
  readonly path: string;
  readonly audience: FuneralAudience;
  readonly owner: FuneralRouteOwner;
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

export type FuneralRouteSpec = Omit<FuneralRoute, 'path' | 'audience' | 'status' | 'idempotent' | 'owner'> &
  Partial<Pick<FuneralRoute, 'audience' | 'status' | 'idempotent' | 'owner'>> & { at: string };

/** A built route: the spec's own (precise) fields over the defaults of FuneralRoute. */
export type BuiltRoute<S extends FuneralRouteSpec> = Omit<S, 'at'> &
  Omit<FuneralRoute, Exclude<keyof S, 'at'>>;

/** Builds one family's routes from `at` suffixes; defaults: owner funeral, status 200, not idempotent. */
export function funeralFamily<const T extends Record<string, FuneralRouteSpec>>(
  prefix: string,
  audience: FuneralAudience,
  specs: T,
): { [K in keyof T]: BuiltRoute<T[K]> };
export function funeralFamily(
  prefix: string,
  audience: FuneralAudience,
  specs: Record<string, FuneralRouteSpec>,
): Record<string, FuneralRoute> {
  const entries = Object.entries(specs).map(([name, { at, ...spec }]): [string, FuneralRoute] => [
    name,
    { audience, owner: 'funeral', status: 200, idempotent: false, ...spec, path: `${prefix}/${at}` },
  ]);
  return Object.fromEntries(entries);
}

export const GET = 'GET' as const;
export const POST = 'POST' as const;
