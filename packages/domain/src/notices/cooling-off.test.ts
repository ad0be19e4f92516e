import { describe, expect, it } from 'vitest';
import { coolingOffNotice } from './cooling-off.js';

describe('coolingOffNotice', () => {
  it('names the period, its last day when known, the full refund and the claim condition', () => {
    expect(coolingOffNotice(14, '2026-03-16')).toBe(
      'You have 14 days to change your mind (cooling-off): cancel within 14 days of the start of your cover, until 16 March 2026, and the premiums you paid are refunded, provided no claim has been made.',
    );
    expect(coolingOffNotice(31)).toBe(
      'You have 31 days to change your mind (cooling-off): cancel within 31 days of the start of your cover and the premiums you paid are refunded, provided no claim has been made.',
    );
  });
});
