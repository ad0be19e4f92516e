import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import { fillPath, type LineRoute } from '@cover/domain';

/** A route of a line's path map (LineRoute): what a request needs from it. */
export type RouteRef = Pick<LineRoute, 'method' | 'path'>;

export interface RequestParts {
  /** the query of a GET, the JSON body of a POST */
  input?: unknown;
  /** path parameters, e.g. { policyId } for 'policies/:policyId' */
  params?: Record<string, string>;
  idempotencyKey?: string;
}

/**
 * The RTK Query request for a route of a line's path map (call name → method + path). The api's base
 * URL is /api, so the path is given relative to it; the bearer wrapper picks the pool from the family.
 */
export function pathMapRequest(
  route: RouteRef,
  { input, params, idempotencyKey }: RequestParts = {},
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
 * A `queryFn` for RTK Query that calls a line's route chosen at call time (e.g. funeral's retail or jmr
 * family, by the config flag) through the api's own base query.
 */
export function pathMapQueryFn<Arg, Result>(
  route: (api: BaseQueryApi) => RouteRef | Promise<RouteRef>,
  parts: (arg: Arg) => RequestParts,
) {
  return async (
    arg: Arg,
    api: BaseQueryApi,
    _extraOptions: unknown,
    baseQuery: BaseQuery,
  ): Promise<{ data: Result; error?: undefined } | { error: FetchBaseQueryError; data?: undefined }> => {
    const resolved = await route(api);
    const result = await baseQuery(pathMapRequest(resolved, parts(arg)));
    if (result.error) return { error: result.error };
    return { data: result.data as Result };
  };
}
