import { describe, expect, it } from 'vitest';
import { isInLapseGap, reinstatementEligibility } from './reinstatement-eligibility.js';

describe('reinstatement eligibility', () => {
  it.each([
    ['LAPSED', '2026-04-05', '2026-04-05', true, null],
    ['LAPSED', '2026-04-05', '2026-06-04', true, null],
    ['LAPSED', '2026-04-05', '2026-06-05', false, 'WINDOW_CLOSED'],
    ['LAPSED', null, '2026-04-05', false, 'NOT_LAPSED'],
    ['ACTIVE', null, '2026-04-05', false, 'NOT_LAPSED'],
    ['CANCELLED', '2026-04-05', '2026-04-06', false, 'CANCELLED'],
  ] as const)(
    '%s policy lapsed on %s, asked on %s: eligible %s (%s)',
    (status, lapsedOn, today, eligible, code) => {
      const result = reinstatementEligibility({ status, lapsedOn }, today);
      expect(result.eligible).toBe(eligible);
      if (!result.eligible) expect(result.code).toBe(code);
    },
  );

  it('gives the last day of the 60-day window, and names it when it has passed', () => {
    expect(reinstatementEligibility({ status: 'LAPSED', lapsedOn: '2026-04-05' }, '2026-04-10')).toEqual({
      eligible: true,
      windowEndsOn: '2026-06-04',
    });
    const late = reinstatementEligibility({ status: 'LAPSED', lapsedOn: '2026-04-05' }, '2026-07-01');
    expect(late).toMatchObject({ eligible: false, reason: expect.stringContaining('4 June 2026') });
  });
});

describe('the lapse gap of a reinstated policy', () => {
  it.each([
    ['2026-04-04', '2026-04-05', '2026-04-20', false],
    ['2026-04-05', '2026-04-05', '2026-04-20', true],
    ['2026-04-19', '2026-04-05', '2026-04-20', true],
    ['2026-04-20', '2026-04-05', '2026-04-20', false],
    ['2026-04-10', '2026-04-05', null, false],
    ['2026-04-10', null, null, false],
  ] as const)(
    'an event on %s (lapsed %s, reinstated %s) is in the gap: %s',
    (day, lapsedOn, reinstatedOn, expected) => {
      expect(isInLapseGap(day, lapsedOn, reinstatedOn)).toBe(expected);
    },
  );
});
