/** The public estimates: a device quote and a credit life quote, priced and not stored. */
import { creditLifePremium, currentCreditLifeRateTable, type CreditLifeQuote } from '@cover/domain';
import type { DeviceCreditLifeQuoteInput } from '@cover/domain';
import type { DeviceQuote, DeviceQuoteInput } from '@cover/domain/device';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { priceDeviceQuote } from './quotes.js';

export const deviceEstimate = (
  ctx: LineCallContext,
  input: DeviceQuoteInput,
  family: 'retail' | 'employee',
): Promise<DeviceQuote> => priceDeviceQuote(ctx.db, input, family, ctx.now);

export function creditLifeEstimate(input: DeviceCreditLifeQuoteInput, now: Date): CreditLifeQuote {
  const priced = creditLifePremium(
    { outstandingBalanceCents: input.outstandingBalance },
    currentCreditLifeRateTable(now),
  );
  return {
    outstandingBalance: input.outstandingBalance,
    additionalPercentage: 0,
    totalAmountInsured: priced.insuredAmountCents,
    creditLifeMonthlyPremium: priced.monthlyPremiumCents,
    maximumMonthlyPremium: priced.capCents,
    rateTableVersion: priced.rateTableVersion,
  };
}
