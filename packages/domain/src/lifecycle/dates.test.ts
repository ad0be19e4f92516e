import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isoDay, toDate } from './dates.js';

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

  it('reads the local day of an instant', () => {
    expect(isoDay(new Date(2026, 4, 9, 23, 59))).toBe('2026-05-09');
  });
});
