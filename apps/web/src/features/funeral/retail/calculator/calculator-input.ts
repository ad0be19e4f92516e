import {
  calculateFuneralCover,
  coverAmountCents,
  RETAIL_FUNERAL_PACKAGE_NAME,
  type CoverCalculatorInputDraft,
  type CoverOptionCode,
  type FuneralCoverType,
  type FuneralQuote,
} from '@cover/domain/funeral';

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

export type CalculatorResult =
  { ok: true; quote: FuneralQuote } | { ok: false; errors: Record<string, string> };

/** Prices the calculator in the browser with the domain's calculateFuneralCover (instant feedback). */
export function calculateInBrowser(values: CalculatorValues, today: Date = new Date()): CalculatorResult {
  const result = calculateFuneralCover(toCalculatorInput(values), { today });
  if (result.ok) return result;
  const errors: Record<string, string> = {};
  for (const error of result.errors) errors[error.path] ??= error.message;
  return { ok: false, errors };
}

export function mainCoverCents(values: Pick<CalculatorValues, 'coverType' | 'coverOption'>): number {
  return coverAmountCents(values.coverType, values.coverOption) ?? 0;
}
