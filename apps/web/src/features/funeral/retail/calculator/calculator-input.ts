import {
  coverAmountCents,
  DEFAULT_FUNERAL_COVER_TYPE,
  priceCoverCalculation,
  RETAIL_FUNERAL_PACKAGE_NAME,
  type CoverCalculatorInput,
  type CoverCalculatorInputDraft,
  type CoverOptionCode,
  type FuneralCoverType,
  type FuneralQuote,
  type FuneralRatingResult,
} from '@cover/domain/funeral';
import type { CalculatorChoices } from '../state/wizard-types';

export interface CalculatorRelative {
  key: string;
  relationship: string;
  age: string;
  coverageOption: CoverOptionCode;
}

export interface CalculatorValues {
  coverType: FuneralCoverType;
  coverOption: CoverOptionCode;
  mainMemberAge: string;
  spouseIncluded: boolean;
  spouseAge: string;
  numberOfChildren: string;
  extendedFamily: CalculatorRelative[];
}

const wholeNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

export function toCalculatorInput(values: CalculatorValues): CoverCalculatorInputDraft {
  return {
    packageName: RETAIL_FUNERAL_PACKAGE_NAME,
    coverType: values.coverType,
    coverOption: values.coverOption,
    mainMemberAge: wholeNumber(values.mainMemberAge),
    spouseAge: values.spouseIncluded ? wholeNumber(values.spouseAge) : undefined,
    numberOfChildren: values.numberOfChildren.trim() === '' ? 0 : wholeNumber(values.numberOfChildren),
    extendedFamily: values.extendedFamily.map((relative) => ({
      relationship: relative.relationship,
      age: wholeNumber(relative.age),
      coverageOption: relative.coverageOption,
    })),
  };
}

/*
 * The calculator prices from ages, not dates of birth, and makes no quote: its premium is an estimate,
 * as the wizard's quote step calls it, checked against the rates the server quotes with (getCoverCalculate).
 */
/** What the status line says while the estimate is being checked (also while its code downloads). */
export const CONFIRMING_PRICE = 'Checking this estimate against our rates…';
/** What it says once the server worked out the same premium from the same answers. */
export const ESTIMATE_CHECKED = 'Estimate checked against our rates. You get your quote when you apply.';
/** What it says when the estimate could not be checked (the server or the network failed). */
export const PRICE_UNCONFIRMED = 'We could not check this estimate against our rates right now.';

export type CalculatorResult =
  { ok: true; quote: FuneralQuote } | { ok: false; errors: Record<string, string> };

/** A rating result as the page shows it: the quote, or the first message per field. */
export function toCalculatorResult(result: FuneralRatingResult<FuneralQuote>): CalculatorResult {
  if (result.ok) return result;
  const errors: Record<string, string> = {};
  for (const error of result.errors) errors[error.path] ??= error.message;
  return { ok: false, errors };
}

/** What the calculator opens with, in the shape the input schema gives (so it is priced without it). */
const INITIAL_INPUT = {
  packageName: RETAIL_FUNERAL_PACKAGE_NAME,
  coverType: DEFAULT_FUNERAL_COVER_TYPE,
  coverOption: 'B',
  mainMemberAge: 35,
  numberOfChildren: 0,
  extendedFamily: [],
} satisfies CoverCalculatorInput;

export const INITIAL_CALCULATOR_VALUES: CalculatorValues = {
  coverType: INITIAL_INPUT.coverType,
  coverOption: INITIAL_INPUT.coverOption,
  mainMemberAge: String(INITIAL_INPUT.mainMemberAge),
  spouseIncluded: false,
  spouseAge: '',
  numberOfChildren: String(INITIAL_INPUT.numberOfChildren),
  extendedFamily: [],
};

/**
 * The opening values' price, worked out without the input checks (they load after the page is up, with
 * zod): the opening values are valid by construction, and a test holds this to the checked price.
 */
export function priceInitialValues(today: Date = new Date()): CalculatorResult {
  return toCalculatorResult(priceCoverCalculation(INITIAL_INPUT, { today }));
}

/** A typed age, or null when it is not a whole number. */
const ageOrNull = (text: string): number | null => {
  const age = wholeNumber(text);
  return Number.isInteger(age) ? age : null;
};

/** Every choice of the calculator, as the wizard's draft takes it ('Get this cover'). */
export function calculatorChoices(values: CalculatorValues): CalculatorChoices {
  const children = ageOrNull(values.numberOfChildren);
  return {
    selectedPlan: values.coverType,
    coverOption: values.coverOption,
    coverAmount: mainCoverCents(values),
    mainMemberAge: ageOrNull(values.mainMemberAge),
    spouseIncluded: values.spouseIncluded,
    spouseAge: values.spouseIncluded ? ageOrNull(values.spouseAge) : null,
    children: children !== null && children > 0 ? children : 0,
    extendedFamily: values.extendedFamily.map((relative) => ({
      relationship: relative.relationship,
      age: ageOrNull(relative.age),
      coverageOption: relative.coverageOption,
    })),
  };
}

/**
 * The errors to show: a field's only after it was left (touched) or after 'Get this cover' was pressed,
 * never while the customer has not got to it yet.
 */
export function visibleErrors(
  errors: Record<string, string>,
  touched: ReadonlySet<string>,
  submitted: boolean,
): Record<string, string> {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([path]) => touched.has(path)));
}

export function mainCoverCents(values: Pick<CalculatorValues, 'coverType' | 'coverOption'>): number {
  return coverAmountCents(values.coverType, values.coverOption) ?? 0;
}
