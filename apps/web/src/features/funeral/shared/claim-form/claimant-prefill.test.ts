import { describe, expect, it } from 'vitest';
import type { EmployeeProfile, UserProfile } from '@cover/domain';
import { claimantFromProfile } from './claimant-prefill';

const retail: UserProfile = {
  userName: '8001015009087',
  preferredUsername: null,
  givenName: 'Lerato',
  familyName: 'Mokoena',
  email: 'lerato@example.co.za',
  emailVerified: true,
  phoneNumber: '+27825550101',
  phoneNumberVerified: true,
  communicationType: 'email',
  pendingEmail: null,
  pendingPhoneNumber: null,
  status: 'CONFIRMED',
};

const employee: EmployeeProfile = {
  ...retail,
  userName: 'lerato.m',
  salaryReferenceNumber: 'S123',
  employeeType: 'permanent',
  acceptPOPIA: true,
  acceptTerms: true,
  saIdNumber: '9202204720082',
  employeeDetails: [],
};

describe('claimantFromProfile', () => {
  it.each([
    [
      'a retail customer signed in with their ID number',
      retail,
      { username: '8001015009087' },
      {
        firstName: 'Lerato',
        lastName: 'Mokoena',
        idNumber: '8001015009087',
        mobile: '+27825550101',
        email: 'lerato@example.co.za',
      },
    ],
    [
      'an employee (the ID number from the profile, not the username)',
      employee,
      { username: 'lerato.m' },
      {
        firstName: 'Lerato',
        lastName: 'Mokoena',
        idNumber: '9202204720082',
        mobile: '+27825550101',
        email: 'lerato@example.co.za',
      },
    ],
    [
      'a profile not loaded yet (the session names only)',
      undefined,
      { username: 'someone', givenName: 'Thabo', familyName: 'Nkosi', email: 't@example.co.za' },
      { firstName: 'Thabo', lastName: 'Nkosi', email: 't@example.co.za' },
    ],
    [
      'a profile with blanks (nothing made up)',
      { ...retail, givenName: ' ', familyName: null, phoneNumber: null, email: null },
      { username: 'not-an-id' },
      {},
    ],
    ['nobody signed in', undefined, undefined, {}],
  ])('%s', (_case, profile, user, prefill) => {
    expect(claimantFromProfile(profile, user)).toEqual(prefill);
  });
});
