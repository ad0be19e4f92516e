import { describe, expect, it } from 'vitest';
import { unusedCover } from './unused-premium.js';

const PAID = { amount: 105_000, dueDate: '2026-11-25' }; // R1 050 for 25 Nov – 24 Dec (30 days)

describe('unusedCover: the premium paid for the days after a cancellation', () => {
  it.each([
    // cancelled on 6 Dec: 7 – 24 Dec, 18 of the 30 days paid for
    [
      'inside the month paid for',
      PAID,
      '2026-12-25',
      '2026-12-06',
      { paidUntil: '2026-12-24', days: 18, amount: 63_000 },
    ],
    [
      'on the day it was collected',
      PAID,
      '2026-12-25',
      '2026-11-25',
      { paidUntil: '2026-12-24', days: 29, amount: 101_500 },
    ],
    ['on the last day paid for', PAID, '2026-12-25', '2026-12-24', null],
    ['after the month paid for (the next one failed)', PAID, '2026-12-25', '2026-12-28', null],
    ['nothing collected yet', null, '2026-12-25', '2026-12-06', null],
    [
      'a premium due later than today',
      { amount: 105_000, dueDate: '2026-12-25' },
      '2027-01-25',
      '2026-12-06',
      null,
    ],
    // the billing day moved to the 15th: the month paid for ends on 14 Dec
    [
      'a billing day moved earlier',
      PAID,
      '2026-12-15',
      '2026-12-06',
      { paidUntil: '2026-12-14', days: 8, amount: 28_000 },
    ],
    // a month of 28 days: R280 for 28 days, 10 days left
    [
      'February',
      { amount: 28_000, dueDate: '2027-02-01' },
      '2027-03-01',
      '2027-02-18',
      { paidUntil: '2027-02-28', days: 10, amount: 10_000 },
    ],
    [
      'rounds down to the cent',
      { amount: 10_001, dueDate: '2026-11-25' },
      '2026-12-25',
      '2026-12-06',
      { paidUntil: '2026-12-24', days: 18, amount: 6_000 },
    ],
  ] as const)('%s', (_case, paid, next, today, expected) => {
    expect(unusedCover(paid, next, today)).toEqual(expected);
  });
});
