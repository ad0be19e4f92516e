/**
 * The facts of a motor application its referral rules read (docs/decisions/0025): the vehicle's value, the
 * claims and cancellations the customer declared, and the age of the regular driver (the customer, or the
 * regular driver named on the application); and those of the vehicle credit life taken with it, which is
 * referred with it (its balance against the limit and against the vehicle's sum insured).
 */
import { ageOn, motorApplicationReferralReasons, parseSaIdNumber, type PolicyHolder } from '@cover/domain';
import type { MotorQuote } from '@cover/domain/motor';
import type { ApplicationRow } from '../../db/schema/index.js';
import type { MotorApplicationDetails } from './application-view.js';

function regularDriverAge(
  details: MotorApplicationDetails,
  holder: PolicyHolder | null,
  now: Date,
): number | null {
  const driver = details.permanentDriver;
  if (!driver.isPermanent) {
    const parsed = parseSaIdNumber(driver.idNumber, now);
    return parsed.valid ? parsed.age : null;
  }
  const age = holder ? ageOn(holder.date_of_birth, now) : Number.NaN;
  return Number.isFinite(age) ? age : null;
}

/** The linked vehicle credit life's balance, or null when none is taken with it. */
function vehicleCreditLifeBalance(details: MotorApplicationDetails): number | null {
  const finance = details.motorVehicleFinance;
  const credit = finance.isPayingCarLoan && finance.optForTelkomCreditLife ? details.creditLifeDetails : null;
  return credit ? credit.outstandingBalance : null;
}

/** The application's referral reasons by the domain's rules (motorApplicationReferralReasons). */
export function motorReferralOf(row: ApplicationRow, holder: PolicyHolder | null, now: Date): string[] {
  const details = row.details as unknown as MotorApplicationDetails;
  return motorApplicationReferralReasons({
    quote: row.quote as unknown as MotorQuote,
    regularDriverAge: regularDriverAge(details, holder, now),
    creditLifeBalance: vehicleCreditLifeBalance(details),
  });
}
