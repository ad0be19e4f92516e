import { describe, expect, it } from 'vitest';
import { WAITING_PERIOD_CAP_REASON, waitingPeriodCap } from './waiting-period-cap.js';

describe('the natural-death waiting period caps what a funeral claim pays', () => {
  it.each([
    ['a natural death in the waiting period: the premiums paid', 'natural', true, 45_000, 45_000],
    ['nothing paid yet: nothing', 'natural', true, 0, 0],
    ['refunds above the premiums: nothing', 'natural', true, -5_000, 0],
    ['a natural death after the waiting period: no cap', 'natural', false, 45_000, null],
    ['an accidental death: no cap', 'accidental', false, 45_000, null],
    // an accidental death has no waiting period, whatever the flag says
    ['an accidental death flagged within: no cap', 'accidental', true, 45_000, null],
    // a claim stored before the figure was recorded is not capped
    ['the premiums paid not recorded: no cap', 'natural', true, undefined, null],
  ] as const)('%s', (_name, causeOfDeath, withinWaitingPeriod, premiumsPaidCents, cap) => {
    expect(waitingPeriodCap({ causeOfDeath, withinWaitingPeriod, premiumsPaidCents })).toEqual(
      cap === null ? null : { amount: cap, reason: WAITING_PERIOD_CAP_REASON },
    );
  });

  it('says why in words staff read', () => {
    expect(WAITING_PERIOD_CAP_REASON).toBe('the premiums paid, as the death was in the waiting period');
  });
});
