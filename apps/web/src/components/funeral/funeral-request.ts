import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import { fillPath, type LineRoute } from '@cover/domain';

/** A funeral route as paths.ts describes it: what a request needs from it. */
export type FuneralRouteRef = Pick<LineRoute, 'method' | 'path'>;

export interface FuneralRequestParts {
  /** the query of a GET, the JSON body of a POST */
  input?: unknown;
  /** path parameters, e.g. { policyId } for 'policies/:policyId' */
  params?: Record<string, string>;
  idempotencyKey?: string;
}

/**
 * The RTK Query request for a route of paths.ts (THE map of call name → method + path). The api's base
 * URL is /api, so the path is given relative to it; the bearer wrapper picks the pool from the family.
 */
export function funeralRequest(
  route: FuneralRouteRef,
  { input, params, idempotencyKey }: FuneralRequestParts = {},
): FetchArgs {
  const url = fillPath(route.path, params).replace(/^\/api\//, '');
  const headers: Record<string, string> = {};
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (route.method === 'GET') {
    const query = (input ?? {}) as Record<string, unknown>;
    return { url, method: 'GET', params: query, headers };
  }
  return { url, method: 'POST', body: input ?? {}, headers };
}

type BaseQuery = (
  args: string | FetchArgs,
) =>
  | PromiseLike<QueryReturnValue<unknown, FetchBaseQueryError, unknown>>
  | QueryReturnValue<unknown, FetchBaseQueryError, unknown>;

/**
 * A `queryFn` for RTK Query that calls a funeral route chosen at call time (e.g. the retail or the jmr
 * family, by the config flag) through the api's own base query.
 */
export function funeralQueryFn<Arg, Result>(
  route: (api: BaseQueryApi) => FuneralRouteRef | Promise<FuneralRouteRef>,
  parts: (arg: Arg) => FuneralRequestParts,
) {
  return async (
    arg: Arg,
    api: BaseQueryApi,
    _extraOptions: unknown,
    baseQuery: BaseQuery,
  ): Promise<{ data: Result; error?: undefined } | { error: FetchBaseQueryError; data?: undefined }> => {
    const resolved = await route(api);
    const result = await baseQuery(funeralRequest(resolved, parts(arg)));
    if (result.error) return { error: result.error };
    return { data: result.data as Result };
  };
}
