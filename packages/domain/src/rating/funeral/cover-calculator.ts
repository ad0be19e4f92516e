/**
 * The public cover calculator: pick a cover type and option, give ages and family, get the premium
 * breakdown. Same rules and tables as a full quote, but with ages instead of dates of birth and only
 * the number of children (the children's premium is one per policy, so their ages do not change it).
 */
import { coverCalculatorInputSchema } from '../../contracts/funeral-quote.js';
import type {
  CoverCalculatorInputDraft,
  FuneralQuote,
  FuneralRatingError,
  FuneralRatingResult,
} from '../../contracts/funeral-quote.js';
import { checkAge } from './member-ages.js';
import { rateFuneralPolicy } from './rate-policy.js';
import type { ExtendedLifeToRate, LifeToRate } from './rate-policy.js';
import { chooseRateTable, zodIssuesToErrors } from './rating-options.js';
import type { FuneralRatingOptions } from './rating-options.js';

function life(age: number, path: string): LifeToRate {
  return { age, path, agePath: path };
}

export function calculateFuneralCover(
  draft: CoverCalculatorInputDraft,
  options: FuneralRatingOptions,
): FuneralRatingResult<FuneralQuote> {
  const parsed = coverCalculatorInputSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, errors: zodIssuesToErrors(parsed.error) };
  const input = parsed.data;
  const errors: FuneralRatingError[] = [];

  checkAge({ role: 'main', age: input.mainMemberAge }, 'mainMemberAge', errors);
  if (input.spouseAge !== undefined) checkAge({ role: 'spouse', age: input.spouseAge }, 'spouseAge', errors);
  const extendedFamily: ExtendedLifeToRate[] = input.extendedFamily.map((member, index) => {
    const path = `extendedFamily.${index}.age`;
    checkAge({ role: 'extended', age: member.age, relation: member.relationship }, path, errors);
    return {
      ...life(member.age, path),
      relationship: member.relationship,
      coverageOption: member.coverageOption,
    };
  });
  const table = chooseRateTable(options, errors);
  if (errors.length > 0 || !table) return { ok: false, errors };

  return rateFuneralPolicy(table, {
    packageName: input.packageName,
    coverType: input.coverType,
    coverOption: input.coverOption,
    main: life(input.mainMemberAge, 'mainMemberAge'),
    spouse: input.spouseAge === undefined ? undefined : life(input.spouseAge, 'spouseAge'),
    children: [],
    childrenCount: input.numberOfChildren,
    extendedFamily,
    paths: { spouse: 'spouseAge', children: 'numberOfChildren', extendedFamily: 'extendedFamily' },
  });
}
