import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { bearerAudienceForPath } from './audience';
import { forgetSession } from './session-thunks';
import { getAccessToken } from './tokens';

type FetchBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

function toHeaders(given: FetchArgs['headers']): Headers {
  if (!given || given instanceof Headers) return new Headers(given);
  const headers = new Headers();
  const entries = Array.isArray(given) ? given : Object.entries(given);
  for (const [name, value] of entries) if (name && value !== undefined) headers.set(name, value);
  return headers;
}

/**
 * Wraps the api's base query: calls to /api/retail/* and /api/jmr/* carry the retail pool's access
 * token, /api/employee/* and /api/telkom-cms/* the employee pool's (`Authorization: Bearer …`). Operator
 * calls rely on their HttpOnly cookie. When the API refuses a token that was sent (401), the audience's
 * session is forgotten in this browser so the next protected page asks for a sign-in.
 */
export function withBearerToken(baseQuery: FetchBaseQuery): FetchBaseQuery {
  return async (args, api, extraOptions) => {
    const url = typeof args === 'string' ? args : args.url;
    const audience = bearerAudienceForPath(url);
    if (!audience) return baseQuery(args, api, extraOptions);
    const token = await getAccessToken(audience);
    if (!token) return baseQuery(args, api, extraOptions);
    const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
    const headers = toHeaders(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    request.headers = headers;
    const result = await baseQuery(request, api, extraOptions);
    if (result.error?.status === 401) {
      await api.dispatch(forgetSession(audience));
    }
    return result;
  };
}
