import type { PublicConfig } from '@cover/domain';
import { api } from './api';

/** GET /api/config: public flags and constants. Cached for the session; every screen may read it. */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<PublicConfig, void>({
      query: () => 'config',
      providesTags: ['Config'],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
