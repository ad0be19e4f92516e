import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, saDay, toDate } from './dates.js';

describe('calendar arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', 31, '2026-02-01'],
  ])('%s + %i days = %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-07-15', 6, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-10', 1, '2027-01-10'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-02-01')).toBe(31);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });

  it('rejects what is not a date', () => {
    expect(() => toDate('2026-02-30')).toThrow(RangeError);
  });

  it.each([
    ['2026-11-22T22:45:00Z', '2026-11-23', '00:45 in Johannesburg is already the 23rd'],
    ['2026-11-22T21:59:59.999Z', '2026-11-22', 'one millisecond before SA midnight'],
    ['2026-11-22T22:00:00Z', '2026-11-23', 'SA midnight'],
    ['2026-12-31T22:30:00Z', '2027-01-01', 'new year in SA, not yet in UTC'],
    ['2028-02-28T23:00:00Z', '2028-02-29', 'leap day'],
    ['2026-06-30T21:00:00Z', '2026-06-30', 'no daylight saving in winter either'],
  ])('the South African day of %s is %s (%s)', (instant, day) => {
    expect(saDay(new Date(instant))).toBe(day);
  });

  it('agrees with Intl in Africa/Johannesburg for every 7th hour of a year (process zones: see the server suite)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' });
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 59 * 60_000);
      expect(saDay(instant)).toBe(intl.format(instant));
    }
  });
});
