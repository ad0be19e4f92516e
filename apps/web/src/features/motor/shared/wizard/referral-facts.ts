import { parseSaIdNumber, type MotorApplicationReferralFacts } from '@cover/domain';
import type { MotorQuote } from '@cover/domain/motor';
import { creditLifeChosen } from './credit-life-rules';
import type { MotorRegistrationValues } from './registration-types';

export type ReferralValues = Pick<
  MotorRegistrationValues,
  'permanentDriver' | 'motorVehicleFinance' | 'creditLifeDetails'
>;

/** An age from an SA ID number, or null when it cannot be read. */
export const ageFromIdNumber = (idNumber: string, now: Date) => {
  const parsed = parseSaIdNumber(idNumber, now);
  return parsed.valid ? parsed.age : null;
};

/**
 * What the motor referral rules read (the domain's, which the server's declaration applies) from a wizard's
 * draft before anything is sent: its quote, the regular driver's age (the holder's, `holderAge`, when they
 * drive it most; else the named driver's, from their ID number) and the vehicle credit life's balance.
 * The customer's wizard and the operator desk each know the holder's age their own way.
 */
export function draftReferralFacts(
  values: ReferralValues,
  quote: MotorQuote,
  holderAge: number | null,
  now: Date,
): MotorApplicationReferralFacts {
  const driver = values.permanentDriver;
  return {
    quote,
    regularDriverAge: driver.isPermanent === false ? ageFromIdNumber(driver.idNumber, now) : holderAge,
    creditLifeBalance: creditLifeChosen(values) ? values.creditLifeDetails.outstandingBalance : null,
  };
}
