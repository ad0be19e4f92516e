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
      case: 'after cooling-off',
      within: false,
      refund: null,
      claimMade: true,
      text: 'The cooling-off period had ended, so no premiums are refunded.',
    },
  ])('$case', ({ within, refund, claimMade, text }) => {
    expect(refundOutcome({ withinCoolingOff: within, refund }, 14, claimMade)).toBe(text);
  });
});
