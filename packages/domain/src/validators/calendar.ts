/**
 * Calendar-date helpers shared by the ID-number, date-of-birth and age rules.
 *
 * Dates of birth are plain calendar dates ('YYYY-MM-DD'), never instants, so they are handled as
 * { year, month, day } triples. "Today" is read from a Date's local calendar fields: the day the user
 * (or server) is living in.
 */
export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export interface YearsAndMonths {
  years: number;
  months: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when the triple names a day that exists (rejects 30 February, 29 February in non-leap years, month 13...). */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Parses 'YYYY-MM-DD' into a real calendar date, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** South African Standard Time is UTC+2 all year: the country has kept no daylight saving since 1944. */
const SA_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * The South African calendar day of an instant (Africa/Johannesburg), whatever the process's time zone:
 * 22:45 UTC on 22 November is 00:45 on 23 November in Johannesburg, so the day is the 23rd.
 */
export function toCalendarDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + SA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Negative when a is before b, 0 when the same day, positive when after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Completed years and months between a date of birth and today. A month is complete on the same day
 * of the month as the birth day, or on the month's last day when it is shorter (so someone born on
 * 29 February turns a year older on 28 February in a non-leap year). Negative when born after today.
 */
export function yearsAndMonthsBetween(birth: CalendarDate, today: CalendarDate): YearsAndMonths {
  if (compareDates(birth, today) > 0) {
    const ahead = yearsAndMonthsBetween(today, birth);
    return { years: 0 - ahead.years, months: 0 - ahead.months };
  }
  let totalMonths = (today.year - birth.year) * 12 + (today.month - birth.month);
  if (today.day < Math.min(birth.day, daysInMonth(today.year, today.month))) totalMonths -= 1;
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12 };
}

/** Age in whole years on `today` of someone born on `dateOfBirth` ('YYYY-MM-DD'). NaN when the date is not real. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const birth = parseIsoDate(dateOfBirth);
  return birth ? yearsAndMonthsBetween(birth, toCalendarDate(today)).years : Number.NaN;
}

/** Age in completed years and months, or null when the date is not a real 'YYYY-MM-DD' date. */
export function ageInYearsAndMonths(dateOfBirth: string, today: Date = new Date()): YearsAndMonths | null {
  const birth = parseIsoDate(dateOfBirth);
  return birth ? yearsAndMonthsBetween(birth, toCalendarDate(today)) : null;
}

/** True when the 'YYYY-MM-DD' date is after today. */
export function isInFuture(date: CalendarDate, today: Date = new Date()): boolean {
  return compareDates(date, toCalendarDate(today)) > 0;
}
