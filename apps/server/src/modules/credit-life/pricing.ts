/** A credit life quote on the table effective today (the premium held at R4.50 per R1 000). */
import { creditLifePremium, currentCreditLifeRateTable, type CreditLifeQuote } from '@cover/domain';

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
