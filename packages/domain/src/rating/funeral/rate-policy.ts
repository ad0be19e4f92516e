/**
 * Prices a funeral policy whose members' ages are known and allowed, on one rate table: the premium
 * of every life, the package rules (employee discount, free benefit), the benefits and the R100 000
 * per-life cap. Shared by the full quote and the public cover calculator.
 */
import type { CoverOptionCode, FuneralCoverType } from '../../constants/cover-options.js';
import { CURRENCY } from '../../constants/locale.js';
import { BILLING_FREQUENCY } from '../../constants/billing.js';
import { PACKAGE_NAMES } from '../../constants/packages.js';
import type { ExtendedFamilyRelation } from '../../constants/relationships.js';
import type { FuneralPackageName } from '../../constants/packages.js';
import type {
  FuneralQuote,
  FuneralQuoteBreakdownEntry,
  FuneralRatingError,
  FuneralRatingResult,
} from '../../contracts/funeral-quote.js';
import {
  accidentalCoverAmount,
  bandedPremium,
  childBandCover,
  childCoverAmount,
  coverAmountOf,
  discounted,
  premiumAtRate,
  randLabel,
} from './premium-math.js';
import type { BandedRates, FuneralRateTable } from './rate-table-types.js';

export interface LifeToRate {
  age: number;
  /** where errors about this life go, e.g. 'spouse' */
  path: string;
  /** where errors about this life's age go, e.g. 'spouse.dateOfBirth' */
  agePath: string;
  lifeKey?: string | undefined;
}

export interface ExtendedLifeToRate extends LifeToRate {
  relationship: ExtendedFamilyRelation;
  coverageOption: CoverOptionCode;
}

export interface PolicyToRate {
  packageName: FuneralPackageName;
  coverType: FuneralCoverType;
  coverOption: CoverOptionCode;
  startDate?: string | undefined;
  main: LifeToRate;
  spouse?: LifeToRate | undefined;
  /** children whose ages are known (one breakdown row each) */
  children: readonly LifeToRate[];
  /** how many children are covered; at least children.length (the calculator knows only the count) */
  childrenCount: number;
  extendedFamily: readonly ExtendedLifeToRate[];
  /** where package errors go */
  paths: { spouse: string; children: string; extendedFamily: string };
}

export const FUNERAL_RATING_MESSAGES = {
  freeBenefitMainOnly: 'The free benefit covers the main member only',
  noRate: (age: number) => `This rate table has no premium for age ${age}`,
  perLifeCap: (cap: number, total: number) =>
    `One life may be covered for at most ${randLabel(cap)} on a policy; this person would be covered for ${randLabel(total)}`,
} as const;

/** The package terms of a rate table: whether premiums are charged and the discount on them. */
export function funeralPackageTerms(table: FuneralRateTable, packageName: FuneralPackageName) {
  const free = packageName === PACKAGE_NAMES.TELKOM_FREE_BENEFIT;
  const discountBps =
    packageName === PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE ? table.employee.discountBps : 0;
  return { free, discountBps };
}

interface Line {
  readonly base: number;
  readonly charged: number;
}

/** A child's line (children pay one premium per policy) and every line of the free benefit. */
const NO_PREMIUM: Line = Object.freeze({ base: 0, charged: 0 });

/** The monthly airtime and its months: none on the free benefit unless its table includes airtime. */
function airtimeOf(table: FuneralRateTable, free: boolean, option: CoverOptionCode) {
  const included = !free || table.freeBenefit.airtimeIncluded;
  return included
    ? { amount: table.airtime.monthlyAmount[option], months: table.airtime.months }
    : { amount: 0, months: 0 };
}

function lineFor(
  rates: BandedRates,
  life: LifeToRate,
  cover: number,
  terms: { free: boolean; discountBps: number },
  errors: FuneralRatingError[],
): Line {
  if (terms.free) return NO_PREMIUM;
  const base = bandedPremium(rates.bands, life.age, cover);
  if (base === undefined) {
    errors.push({ path: life.agePath, message: FUNERAL_RATING_MESSAGES.noRate(life.age) });
    return NO_PREMIUM;
  }
  return { base, charged: discounted(base, terms.discountBps) };
}

/** Applies the per-life cap to each life and to the same life listed more than once. */
function checkPerLifeCap(
  table: FuneralRateTable,
  lives: readonly { life: LifeToRate; accidental: number }[],
  errors: FuneralRatingError[],
): void {
  let totals: Map<string, number> | undefined;
  for (const { life, accidental } of lives) {
    let total = accidental;
    if (life.lifeKey !== undefined) {
      totals ??= new Map();
      total += totals.get(life.lifeKey) ?? 0;
      totals.set(life.lifeKey, total);
    }
    if (total > table.perLifeCap)
      errors.push({ path: life.path, message: FUNERAL_RATING_MESSAGES.perLifeCap(table.perLifeCap, total) });
  }
}

