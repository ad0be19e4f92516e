/**
 * A device quote (contracts/device/quote.ts) from the phone and the rate tables effective on the quote
 * day: the premium of the replacement-cost band, the excess of every claim type and, when opted in,
 * credit life on the outstanding balance (held at R4.50 per R1 000). Pure: the server resolves the phone
 * from the catalogue first.
 */
import { BILLING_FREQUENCY } from '../../constants/billing.js';
import { DEVICE_CLAIM_TYPES } from '../../constants/claim-types.js';
import { CURRENCY } from '../../constants/locale.js';
import type { DeviceQuote, QuotedDevice } from '../../contracts/device/quote.js';
import { COOLING_OFF_DAYS } from '../../lifecycle/cover-periods.js';
import { saDay } from '../../lifecycle/dates.js';
import { creditLifePremium } from '../credit-life/premium.js';
import { currentCreditLifeRateTable } from '../credit-life/rate-table.js';
import { priceDevice } from './premium.js';
import { currentDeviceRateTable } from './rate-table.js';

export interface DeviceQuoteFacts {
  packageName: string;
  device: QuotedDevice;
  replacementCostCents: number;
  /** the outstanding balance to cover with credit life (cents), or null without it */
  creditLifeBalanceCents: number | null;
  today: Date;
}

export function quoteDevice(facts: DeviceQuoteFacts): DeviceQuote {
  const table = currentDeviceRateTable(facts.today);
  const priced = priceDevice(facts.replacementCostCents, table);
  const bandIndex = table.bands.findIndex((band) => facts.replacementCostCents <= band.upToCents);
  const previous = table.bands[bandIndex - 1];
  const band = table.bands[bandIndex];
  if (!band) throw new RangeError('no band for the replacement cost');
  const creditLife =
    facts.creditLifeBalanceCents === null
      ? null
      : creditLifePremium(
          { outstandingBalanceCents: facts.creditLifeBalanceCents },
          currentCreditLifeRateTable(facts.today),
        );
  const creditLifeMonthlyPremium = creditLife?.monthlyPremiumCents ?? 0;
  return {
    packageName: facts.packageName,
    rateTableVersion: priced.rateTableVersion,
    device: facts.device,
    replacementCost: facts.replacementCostCents,
    band: {
      fromCents: previous ? previous.upToCents + 1 : table.minReplacementCostCents,
      upToCents: band.upToCents,
    },
    deviceMonthlyPremium: priced.monthlyPremiumCents,
    excesses: DEVICE_CLAIM_TYPES.map(({ value, label }) => ({
      claimType: value,
      label,
      percentage: table.excess[value].percentage,
      minimum: table.excess[value].minimumCents,
      amount: priced.excess[value],
    })),
    isOptedforCreditLife: creditLife !== null,
    creditLife:
      creditLife && facts.creditLifeBalanceCents !== null
        ? {
            outstandingBalance: facts.creditLifeBalanceCents,
            additionalPercentage: 0,
            totalAmountInsured: creditLife.insuredAmountCents,
            creditLifeMonthlyPremium,
            maximumMonthlyPremium: creditLife.capCents,
            rateTableVersion: creditLife.rateTableVersion,
          }
        : null,
    creditLifeMonthlyPremium,
    totalMonthlyPremium: priced.monthlyPremiumCents + creditLifeMonthlyPremium,
    currency: CURRENCY,
    billingFrequency: BILLING_FREQUENCY,
    coolingOffDays: COOLING_OFF_DAYS.short_term,
    quotedOn: saDay(facts.today),
  };
}
