/** Billing constants (spec 001 §9, 002 §9; REFERENCE "Billing day 1–31 (31 = last day of the month)"). */

export const BILLING_FREQUENCY = 'MONTHLY';
export const BILLING_FREQUENCIES = [BILLING_FREQUENCY] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];

/** 31 stands for the last day of the month, whatever its length. */
export const LAST_DAY_OF_MONTH = 31;

/** The billing days a policy may choose. */
export const BILLING_DAYS = [
  { value: 12, label: '12th' },
  { value: 15, label: '15th' },
  { value: 20, label: '20th' },
  { value: 25, label: '25th' },
  { value: LAST_DAY_OF_MONTH, label: 'Last day' },
] as const;
export type BillingDay = (typeof BILLING_DAYS)[number]['value'];

/** The other list of the spec: every day from 1 to 30 (a debit order date is held as a day number). */
export const DAYS_OF_MONTH: readonly number[] = Array.from({ length: 30 }, (_, index) => index + 1);

export function isBillingDay(day: number): day is BillingDay {
  return BILLING_DAYS.some((option) => option.value === day);
}

/** '12th', '15th', ... 'Last day'; undefined for a day that is not a billing day. */
export function billingDayLabel(day: number): string | undefined {
  return BILLING_DAYS.find((option) => option.value === day)?.label;
}

/**
 * The day of the month a billing day falls on in a given month (month 1..12): the day itself, or the
 * month's last day when the month is shorter (31 is always the last day).
 */
export function billingDayInMonth(day: number, year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.min(day, lastDay);
}
