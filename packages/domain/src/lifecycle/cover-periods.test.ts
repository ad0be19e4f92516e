import { describe, expect, it } from 'vitest';
import {
  coolingOffEndsOn,
  graceEndsOn,
  isCoveredAfterWaitingPeriod,
  isWithinCoolingOff,
  shouldLapse,
  waitingPeriodEndsOn,
} from './cover-periods.js';

describe('cooling-off', () => {
  it.each([
    ['2026-01-01', 'long_term', '2026-02-01'],
    ['2026-01-01', 'short_term', '2026-01-15'],
    ['2026-12-15', 'long_term', '2027-01-15'],
  ] as const)('from %s (%s) it ends on %s', (start, term, end) => {
    expect(coolingOffEndsOn(start, term)).toBe(end);
  });

  it.each([
    ['2026-01-01', '2026-01-01', true],
    ['2026-01-01', '2026-02-01', true],
    ['2026-01-01', '2026-02-02', false],
    // issued, with cover starting later: the customer may already change their mind with a refund
    ['2026-01-10', '2026-01-09', true],
    ['2026-01-10', '2025-12-20', true],
  ])('a policy starting %s is within cooling-off on %s: %s', (start, today, expected) => {
    expect(isWithinCoolingOff(start, today)).toBe(expected);
  });

  it('is 14 days for short-term cover', () => {
    expect(isWithinCoolingOff('2026-01-01', '2026-01-15', 'short_term')).toBe(true);
    expect(isWithinCoolingOff('2026-01-01', '2026-01-16', 'short_term')).toBe(false);
  });
});

describe('waiting periods', () => {
  it.each([
    ['2026-01-15', 'natural', '2026-07-15'],
    ['2026-08-31', 'natural', '2027-02-28'],
    ['2026-01-15', 'accidental', '2026-01-15'],
  ] as const)('cover from %s for %s death starts %s', (start, cause, end) => {
    expect(waitingPeriodEndsOn(start, cause)).toBe(end);
  });

  it.each([
    ['2026-01-15', '2026-07-14', 'natural', false],
    ['2026-01-15', '2026-07-15', 'natural', true],
    ['2026-01-15', '2026-01-15', 'accidental', true],
    ['2026-01-15', '2026-01-14', 'accidental', false],
  ] as const)('started %s, death on %s (%s) covered: %s', (start, event, cause, covered) => {
    expect(isCoveredAfterWaitingPeriod(start, event, cause)).toBe(covered);
  });
});

describe('grace and lapse', () => {
  it('gives 15 days after a missed premium', () => {
    expect(graceEndsOn('2026-03-12')).toBe('2026-03-27');
    expect(graceEndsOn('2026-02-28')).toBe('2026-03-15');
  });

  it.each([
    [null, '2026-12-31', false],
    ['2026-03-12', '2026-03-27', false],
    ['2026-03-12', '2026-03-28', true],
    ['2026-03-12', '2026-03-20', false],
  ])('oldest unpaid %s, today %s → lapse %s', (due, today, expected) => {
    expect(shouldLapse(due, today)).toBe(expected);
  });
});
