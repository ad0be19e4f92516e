import { personFromProfile } from '../../../components/person/person-from-profile';
import { useAuthSession } from '../../../lib/identity';
import { useGetAdminUserQuery } from '../../../lib/identity/account-api';
import type { CreditLifeFamily } from '../line';

/**
 * The signed-in customer as a person (names and SA ID number), from their profile: null until read (or
 * when `skip`); `failed` when it could not be read.
 */
export function useProfilePerson(family: CreditLifeFamily, skip: boolean) {
  const session = useAuthSession(family);
  const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
  const profile = useGetAdminUserQuery({ audience: family, userName }, { skip: skip || !userName });
  return { me: personFromProfile(profile.data), failed: profile.isError };
}
