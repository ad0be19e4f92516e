/**
 * Device quotes: the public estimate (not stored) and the signed-in quote, stored as a quote package for 7
 * days. A catalogue phone is priced at its catalogue replacement cost; a phone that is not listed at the
 * cost the customer gives.
 */
import {
  DEVICE_LINE,
  DEVICE_PACKAGES,
  quoteDevice,
  type DeviceChannel,
  type DeviceQuote,
  type DeviceQuoteInput,
  type DeviceQuotePackage,
} from '@cover/domain/device';
import type { Database } from '../../db/client.js';
import type { QuotePackageRow } from '../../db/schema/index.js';
import { plusValidity, today } from '../insurance-core/clock.js';
import { requireCaller, type LineCallContext } from '../insurance-core/line-context.js';
import { insertQuotePackage, isQuoteExpired } from '../insurance-core/quote-packages.js';
import { catalogueDevice, type CataloguePrice } from './catalogue.js';

export const channelOf = (audience: string): DeviceChannel =>
  audience === 'employee' ? 'employee' : 'retail';

/**
 * Prices the phone and the credit life asked for, on the tables effective today. A listed phone's price
 * comes from `listed` (the table by default; the estimate passes the catalogue's minute in memory).
 */
export async function priceDeviceQuote(
  db: Database,
  input: DeviceQuoteInput,
  channel: DeviceChannel,
  now: Date,
  listed: (db: Database, deviceId: string) => Promise<CataloguePrice> = catalogueDevice,
): Promise<DeviceQuote> {
  const phone = input.selectedDevice
    ? await listed(db, input.selectedDevice)
    : {
        device: {
          deviceId: null,
          brand: input.deviceBrand ?? '',
          model: input.deviceModel ?? '',
          storageGb: null,
          colours: [],
          listed: false,
          priceVersion: null,
          pricedOn: null,
        },
        replacementCostCents: input.replacementCost ?? 0,
      };
  return quoteDevice({
    packageName: DEVICE_PACKAGES[channel],
    device: phone.device,
    replacementCostCents: phone.replacementCostCents,
    creditLifeBalanceCents: input.isOptedforCreditLife ? (input.outstandingBalance ?? null) : null,
    today: now,
  });
}

export function toDeviceQuotePackage(row: QuotePackageRow, now: Date): DeviceQuotePackage {
  const quote = row.quote as unknown as DeviceQuote;
  return {
    ...quote,
    quotePackageId: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.usedAt !== null || isQuoteExpired(row, now),
  };
}

/** getAQuote / CMS quote: the priced quote, stored for the caller for 7 days. */
export async function createDeviceQuote(
  ctx: LineCallContext,
  input: DeviceQuoteInput,
): Promise<DeviceQuotePackage> {
  const principal = requireCaller(ctx);
  const channel = channelOf(principal.audience);
  const quote = await priceDeviceQuote(ctx.db, input, channel, ctx.now);
  const row = await insertQuotePackage(ctx.db, {
    line: DEVICE_LINE,
    packageName: quote.packageName,
    channel,
    owner: { pool: principal.audience, sub: principal.sub },
    input: { ...input },
    quote: { ...quote },
    sumAssured: quote.replacementCost,
    basePremium: quote.deviceMonthlyPremium,
    suggestedPremium: quote.totalMonthlyPremium,
    billingFrequency: quote.billingFrequency,
    rateTableVersion: quote.rateTableVersion,
    quotedOn: today(ctx.now),
    expiresAt: plusValidity(ctx.now),
    now: ctx.now,
  });
  return toDeviceQuotePackage(row, ctx.now);
}
