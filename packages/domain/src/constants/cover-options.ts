/** Funeral cover types and their options A–E (spec 002 §3, §9). Amounts are integer cents. */
export const FUNERAL_COVER_TYPES = [
  { value: 'Money cover', label: 'Money cover' },
  { value: 'Funeral expenses cover', label: 'Funeral expenses cover' },
] as const;
export type FuneralCoverType = (typeof FUNERAL_COVER_TYPES)[number]['value'];

export const DEFAULT_FUNERAL_COVER_TYPE: FuneralCoverType = 'Money cover';

export const COVER_OPTION_CODES = ['A', 'B', 'C', 'D', 'E'] as const;
export type CoverOptionCode = (typeof COVER_OPTION_CODES)[number];

export interface CoverOption {
  value: CoverOptionCode;
  label: string;
  amountCents: number;
}

/** Money cover: R5 000 to R35 000. */
export const MONEY_COVER_OPTIONS = [
  { value: 'A', label: 'R5 000', amountCents: 500_000 },
  { value: 'B', label: 'R10 000', amountCents: 1_000_000 },
  { value: 'C', label: 'R15 000', amountCents: 1_500_000 },
  { value: 'D', label: 'R25 000', amountCents: 2_500_000 },
  { value: 'E', label: 'R35 000', amountCents: 3_500_000 },
] as const satisfies readonly CoverOption[];

/** Funeral expenses cover: R10 000 to R70 000. */
export const FUNERAL_EXPENSES_COVER_OPTIONS = [
  { value: 'A', label: 'R10 000', amountCents: 1_000_000 },
  { value: 'B', label: 'R20 000', amountCents: 2_000_000 },
  { value: 'C', label: 'R30 000', amountCents: 3_000_000 },
  { value: 'D', label: 'R50 000', amountCents: 5_000_000 },
  { value: 'E', label: 'R70 000', amountCents: 7_000_000 },
] as const satisfies readonly CoverOption[];

export function coverOptionsFor(coverType: FuneralCoverType): readonly CoverOption[] {
  return coverType === 'Money cover' ? MONEY_COVER_OPTIONS : FUNERAL_EXPENSES_COVER_OPTIONS;
}

/** The cover amount in cents of an option of a cover type, or undefined for an unknown option. */
export function coverAmountCents(coverType: FuneralCoverType, option: string): number | undefined {
  return coverOptionsFor(coverType).find((entry) => entry.value === option)?.amountCents;
}
