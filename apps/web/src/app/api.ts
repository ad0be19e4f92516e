import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { withBearerToken } from '../lib/identity/bearer-base-query';

/** Request time-out for every API call (spec 000 §9: 30000). */
export const API_TIMEOUT_MS = 30_000;

/**
 * The one RTK Query api of the web app. Features add their endpoints with `api.injectEndpoints`,
 * so the cache, middleware and tag invalidation are shared.
 */
export const api = createApi({
  reducerPath: 'api',
  // Retail / jmr calls carry the retail pool's access token, employee / telkom-cms calls the employee
  // pool's; operator calls use their HttpOnly cookie (same-origin credentials).
  baseQuery: withBearerToken(
    fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS, credentials: 'same-origin' }),
  ),
  tagTypes: [
    'Config',
    'Outbox',
    'PolicyHolder',
    'Policy',
    'Application',
    'Claim',
    'Quote',
    'Document',
    'Job',
  ],
  endpoints: () => ({}),
});
