import { ERROR_CATALOGUE, parseSaIdNumber } from '@cover/domain';
import type { PreSignUpHook } from '../idp/index.js';
import type { RegistrationService } from './registration-service.js';
import { rosterMismatches } from './roster-match.js';

/**
 * The pools' pre-sign-up rules (like a PreSignUp Lambda trigger): a thrown Error's message becomes
 * "PreSignUp failed with error <message>." in the pool's UserLambdaValidationException.
 */

/** Retail: the username is a valid SA ID number; the ID and the preferred_username are not yet registered. */
export function retailPreSignUp(registration: RegistrationService): PreSignUpHook {
  return async ({ username, attributes }) => {
    const id = parseSaIdNumber(username);
    if (!id.valid) throw new Error(id.reason);
    await registration.assertRetailIdentityFree(username, attributes.preferred_username);
  };
}

/**
 * Employee: the username is the salary reference number exactly as on the roster; the roster row with that
 * salary reference number and custom:idNumber exists, is not yet registered, and matches the names; the
 * preferred_username is free.
 */
export function employeePreSignUp(registration: RegistrationService): PreSignUpHook {
  return async ({ username, attributes }) => {
    const row = await registration.rosterRowOpenForRegistration(username, attributes['custom:idNumber']);
    if (row.salaryReferenceNumber !== username) {
      throw new Error(`Please register with your salary reference number as ${row.salaryReferenceNumber}`);
    }
    const mismatch = Object.values(
      rosterMismatches(row, {
        idNumber: attributes['custom:idNumber'],
        firstName: attributes.given_name,
        lastName: attributes.family_name,
      }),
    )[0];
    if (mismatch) throw new Error(mismatch);
    const preferred = attributes.preferred_username;
    if (preferred && (await registration.employeeUsernameTaken(preferred))) {
      throw new Error(ERROR_CATALOGUE.USERNAME_TAKEN);
    }
  };
}
