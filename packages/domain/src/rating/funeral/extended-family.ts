/**
 * Extended family pricing on its own: the premium table of an option ('age-interval and
 * extended-family premiums') and the priced preview of one member added to a policy.
 */
import type { CoverOptionCode, FuneralCoverType } from '../../constants/cover-options.js';
import { extendedFamilyMemberInputSchema } from '../../contracts/funeral-quote.js';
import type {
  ExtendedFamilyMemberInputDraft,
  ExtendedFamilyMemberQuote,
  ExtendedFamilyPremiumRow,
  FuneralRatingError,
  FuneralRatingResult,
} from '../../contracts/funeral-quote.js';
import { RETAIL_FUNERAL_PACKAGE_NAME, type FuneralPackageName } from '../../constants/packages.js';
import { ageMember } from './member-ages.js';
import {
  accidentalCoverAmount,
  bandedPremium,
  coverAmountOf,
  discounted,
  premiumAtRate,
} from './premium-math.js';
import { funeralPackageTerms, FUNERAL_RATING_MESSAGES } from './rate-policy.js';
import { FUNERAL_RATE_TABLES } from './rate-tables.js';
import type { FuneralRateTableRegistry } from './rate-tables.js';
import type { FuneralRateTable } from './rate-table-types.js';
import { chooseRateTable, zodIssuesToErrors } from './rating-options.js';
import type { FuneralRatingOptions } from './rating-options.js';

const premiumTables = new WeakMap<FuneralRateTable, Map<string, readonly ExtendedFamilyPremiumRow[]>>();

/** The premium rows of a table's option, computed once per table and option and frozen. */
function premiumRows(
  table: FuneralRateTable,
  coverType: FuneralCoverType,
  option: CoverOptionCode,
): readonly ExtendedFamilyPremiumRow[] {
  let byOption = premiumTables.get(table);
  if (!byOption) premiumTables.set(table, (byOption = new Map()));
  const key = `${coverType}|${option}`;
  let rows = byOption.get(key);
  if (!rows) {
    const cover = coverAmountOf(table, coverType, option);
    rows = Object.freeze(
      table.extendedFamily.bands.map((band) =>
        Object.freeze({
          minAge: band.minAge,
          maxAge: band.maxAge,
          premiumAmount: premiumAtRate(cover, band.ratePer1000),
        }),
      ),
    );
    byOption.set(key, rows);
  }
  return rows;
}

/**
 * The extended-family premium table of a cover type's option on a table version: one row per age band
 * with the monthly premium in cents before any package discount. Undefined for an unknown version.
 */
export function extendedFamilyPremiumTable(
  version: string,
  option: CoverOptionCode,
  coverType: FuneralCoverType,
  registry: FuneralRateTableRegistry = FUNERAL_RATE_TABLES,
): readonly ExtendedFamilyPremiumRow[] | undefined {
  const table = registry.get(version);
  return table && premiumRows(table, coverType, option);
}

export interface ExtendedFamilyPricingOptions extends FuneralRatingOptions {
  /** the cover type of the policy the member joins */
  coverType: FuneralCoverType;
  /** the package of the policy the member joins (default retail) */
  packageName?: FuneralPackageName;
}

/** The priced preview of one extended family member for a policy (the add-extended-family quote). */
export function priceExtendedFamilyMember(
  draft: ExtendedFamilyMemberInputDraft,
  options: ExtendedFamilyPricingOptions,
): FuneralRatingResult<ExtendedFamilyMemberQuote> {
  const parsed = extendedFamilyMemberInputSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, errors: zodIssuesToErrors(parsed.error) };
  const member = parsed.data;
  const errors: FuneralRatingError[] = [];
  const life = ageMember(
    member,
    '',
    { role: 'extended', relation: member.relationship },
    options.today,
    errors,
  );
  const table = chooseRateTable(options, errors);
  if (errors.length > 0 || !life || !table) return { ok: false, errors };

  const terms = funeralPackageTerms(table, options.packageName ?? RETAIL_FUNERAL_PACKAGE_NAME);
  if (terms.free)
    return {
      ok: false,
      errors: [{ path: 'relationship', message: FUNERAL_RATING_MESSAGES.freeBenefitMainOnly }],
    };
  const coverAmount = coverAmountOf(table, options.coverType, member.coverageOption);
  const premium = bandedPremium(table.extendedFamily.bands, life.age, coverAmount);
  if (premium === undefined)
    return {
      ok: false,
      errors: [{ path: 'dateOfBirth', message: FUNERAL_RATING_MESSAGES.noRate(life.age) }],
    };
  if (coverAmount > table.perLifeCap) {
    return {
      ok: false,
      errors: [
        {
          path: 'coverageOption',
          message: FUNERAL_RATING_MESSAGES.perLifeCap(table.perLifeCap, coverAmount),
        },
      ],
    };
  }
  return {
    ok: true,
    quote: {
      role: 'extended',
      relationship: member.relationship,
      age: life.age,
      coverageOption: member.coverageOption,
      coverAmount,
      accidentalCoverAmount: accidentalCoverAmount(table, coverAmount),
      premium: discounted(premium, terms.discountBps),
      rateTableVersion: table.version,
    },
  };
}
