import { useMemo } from 'react';
import { isValidSaIdNumber } from '@cover/domain';
import { useAuthSession, type Audience, type AuthSessionUser } from '../../lib/identity';
import { isEmployeeProfile, useGetAdminUserQuery, type AccountProfile } from '../../lib/identity/account-api';

/** What is known of the signed-in customer before they type a claim: only what the profile holds. */
export interface CustomerPrefill {
  firstName?: string;
  lastName?: string;
  idNumber?: string;
  mobile?: string;
  email?: string;
}

const known = (...values: (string | null | undefined)[]) =>
  values.map((value) => value?.trim() ?? '').find((value) => value !== '');

/**
 * The signed-in customer's details: names, email and mobile from the profile (or the session), the ID
 * number from the employee profile or, as the wizard does, a retail username that is a South African ID
 * number. Only what is known is given.
 */
export function customerFromProfile(
  profile: AccountProfile | undefined,
  user: AuthSessionUser | undefined,
): CustomerPrefill {
  const idNumber = known(
    profile && isEmployeeProfile(profile) ? profile.saIdNumber : null,
    user && isValidSaIdNumber(user.username) ? user.username : null,
  );
  const prefill: CustomerPrefill = {
    firstName: known(profile?.givenName, user?.givenName),
    lastName: known(profile?.familyName, user?.familyName),
    idNumber,
    mobile: known(profile?.phoneNumber),
    email: known(profile?.email, user?.email),
  };
  return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value)) as CustomerPrefill;
}

/** The signed-in customer's details for a claim form (empty until the profile has loaded). */
export function useCustomerPrefill(audience: Audience): CustomerPrefill {
  const session = useAuthSession(audience);
  const userName = session.user?.username ?? '';
  const profile = useGetAdminUserQuery({ audience, userName }, { skip: !userName });
  return useMemo(() => customerFromProfile(profile.data, session.user), [profile.data, session.user]);
}
