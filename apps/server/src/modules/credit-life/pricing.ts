/** A credit life quote on the table effective today (the premium held at R4.50 per R1 000). */
import { creditLifePremium, currentCreditLifeRateTable, type CreditLifeQuote } from '@cover/domain';

/** A credit life quote with its split: the core benefit (on the balance) and the flexi (the additional %). */
export type CreditLifeBenefitQuote = CreditLifeQuote & {
  coreBenefitPremium: number;
  flexiBenefitPremium: number;
};

export function creditLifeQuote(
  outstandingBalance: number,
  now: Date,
  additionalPercentage = 0,
): CreditLifeQuote {
  const priced = creditLifePremium(
    { outstandingBalanceCents: outstandingBalance, additionalPercentage },
    currentCreditLifeRateTable(now),
  );
  return {
    outstandingBalance,
    additionalPercentage,
    totalAmountInsured: priced.insuredAmountCents,
    creditLifeMonthlyPremium: priced.monthlyPremiumCents,
    maximumMonthlyPremium: priced.capCents,
    rateTableVersion: priced.rateTableVersion,
  };
}

export function creditLifeBenefitQuote(
  outstandingBalance: number,
  now: Date,
  additionalPercentage = 0,
): CreditLifeBenefitQuote {
  const priced = creditLifePremium(
    { outstandingBalanceCents: outstandingBalance, additionalPercentage },
    currentCreditLifeRateTable(now),
  );
  return {
    ...creditLifeQuote(outstandingBalance, now, additionalPercentage),
    coreBenefitPremium: priced.coreBenefitPremiumCents,
    flexiBenefitPremium: priced.flexiBenefitPremiumCents,
  };
}
