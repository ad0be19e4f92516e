import { describe, expect, it } from 'vitest';
import {
  ageInYearsAndMonths,
  ageOn,
  compareDates,
  daysInMonth,
  isInFuture,
  isLeapYear,
  isRealDate,
  parseIsoDate,
} from './calendar.js';

describe('leap years and month lengths', () => {
  it.each([
    [2024, true],
    [2025, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('%i leap: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    [2025, 1, 31],
    [2025, 2, 28],
    [2024, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('parseIsoDate / isRealDate', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['1980-01-01', { year: 1980, month: 1, day: 1 }],
    ['2025-12-31', { year: 2025, month: 12, day: 31 }],
  ])('%s is real', (value, date) => {
    expect(parseIsoDate(value)).toEqual(date);
    expect(isRealDate(date)).toBe(true);
  });

  it.each([
    '2025-02-29',
    '2025-02-30',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2025-01-00',
    '2025-1-1',
    '',
    'x',
  ])('%j is not a real date', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});

describe('ageOn (whole years)', () => {
  it.each([
    ['1980-01-01', new Date(2025, 0, 1), 45], // birthday today
    ['1980-01-02', new Date(2025, 0, 1), 44], // birthday tomorrow
    ['1980-12-31', new Date(2025, 0, 1), 44],
    ['2025-01-01', new Date(2025, 0, 1), 0],
    ['2000-02-29', new Date(2025, 1, 27), 24],
    ['2000-02-29', new Date(2025, 1, 28), 25], // leap-day birthday on 28 Feb in a non-leap year
    ['2000-02-29', new Date(2024, 1, 28), 23],
    ['2000-02-29', new Date(2024, 1, 29), 24],
  ])('born %s, on %s → %i', (dateOfBirth, today, age) => {
    expect(ageOn(dateOfBirth, today)).toBe(age);
  });

  it('is negative for a date of birth after today', () => {
    expect(ageOn('2027-06-15', new Date(2025, 5, 15))).toBe(-2);
  });

  it('is NaN for a date that is not real', () => {
    expect(ageOn('2025-02-30', new Date(2025, 5, 15))).toBeNaN();
  });
});

describe('ageInYearsAndMonths', () => {
  it.each([
    ['2007-06-15', new Date(2025, 5, 15), { years: 18, months: 0 }],
    ['2007-06-16', new Date(2025, 5, 15), { years: 17, months: 11 }],
    ['2007-01-31', new Date(2025, 1, 28), { years: 18, months: 1 }], // 31st → last day of a short month
    ['2007-01-31', new Date(2025, 1, 27), { years: 18, months: 0 }],
    ['2025-05-16', new Date(2025, 5, 15), { years: 0, months: 0 }],
    ['2025-05-15', new Date(2025, 5, 15), { years: 0, months: 1 }],
  ])('born %s, on %s → %o', (dateOfBirth, today, expected) => {
    expect(ageInYearsAndMonths(dateOfBirth, today)).toEqual(expected);
  });

  it('is null for a date that is not real', () => {
    expect(ageInYearsAndMonths('not a date')).toBeNull();
  });
});

describe('compareDates / isInFuture', () => {
  const today = new Date(2025, 5, 15);
  it.each([
    [{ year: 2025, month: 6, day: 15 }, false],
    [{ year: 2025, month: 6, day: 16 }, true],
    [{ year: 2026, month: 1, day: 1 }, true],
    [{ year: 2025, month: 5, day: 31 }, false],
  ])('%o in the future: %s', (date, future) => {
    expect(isInFuture(date, today)).toBe(future);
  });

  it('orders dates', () => {
    expect(compareDates({ year: 2024, month: 12, day: 31 }, { year: 2025, month: 1, day: 1 })).toBeLessThan(
      0,
    );
    expect(compareDates({ year: 2025, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 })).toBe(0);
  });
});
