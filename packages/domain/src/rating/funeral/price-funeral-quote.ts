/**
 * priceFuneralQuote: validates a funeral quote input, works out every member's age on the quote date,
 * applies the member age rules and relation limits, and prices the policy on a versioned rate table.
 * Pure and deterministic: the same input, `today` and table version always give the same quote.
 */
import { funeralQuoteInputSchema } from '../../contracts/funeral-quote.js';
import type {
  FuneralQuote,
  FuneralQuoteInputDraft,
  FuneralRatingError,
  FuneralRatingResult,
} from '../../contracts/funeral-quote.js';
import { ageFamily } from './family-ages.js';
import { ageMember } from './member-ages.js';
import { rateFuneralPolicy } from './rate-policy.js';
import type { ExtendedLifeToRate } from './rate-policy.js';
import { chooseRateTable, zodIssuesToErrors } from './rating-options.js';
import type { FuneralRatingOptions } from './rating-options.js';

export function priceFuneralQuote(
  draft: FuneralQuoteInputDraft,
  options: FuneralRatingOptions,
): FuneralRatingResult<FuneralQuote> {
  const parsed = funeralQuoteInputSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, errors: zodIssuesToErrors(parsed.error) };
  const input = parsed.data;
  const { today } = options;
  const errors: FuneralRatingError[] = [];

  const main = ageMember(input.mainMember, 'mainMember', { role: 'main' }, today, errors);
  const { spouse, children, extendedFamily } = ageFamily(input, today, errors);
  const relatives: ExtendedLifeToRate[] = extendedFamily.map(({ member, ...life }) => ({
    ...life,
    relationship: member.relationship,
    coverageOption: member.coverageOption,
  }));

  const table = chooseRateTable(options, errors);
  if (errors.length > 0 || !table || !main) return { ok: false, errors };

  return rateFuneralPolicy(table, {
    packageName: input.packageName,
    coverType: input.coverType,
    coverOption: input.coverOption,
    startDate: input.startDate,
    main,
    spouse,
    children,
    childrenCount: children.length,
    extendedFamily: relatives,
    paths: { spouse: 'spouse', children: 'children', extendedFamily: 'extendedFamily' },
  });
}
