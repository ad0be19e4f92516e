import { createApi, fetchBaseQuery, setupListeners } from '@reduxjs/toolkit/query/react';
import { withBearerToken } from '../lib/identity/bearer-base-query';
import { API_REDUCER_PATH, API_TAG_TYPES } from './api-tags';
import { attachApi } from './api-slot';
import { rootReducer } from './root-reducer';
import { API_TIMEOUT_MS } from '../lib/plain-api';

/**
 * The one RTK Query api of the web app. Features add their endpoints with `api.injectEndpoints`,
 * so the cache, middleware and tag invalidation are shared.
 */
export const api = createApi({
  reducerPath: API_REDUCER_PATH,
  // Retail / jmr calls carry the retail pool's access token, employee / telkom-cms calls the employee
  // pool's; operator calls use their HttpOnly cookie (same-origin credentials).
  baseQuery: withBearerToken(
    fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS, credentials: 'same-origin' }),
  ),
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

// The store is made before this module loads (a page without API calls never loads it): the api joins
// every store now, with its cache, its middleware and its listeners.
rootReducer.inject(api);
attachApi({
  middleware: api.middleware,
  resetState: () => api.util.resetApiState(),
  onStore: (dispatch) => setupListeners(dispatch),
});
