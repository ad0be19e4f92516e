import type { PublicConfig } from '@cover/domain';
import { api } from './api';
import { PlainApiError } from '../lib/plain-api';
import { loadPublicConfig } from './public-config';

/**
 * GET /api/config through the api, for screens that read it with their other queries. It shares the one
 * request of the page with the shell and the identity client (public-config.ts).
 */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<PublicConfig, void>({
      queryFn: async () => {
        try {
          return { data: await loadPublicConfig() };
        } catch (error) {
          // The status and body of the failed call, as fetchBaseQuery would have reported them.
          if (error instanceof PlainApiError && typeof error.status === 'number') {
            return { error: { status: error.status, data: error.data } };
          }
          return { error: { status: 'FETCH_ERROR', error: String(error) } };
        }
      },
      providesTags: ['Config'],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
