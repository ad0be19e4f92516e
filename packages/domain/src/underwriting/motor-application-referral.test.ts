import { describe, expect, it } from 'vitest';
import { motorApplicationReferralReasons, type MotorApplicationReferralFacts } from './referral-rules.js';

const facts = (extra: Partial<MotorApplicationReferralFacts> = {}): MotorApplicationReferralFacts => ({
  quote: {
    vehicleValue: 38_500_000,
    sumAssured: 40_000_000,
    module: {
      previousInsurance: { numberOfClaims: 0, insuranceCancelled: false, drunkOrRecklessConviction: false },
    },
  },
  regularDriverAge: 40,
  creditLifeBalance: null,
  ...extra,
});

describe('motorApplicationReferralReasons', () => {
  it('has none for an everyday application', () => {
    expect(motorApplicationReferralReasons(facts())).toEqual([]);
  });

  it('reads the motor rules from the quote and the driver', () => {
    const quote = facts().quote;
    const reasons = motorApplicationReferralReasons(
      facts({
        quote: {
          ...quote,
          vehicleValue: 125_000_000,
          module: { previousInsurance: { ...quote.module.previousInsurance, numberOfClaims: 2 } },
        },
        regularDriverAge: 19,
      }),
    );
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toMatch(/^The vehicle is worth R\s?1[\s ]250[\s ]000/);
    expect(reasons).toContain('2 claims were made in the last 3 years.');
    expect(reasons).toContain('The regular driver is 19, younger than 21.');
  });

  it('adds the vehicle credit life’s balance above the vehicle’s value with its extras', () => {
    expect(motorApplicationReferralReasons(facts({ creditLifeBalance: 45_000_000 }))).toEqual([
      expect.stringMatching(
        /^The outstanding balance of the vehicle credit life is .*more than the vehicle’s value/,
      ),
    ]);
  });
});
