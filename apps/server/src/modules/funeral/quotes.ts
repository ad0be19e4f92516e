/** Funeral quotes: priced on the current rate table and stored as quote packages for 7 days. */
import {
  FUNERAL_LINE,
  priceCoverCalculation,
  priceFuneralQuote,
  type CoverCalculatorInput,
  type FuneralQuote,
  type FuneralQuoteInput,
  type QuotePackage,
} from '@cover/domain/funeral';
import type { QuotePackageRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { plusValidity, today } from '../insurance-core/clock.js';
import { insertQuotePackage, isQuoteExpired } from '../insurance-core/quote-packages.js';
import { CHANNEL_RULES, type FuneralChannel } from './channels.js';
import { requireCaller, type LineCallContext } from '../insurance-core/line-context.js';
import { ratingFailed } from './rating.js';

export const PACKAGE_NOT_OFFERED = 'This funeral package is not offered here';

export const productModuleDefinitionId = (rateTableVersion: string) => `funeral:${rateTableVersion}`;

export function toQuotePackage(row: QuotePackageRow, now: Date): QuotePackage {
  const quote = row.quote as unknown as FuneralQuote;
  return {
    ...quote,
    quotePackageId: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    productModuleDefinitionId: productModuleDefinitionId(row.rateTableVersion),
    expired: row.usedAt !== null || isQuoteExpired(row, now),
  };
}

/** getAQuote / quote / get-quote / paid/get-quote: prices the input for the channel and stores it. */
export async function createFuneralQuote(
  ctx: LineCallContext,
  input: FuneralQuoteInput,
  channel: FuneralChannel,
): Promise<QuotePackage> {
  const principal = requireCaller(ctx);
  if (!CHANNEL_RULES[channel].packages.includes(input.packageName))
    throw new AppError(422, 'PACKAGE_NOT_OFFERED', PACKAGE_NOT_OFFERED, { packageName: PACKAGE_NOT_OFFERED });
  const result = priceFuneralQuote(input, { today: ctx.now });
  if (!result.ok) throw ratingFailed(result.errors);
  const { quote } = result;
  const row = await insertQuotePackage(ctx.db, {
    line: FUNERAL_LINE,
    packageName: quote.packageName,
    channel,
    owner: { pool: principal.audience, sub: principal.sub },
    input: { ...input },
    quote: { ...quote },
    sumAssured: quote.sumAssured,
    basePremium: quote.basePremium,
    suggestedPremium: quote.suggestedPremium,
    billingFrequency: quote.billingFrequency,
    rateTableVersion: quote.rateTableVersion,
    quotedOn: today(ctx.now),
    expiresAt: plusValidity(ctx.now),
    now: ctx.now,
  });
  return toQuotePackage(row, ctx.now);
}

/**
 * getCoverCalculate (public): the priced result, not stored. The route's validation parsed the input with
 * the calculator's schema, so it is priced as it is (calculateFuneralCover would parse it again).
 */
export function calculateCover(input: CoverCalculatorInput, now: Date): FuneralQuote {
  const result = priceCoverCalculation(input, { today: now });
  if (!result.ok) throw ratingFailed(result.errors);
  return result.quote;
}
