/**
 * The public cover calculator: pick a cover type and option, give ages and family, get the premium
 * breakdown. Same rules and tables as a full quote, but with ages instead of dates of birth and only
 * the number of children (the children's premium is one per policy, so their ages do not change it).
 */
import { coverCalculatorInputSchema } from '../../contracts/funeral-quote.js';
import type {
  CoverCalculatorInputDraft,
  FuneralQuote,
  FuneralRatingResult,
} from '../../contracts/funeral-quote.js';
import { priceCoverCalculation } from './cover-pricing.js';
import { zodIssuesToErrors } from './rating-options.js';
import type { FuneralRatingOptions } from './rating-options.js';

/** Checks the calculator's input with its schema, then prices it (priceCoverCalculation). */
export function calculateFuneralCover(
  draft: CoverCalculatorInputDraft,
  options: FuneralRatingOptions,
): FuneralRatingResult<FuneralQuote> {
  const parsed = coverCalculatorInputSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, errors: zodIssuesToErrors(parsed.error) };
  return priceCoverCalculation(parsed.data, options);
}
