import { isEmployeeProfile, type AccountProfile } from '../../lib/identity/account-api';

/** A person as the forms name them: first and last name and SA ID number ('' when the profile has none). */
export interface ProfilePerson {
  firstName: string;
  lastName: string;
  idNumber: string;
}

/**
 * The signed-in customer as a person, from their profile: an employee's SA ID number is on the profile, a
 * retail customer's is their username (13 digits). Null without a profile.
 */
export function personFromProfile(profile: AccountProfile | undefined): ProfilePerson | null {
  if (!profile) return null;
  const idNumber = isEmployeeProfile(profile)
    ? (profile.saIdNumber ?? '')
    : ([profile.userName, profile.preferredUsername].find((name) => name && /^\d{13}$/.test(name)) ?? '');
  return { firstName: profile.givenName ?? '', lastName: profile.familyName ?? '', idNumber };
}
