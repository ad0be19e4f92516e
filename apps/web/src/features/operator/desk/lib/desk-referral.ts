/**
 * Whether the application the desk is about to send will go to an underwriter when the employee accepts it:
 * the referral rules the acceptance applies (the domain's motorApplicationReferralReasons, which the server's
 * motorReferralOf reads too, docs/decisions/0025), read from the draft before anything is registered. The
 * application page gives the same answer from the server once it is sent (goesToUnderwriter).
 */
import { motorApplicationReferralReasons } from '@cover/domain';
import {
  INSURED_FROM_AGE,
  MAX_YEARS_OF_CAR_INSURANCE,
  type DeskPolicyHolder,
  type MotorQuote,
} from '@cover/domain/motor';
import { draftReferralFacts, type ReferralValues } from '../../../motor/shared/wizard/referral-facts';

/**
 * The employee's age as far as the desk knows it: the holder view carries the years of motor insurance their
 * age allows (age − 18, from 0 to 50), never the date of birth. Below 50 that gives the age back (under 18
 * reads as 18, still a young driver); at 50 the age is only known to be 68 or more, which no rule reads.
 */
export function deskHolderAge(holder: Pick<DeskPolicyHolder, 'mostInsuranceYears'>): number | null {
  const years = holder.mostInsuranceYears;
  return years === null || years >= MAX_YEARS_OF_CAR_INSURANCE ? null : years + INSURED_FROM_AGE;
}

/** The staff's reasons the draft will be referred for (empty when no underwriter is needed, or no quote yet). */
export function deskReferralReasons(
  values: ReferralValues,
  quote: MotorQuote | null,
  holder: Pick<DeskPolicyHolder, 'mostInsuranceYears'>,
  now: Date = new Date(),
): string[] {
  if (!quote) return [];
  return motorApplicationReferralReasons(draftReferralFacts(values, quote, deskHolderAge(holder), now));
}
