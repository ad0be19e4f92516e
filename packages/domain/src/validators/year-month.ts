import { toCalendarDate } from './calendar.js';

/** The year-month rule of spec 001 §5: 'YYYY-MM', year from 1900 to the current year, month 1 to 12. */
export const EARLIEST_YEAR = 1900;

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

export function isValidYearMonth(value: string, today: Date = new Date()): boolean {
  const match = YEAR_MONTH.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= EARLIEST_YEAR && year <= toCalendarDate(today).year && month >= 1 && month <= 12;
}

/** Builds 'YYYY-MM' from a year and a month number (as the vehicle registration date is built from two fields). */
export function toYearMonth(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}