export function rateFuneralPolicy(
  table: FuneralRateTable,
  policy: PolicyToRate,
): FuneralRatingResult<FuneralQuote> {
  const errors: FuneralRatingError[] = [];
  const terms = funeralPackageTerms(table, policy.packageName);
  const coverType = terms.free ? table.freeBenefit.coverType : policy.coverType;
  const coverOption = terms.free ? table.freeBenefit.coverOption : policy.coverOption;
  if (terms.free) {
    const message = FUNERAL_RATING_MESSAGES.freeBenefitMainOnly;
    if (policy.spouse) errors.push({ path: policy.paths.spouse, message });
    if (policy.childrenCount > 0) errors.push({ path: policy.paths.children, message });
    if (policy.extendedFamily.length > 0) errors.push({ path: policy.paths.extendedFamily, message });
  }

  const mainCover = coverAmountOf(table, coverType, coverOption);
  const breakdown: FuneralQuoteBreakdownEntry[] = [];
  const capped: { life: LifeToRate; accidental: number }[] = [];
  let basePremium = 0;
  let suggestedPremium = 0;
  const add = (
    entry: Omit<FuneralQuoteBreakdownEntry, 'accidentalCoverAmount' | 'premium'>,
    life: LifeToRate,
    line: Line,
  ) => {
    const accidental = accidentalCoverAmount(table, entry.coverAmount);
    breakdown.push({ ...entry, accidentalCoverAmount: accidental, premium: line.charged });
    capped.push({ life, accidental: Math.max(accidental, entry.coverAmount) });
    basePremium += line.base;
    suggestedPremium += line.charged;
  };

  const mainLine = lineFor(table.mainMember, policy.main, mainCover, terms, errors);
  add(
    { role: 'main', age: policy.main.age, coverageOption: coverOption, coverAmount: mainCover },
    policy.main,
    mainLine,
  );
  if (policy.spouse) {
    const line = lineFor(table.spouse, policy.spouse, mainCover, terms, errors);
    add(
      { role: 'spouse', age: policy.spouse.age, coverageOption: coverOption, coverAmount: mainCover },
      policy.spouse,
      line,
    );
  }
  for (const child of policy.children) {
    const coverAmount = childCoverAmount(table, mainCover, child.age);
    add({ role: 'child', age: child.age, coverageOption: coverOption, coverAmount }, child, NO_PREMIUM);
  }
  const childrenBase =
    policy.childrenCount > 0 && !terms.free
      ? premiumAtRate(mainCover, table.children.flatRatePer1000OfMainCover)
      : 0;
  const childrenPremium = discounted(childrenBase, terms.discountBps);
  basePremium += childrenBase;
  suggestedPremium += childrenPremium;
  for (const member of policy.extendedFamily) {
    const coverAmount = coverAmountOf(table, coverType, member.coverageOption);
    const line = lineFor(table.extendedFamily, member, coverAmount, terms, errors);
    const entry = {
      role: 'extended',
      relationship: member.relationship,
      age: member.age,
      coverageOption: member.coverageOption,
      coverAmount,
    } as const;
    add(entry, member, line);
  }
  checkPerLifeCap(table, capped, errors);
  if (errors.length > 0) return { ok: false, errors };

  const mainEntry = breakdown[0];
  const airtime = airtimeOf(table, terms.free, coverOption);
  const quote: FuneralQuote = {
    packageName: policy.packageName,
    sumAssured: mainCover,
    basePremium,
    suggestedPremium,
    totalPremium: suggestedPremium,
    currency: CURRENCY,
    billingFrequency: BILLING_FREQUENCY,
    rateTableVersion: table.version,
    module: {
      type: 'funeral',
      coverType,
      ...(policy.startDate === undefined ? {} : { startDate: policy.startDate }),
      principalPremium: mainLine.charged,
      mainMemberAge: policy.main.age,
      coverageOption: coverOption,
      naturalDeathAmount: mainCover,
      accidentalDeathAmount: mainEntry ? mainEntry.accidentalCoverAmount : 0,
      airtimeBenefitAmount: airtime.amount,
      airtimeBenefitMonths: airtime.months,
      naturalDeathWaitingMonths: table.waitingPeriods.naturalDeathMonths,
      accidentalDeathWaitingMonths: table.waitingPeriods.accidentalDeathMonths,
      spouseIncluded: policy.spouse !== undefined,
      childrenIncluded: policy.childrenCount > 0,
      extendedFamilyIncluded: policy.extendedFamily.length > 0,
      childrenCount: policy.childrenCount,
      childrenPremium,
      childBenefits: table.children.benefitBands.map((band) => ({
        minAge: band.minAge,
        maxAge: band.maxAge,
        coverAmount: childBandCover(table, band, mainCover),
      })),
      discountBps: terms.discountBps,
    },
    breakdown,
  };
  return { ok: true, quote };
}
