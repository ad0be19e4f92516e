/**
 * Funeral rate table 'funeral-2026-01'. The spec does not show premium rates, so these are ours, set
 * as an insurer would; each section states its assumption (see docs/decisions/0003-funeral-rate-tables.md).
 * Rates are cents per R1 000 of cover per month, so a premium is sumAssured × rate / R1 000.
 * Never edit a published table: add a new version to rate-tables.ts instead.
 */
import {
  FUNERAL_EXPENSES_COVER_OPTIONS,
  MONEY_COVER_OPTIONS,
  type CoverOption,
  type CoverOptionCode,
} from '../../constants/cover-options.js';
import type { FuneralRateTable } from './rate-table-types.js';

function amountsByOption(options: readonly CoverOption[]): Readonly<Record<CoverOptionCode, number>> {
  const amount = (code: CoverOptionCode): number => {
    const option = options.find((entry) => entry.value === code);
    if (!option) throw new Error(`Cover option ${code} is missing from the cover options`);
    return option.amountCents;
  };
  return Object.freeze({ A: amount('A'), B: amount('B'), C: amount('C'), D: amount('D'), E: amount('E') });
}

export const FUNERAL_RATE_TABLE_V1: FuneralRateTable = {
  version: 'funeral-2026-01',
  effectiveFrom: '2026-01-01',
  coverAmounts: {
    'Money cover': amountsByOption(MONEY_COVER_OPTIONS),
    'Funeral expenses cover': amountsByOption(FUNERAL_EXPENSES_COVER_OPTIONS),
  },
  mainMember: {
    bands: [
      { minAge: 18, maxAge: 35, ratePer1000: 250 },
      { minAge: 36, maxAge: 45, ratePer1000: 350 },
      { minAge: 46, maxAge: 55, ratePer1000: 600 },
      { minAge: 56, maxAge: 64, ratePer1000: 950 },
    ],
    assumption:
      'Main member 18–64 in four bands with rates rising with age (R2.50, R3.50, R6.00, R9.50 per R1 000 a ' +
      'month), in line with SA assistance-funeral retail rates for a single life. Both cover types use the ' +
      'same rates: the cover type only changes the sums assured.',
  },
  spouse: {
    bands: [
      { minAge: 18, maxAge: 35, ratePer1000: 200 },
      { minAge: 36, maxAge: 45, ratePer1000: 300 },
      { minAge: 46, maxAge: 55, ratePer1000: 500 },
      { minAge: 56, maxAge: 64, ratePer1000: 800 },
    ],
    assumption:
      "The spouse is covered for the main member's sum assured, in the main member's bands at about 80–86 % " +
      'of the main rate (a second life on one policy costs less to administer and sell).',
  },
  children: {
    flatRatePer1000OfMainCover: 100,
    benefitBands: [
      { minAge: 0, maxAge: 5, shareOfMainCoverBps: 5_000, maxCover: 2_000_000 },
      { minAge: 6, maxAge: 13, shareOfMainCoverBps: 7_500, maxCover: 5_000_000 },
      { minAge: 14, maxAge: 74, shareOfMainCoverBps: 10_000, maxCover: null },
    ],
    assumption:
      'One premium per policy covers all children: R1.00 per R1 000 of the main cover a month, whatever the ' +
      'number of children. Benefit: under 6, 50 % of the main cover up to R20 000; 6–13, 75 % up to R50 000; ' +
      '14 and older (studying to 25, disabled beyond 21), 100 %. The limits follow the market child limits.',
  },
  extendedFamily: {
    bands: [
      { minAge: 0, maxAge: 21, ratePer1000: 150 },
      { minAge: 22, maxAge: 25, ratePer1000: 200 },
      { minAge: 26, maxAge: 45, ratePer1000: 400 },
      { minAge: 46, maxAge: 64, ratePer1000: 900 },
      { minAge: 65, maxAge: 74, ratePer1000: 1_800 },
    ],
    assumption:
      "Each extended family member is priced alone for the option chosen for them, by age: the spec's bands " +
      '22–25, 26–45 and 46–74 with 46–74 split at 64/65 (older relatives cost far more) and 0–21 for the ' +
      'young relatives the relation limits allow. The relation limits narrow who may be in a band.',
  },
  accidentalDeath: {
    multipleOfNaturalBps: 20_000,
    assumption:
      'Accidental death pays twice the natural-death benefit, limited by the R100 000 per-life cap; ' +
      'it has no waiting period and no premium of its own (priced into the rates above).',
  },
  airtime: {
    monthlyAmount: { A: 5_000, B: 10_000, C: 15_000, D: 25_000, E: 35_000 },
    months: 6,
    assumption:
      "On the main member's death the beneficiary receives airtime every month for 6 months: R50, R100, " +
      'R150, R250 or R350 a month for options A–E (1 % of the money-cover amount), for both cover types.',
  },
  perLifeCap: 10_000_000,
  waitingPeriods: { naturalDeathMonths: 6, accidentalDeathMonths: 0 },
  employee: {
    discountBps: 1_000,
    assumption:
      'EMPLOYEE_FUNERAL_INSURANCE is paid by salary deduction: no debit-order costs or bounced collections, ' +
      'so every premium line is 10 % lower (rounded to the nearest cent, half up).',
  },
  freeBenefit: {
    coverType: 'Money cover',
    coverOption: 'B',
    airtimeIncluded: false,
    assumption:
      'TELKOM_FREE_BENEFIT: R10 000 money cover (option B) on the main member only, at no premium, for ' +
      'eligible employees (eligibility is checked by the employee service). No airtime benefit.',
  },
};
