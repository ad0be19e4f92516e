/** The public estimates: a device quote and a credit life quote, priced and not stored. */
import { creditLifePremium, currentCreditLifeRateTable, type CreditLifeQuote } from '@cover/domain';
import type { DeviceCreditLifeQuoteInput } from '@cover/domain';
import type { DeviceQuote, DeviceQuoteInput } from '@cover/domain/device';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { cachedCatalogueDevice } from './catalogue.js';
import { priceDeviceQuote } from './quotes.js';

/** The public estimate: stores nothing, so a listed phone is priced from the catalogue's minute in memory. */
export const deviceEstimate = (
  ctx: LineCallContext,
  input: DeviceQuoteInput,
  family: 'retail' | 'employee',
): Promise<DeviceQuote> => priceDeviceQuote(ctx.db, input, family, ctx.now, cachedCatalogueDevice);

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
