import type { EmployeeProfile, UserProfile } from '@cover/domain';
import type { EmployeeRow } from '../../db/schema/employees.js';
import type { AdminUser } from '../idp/index.js';

/** Consent attributes are stored as 'true' (or '1'). */
const agreed = (value: string | undefined) => value === 'true' || value === '1';

const text = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** A pool user as the portal shows their own profile (never any secret). */
export function toUserProfile(user: AdminUser): UserProfile {
  const a = user.attributes;
  return {
    userName: user.username,
    preferredUsername: text(a.preferred_username),
    givenName: text(a.given_name),
    familyName: text(a.family_name),
    email: text(a.email),
    emailVerified: a.email_verified === 'true',
    phoneNumber: text(a.phone_number),
    phoneNumberVerified: a.phone_number_verified === 'true',
    communicationType: text(a['custom:communicationType']),
    pendingEmail: text(user.pendingAttributes.email),
    pendingPhoneNumber: text(user.pendingAttributes.phone_number),
    status: user.status,
  };
}

/** The employee's profile: the custom attributes plus their roster row (spec 000 §3 "Employee user"). */
export function toEmployeeProfile(user: AdminUser, roster: EmployeeRow | null): EmployeeProfile {
  const a = user.attributes;
  return {
    ...toUserProfile(user),
    salaryReferenceNumber: roster?.salaryReferenceNumber ?? user.username,
    employeeType: text(a['custom:employeeType']) ?? roster?.employeeType ?? null,
    acceptPOPIA: agreed(a['custom:agreedPOPIA']),
    acceptTerms: agreed(a['custom:agreedTC']),
    saIdNumber: text(a['custom:idNumber']),
    employeeDetails: roster
      ? [
          {
            salaryLevel: roster.salaryLevel,
            employeeType: roster.employeeType,
            firstName: roster.firstName,
            lastName: roster.lastName,
          },
        ]
      : [],
  };
}
