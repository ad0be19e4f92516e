import { describe, expect, it } from 'vitest';
import { refundOutcome } from './cancel-steps';

describe('refundOutcome: why a cancellation refunds what it does', () => {
  it.each([
    {
      case: 'inside cooling-off with premiums refunded',
      within: true,
      refund: { amount: 18_950 },
      claimMade: false,
      text: 'You cancelled within the 14-day cooling-off period.',
    },
    {
      case: 'inside cooling-off after a claim',
      within: true,
      refund: null,
      claimMade: true,
      text: 'You cancelled within the 14-day cooling-off period, but a claim has been made on this policy, so no premiums are refunded.',
    },
    {
      case: 'inside cooling-off before any premium was collected',
      within: true,
      refund: null,
      claimMade: false,
      text: 'You cancelled within the 14-day cooling-off period. No premiums had been collected, so there is nothing to refund.',
    },
    {
      case: 'inside cooling-off with a zero refund',
      within: true,
      refund: { amount: 0 },
      claimMade: false,
      text: 'You cancelled within the 14-day cooling-off period. No premiums had been collected, so there is nothing to refund.',
    },
    {
      case: 'after cooling-off, the month paid for over',
      within: false,
      refund: null,
      claimMade: true,
      text: 'The cooling-off period had ended, and the premiums paid were for the days up to today, so there is nothing to refund.',
    },
    {
      case: 'after cooling-off, inside a month paid for',
      within: false,
      refund: { amount: 63_000 },
      claimMade: false,
      unused: { paidUntil: '2026-12-24', days: 18 },
      text: 'The cooling-off period had ended. You had paid for cover up to 24 December 2026, so we refund the 18 days after today.',
    },
    {
      case: 'inside cooling-off after a claim, inside a month paid for',
      within: true,
      refund: { amount: 3_500 },
      claimMade: true,
      unused: { paidUntil: '2026-12-24', days: 1 },
      text: 'You cancelled within the 14-day cooling-off period, but a claim has been made on this policy, so the premiums paid are not refunded. You had paid for cover up to 24 December 2026, so we refund the 1 day after today.',
    },
  ])('$case', ({ within, refund, claimMade, unused, text }) => {
    expect(refundOutcome({ withinCoolingOff: within, refund }, 14, claimMade, unused ?? null)).toBe(text);
  });
});
