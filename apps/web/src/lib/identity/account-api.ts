import type { EmployeeProfile, UserProfile } from '@cover/domain';
import { api } from '../../app/api';
import type { Audience } from './audience';

export type AccountProfile = UserProfile | EmployeeProfile;

/** The profile tag: every call that changes the user's attributes invalidates it. */
export const accountApiBase = api.enhanceEndpoints({ addTagTypes: ['Profile'] });

/**
 * GET api/{retail|employee}/user/getAdminUser?userName=: the signed-in user's own profile. Shared by the
 * dashboards and the account screens (the bearer token is added by the api's base query).
 */
export const accountProfileApi = accountApiBase.injectEndpoints({
  endpoints: (build) => ({
    getAdminUser: build.query<AccountProfile, { audience: Audience; userName: string }>({
      query: ({ audience, userName }) => ({
        url: `${audience}/user/getAdminUser`,
        params: { userName },
      }),
      providesTags: (_result, _error, { audience }) => [{ type: 'Profile', id: audience }],
    }),
  }),
});

export const { useGetAdminUserQuery } = accountProfileApi;

export function isEmployeeProfile(profile: AccountProfile): profile is EmployeeProfile {
  return 'salaryReferenceNumber' in profile;
}
