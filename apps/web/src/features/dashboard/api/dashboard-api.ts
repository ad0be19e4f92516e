import { FUNERAL_PATHS, retailFuneralFamily, type Policy } from '@cover/domain/funeral';
import { api } from '../../../app/api';
import type { Audience } from '../../../lib/identity';

/** The funeral policy list of the audience's family (retail: jmr when config.flags.useJmrEndpoints). */
export function funeralPolicyListPath(audience: Audience, useJmrEndpoints: boolean): string {
  const route =
    audience === 'retail'
      ? retailFuneralFamily(useJmrEndpoints).getPolicy
      : FUNERAL_PATHS.employee.getPolicies;
  return route.path.replace(/^\/api\//, '');
}

/** The signed-in user's funeral policies, for the dashboard's "your cover". */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardPolicies: build.query<Policy[], { path: string }>({
      query: ({ path }) => ({ url: path, params: { limit: 20 } }),
      transformResponse: (reply: { data: Policy[] }) => reply.data,
      providesTags: ['Policy'],
    }),
  }),
});

export const { useGetDashboardPoliciesQuery } = dashboardApi;
