/**
 * The cover calculator's pricing of input already in its contract's shape (parsed, defaults filled):
 * the ages checked against the product's limits, then the premium breakdown. No zod here, so a page
 * that prices known-good input (the calculator's first paint) does not need the schema library.
 */
import type {
  CoverCalculatorInput,
  FuneralQuote,
  FuneralRatingError,
  FuneralRatingResult,
} from '../../contracts/funeral-quote.js';
import { checkAge } from './member-ages.js';
import { rateFuneralPolicy } from './rate-policy.js';
import type { ExtendedLifeToRate, LifeToRate } from './rate-policy.js';
import { chooseRateTable } from './rating-options.js';
import type { FuneralRatingOptions } from './rating-options.js';

function life(age: number, path: string): LifeToRate {
  return { age, path, agePath: path };
}

export function priceCoverCalculation(
  input: CoverCalculatorInput,
  options: FuneralRatingOptions,
): FuneralRatingResult<FuneralQuote> {
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
