/** Calendar arithmetic on 'YYYY-MM-DD' dates for the lifecycle rules: plain South African days. */
import {
  daysInMonth,
  formatIsoDate,
  parseIsoDate,
  toCalendarDate,
  type CalendarDate,
} from '../validators/calendar.js';

export function toDate(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

/**
 * The one helper for "which day is it": the South African calendar day of an instant, as 'YYYY-MM-DD'.
 * Start dates, cooling-off ends, billing dates, waiting periods and schedules all take their day here.
 */
export function saDay(instant: Date): string {
  return formatIsoDate(toCalendarDate(instant));
}

export function addDays(value: string, days: number): string {
  const { year, month, day } = toDate(value);
  const utc = new Date(Date.UTC(year, month - 1, day + days));
  return formatIsoDate({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

/** Adds whole months; a day that does not exist in the target month becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(value: string, months: number): string {
  const { year, month, day } = toDate(value);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Whole days from a to b (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  const from = toDate(a);
  const to = toDate(b);
  const ms = Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day);
  return Math.round(ms / 86_400_000);
}

/** ISO dates compare correctly as strings. */
export const isOnOrBefore = (a: string, b: string) => a <= b;
