import type { PublicConfig } from '@cover/domain';
import { api } from './api';
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
          return { error: { status: 'FETCH_ERROR', error: String(error) } };
        }
      },
      providesTags: ['Config'],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
