import { describe, expect, it } from 'vitest';
import {
  billingDateIn,
  billingDatesBetween,
  followingBillingDate,
  nextBillingDate,
  rebilledDate,
} from './billing-dates.js';

describe('billing dates', () => {
  it.each([
    [12, 2026, 3, '2026-03-12'],
    [31, 2026, 2, '2026-02-28'],
    [31, 2028, 2, '2028-02-29'],
    [31, 2026, 4, '2026-04-30'],
    [31, 2026, 5, '2026-05-31'],
    [25, 2026, 2, '2026-02-25'],
  ])('billing day %i in %i-%i falls on %s', (day, year, month, expected) => {
    expect(billingDateIn(day, year, month)).toBe(expected);
  });

  it.each([
    // new billing day, pending collection, first possible day, next collection
    [15, '2026-12-31', '2026-12-04', '2026-12-15'], // earlier in the same month: December is still collected
    [12, '2026-12-25', '2026-12-04', '2026-12-12'],
    [31, '2026-12-15', '2026-12-04', '2026-12-31'], // later in the same month
    [15, '2026-12-31', '2026-12-20', '2026-12-31'], // the new day has passed: December stays on the 31st
    [15, '2026-12-31', '2026-12-15', '2026-12-15'], // the new day is today
    [25, '2026-12-25', '2026-12-04', '2026-12-25'], // the same day
    [12, '2026-12-25', '2026-12-20', '2026-12-25'], // cover starts on the 20th: the first premium stays
    [31, '2027-02-12', '2027-02-01', '2027-02-28'], // the last day of a short month
    [20, '2026-12-12', '2026-12-14', '2026-12-20'], // a collection still due moves to a day ahead
  ])('billing day changed to %i, pending %s, from %s → %s', (day, pending, from, expected) => {
    expect(rebilledDate(day, pending, from)).toBe(expected);
  });

  it.each([
    // billing day, from, next billing date (inclusive)
    [12, '2026-03-01', '2026-03-12'],
    [12, '2026-03-12', '2026-03-12'],
    [12, '2026-03-13', '2026-04-12'],
    [15, '2026-12-20', '2027-01-15'],
    [20, '2026-01-31', '2026-02-20'],
    [25, '2026-02-25', '2026-02-25'],
    [31, '2026-02-01', '2026-02-28'],
    [31, '2026-02-28', '2026-02-28'],
    [31, '2026-03-01', '2026-03-31'],
    [31, '2026-04-30', '2026-04-30'],
    [31, '2026-12-31', '2026-12-31'],
  ])('billing day %i from %s → %s', (day, from, expected) => {
    expect(nextBillingDate(day, from)).toBe(expected);
  });

  it.each([
    [12, '2026-03-12', '2026-04-12'],
    [31, '2026-01-31', '2026-02-28'],
    [31, '2026-02-28', '2026-03-31'],
    [25, '2026-12-25', '2027-01-25'],
  ])('after billing day %i on %s comes %s', (day, current, expected) => {
    expect(followingBillingDate(day, current)).toBe(expected);
    expect(nextBillingDate(day, current, false)).toBe(expected);
  });

  it('lists the billing dates a catching-up run must collect', () => {
    expect(billingDatesBetween(31, '2026-01-31', '2026-04-15')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(billingDatesBetween(12, '2026-05-12', '2026-05-11')).toEqual([]);
  });
});
