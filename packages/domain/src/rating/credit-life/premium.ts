import { CREDIT_LIFE_MAX_CENTS_PER_THOUSAND, type CreditLifeRateTable } from './rate-table.js';

export interface CreditLifePremiumInput {
  /** the outstanding balance of the finance, in cents */
  outstandingBalanceCents: number;
  /** an extra percentage of the balance to insure (vehicle credit life); 0 for phones */
  additionalPercentage?: number;
}

export interface CreditLifePremium {
  /** the balance covered: the outstanding balance plus the additional percentage, in cents */
  insuredAmountCents: number;
  /** the monthly premium in cents, never above the cap: core plus flexi */
  monthlyPremiumCents: number;
  /** the part on the outstanding balance (the core benefit), in cents */
  coreBenefitPremiumCents: number;
  /** the part on the additional percentage (the flexi benefit), in cents; what the cap leaves of it */
  flexiBenefitPremiumCents: number;
  /** the most the regulations allow for this balance, in cents a month */
  capCents: number;
  rateTableVersion: string;
}

/** The balance covered: the outstanding balance plus the additional percentage, rounded to the cent. */
export const creditLifeInsuredAmountCents = (outstandingBalanceCents: number, additionalPercentage = 0) =>
  Math.round((outstandingBalanceCents * (100 + additionalPercentage)) / 100);

const perThousand = (cents: number, centsPerThousand: number) => (cents * centsPerThousand) / 100_000;

/**
 * The monthly credit life premium: the table's rate on the balance covered, rounded to the nearest cent,
 * and never above R4.50 per R1 000 of the outstanding balance (rounded down, so the cap is never passed).
 * The core benefit is the (capped) premium on the outstanding balance alone; the flexi benefit is the rest,
 * the premium on the additional percentage as far as the cap allows, so core + flexi is the premium.
 * Throws RangeError for a balance or percentage the table does not cover (contracts refuse these first).
 */
export function creditLifePremium(
  input: CreditLifePremiumInput,
  table: CreditLifeRateTable,
): CreditLifePremium {
  const { outstandingBalanceCents: balance, additionalPercentage = 0 } = input;
  if (!Number.isSafeInteger(balance) || balance <= 0 || balance > table.maxOutstandingBalanceCents)
    throw new RangeError('The outstanding balance is outside what credit life covers');
  if (!Number.isInteger(additionalPercentage) || additionalPercentage < 0)
    throw new RangeError('The additional percentage must be a whole number from 0');
  if (additionalPercentage > table.maxAdditionalPercentage)
    throw new RangeError('The additional percentage is above what credit life covers');
  const insuredAmountCents = creditLifeInsuredAmountCents(balance, additionalPercentage);
  const capCents = Math.floor(perThousand(balance, CREDIT_LIFE_MAX_CENTS_PER_THOUSAND));
  const priced = Math.round(perThousand(insuredAmountCents, table.centsPerThousand));
  const monthlyPremiumCents = Math.min(priced, capCents);
  const coreBenefitPremiumCents = Math.min(
    Math.round(perThousand(balance, table.centsPerThousand)),
    monthlyPremiumCents,
  );
  return {
    insuredAmountCents,
    monthlyPremiumCents,
    coreBenefitPremiumCents,
    flexiBenefitPremiumCents: monthlyPremiumCents - coreBenefitPremiumCents,
    capCents,
    rateTableVersion: table.version,
  };
}
