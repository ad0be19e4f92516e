import { useMemo } from 'react';
import { isValidSaIdNumber } from '@cover/domain';
import { useAuthSession, type Audience, type AuthSessionUser } from '../../../../lib/identity';
import {
  isEmployeeProfile,
  useGetAdminUserQuery,
  type AccountProfile,
} from '../../../../lib/identity/account-api';
import type { ClaimDraft } from './claim-draft';

/** What is known of the claimant before they type: the signed-in customer's own details. */
export type ClaimantPrefill = Partial<
  Pick<ClaimDraft['claimant'], 'firstName' | 'lastName' | 'idNumber' | 'mobile' | 'email'>
>;

/** The claimant fields the signed-in customer's details fill in. */
export const PREFILLED_CLAIMANT_FIELDS = ['firstName', 'lastName', 'idNumber', 'mobile', 'email'] as const;

const known = (...values: (string | null | undefined)[]) =>
  values.map((value) => value?.trim() ?? '').find((value) => value !== '');

/**
 * The claimant's details from the signed-in customer: names, email and mobile from the profile (or the
 * session), the ID number from the employee profile or, as the wizard does, a retail username that is a
 * South African ID number. Only what is known is given.
 */
export function claimantFromProfile(
  profile: AccountProfile | undefined,
  user: AuthSessionUser | undefined,
): ClaimantPrefill {
  const idNumber = known(
    profile && isEmployeeProfile(profile) ? profile.saIdNumber : null,
    user && isValidSaIdNumber(user.username) ? user.username : null,
  );
  const prefill: ClaimantPrefill = {
    firstName: known(profile?.givenName, user?.givenName),
    lastName: known(profile?.familyName, user?.familyName),
    idNumber,
    mobile: known(profile?.phoneNumber),
    email: known(profile?.email, user?.email),
  };
  return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value)) as ClaimantPrefill;
}

/** The signed-in customer's details for the claimant section (empty until the profile has loaded). */
export function useClaimantPrefill(audience: Audience): ClaimantPrefill {
  const session = useAuthSession(audience);
  const userName = session.user?.username ?? '';
  const profile = useGetAdminUserQuery({ audience, userName }, { skip: !userName });
  return useMemo(() => claimantFromProfile(profile.data, session.user), [profile.data, session.user]);
}
