import { describe, expect, it } from 'vitest';
import {
  motorApplicationCustomerReasons,
  motorApplicationReferralReasons,
  type MotorApplicationReferralFacts,
} from './referral-rules.js';

const PREVIOUS = { numberOfClaims: 0, insuranceCancelled: false, drunkOrRecklessConviction: false };

const facts = (
  change: {
    vehicleValue?: number;
    sumAssured?: number;
    previous?: Partial<typeof PREVIOUS>;
    regularDriverAge?: number | null;
    creditLifeBalance?: number | null;
  } = {},
): MotorApplicationReferralFacts => ({
  quote: {
    vehicleValue: change.vehicleValue ?? 22_500_000,
    sumAssured: change.sumAssured ?? 23_710_000,
    module: { previousInsurance: { ...PREVIOUS, ...change.previous } },
  },
  regularDriverAge: change.regularDriverAge === undefined ? 40 : change.regularDriverAge,
  creditLifeBalance: change.creditLifeBalance === undefined ? null : change.creditLifeBalance,
});

/** The customer's words for each motor rule: a clause that follows 'because', never the staff's sentence. */
describe('motorApplicationCustomerReasons', () => {
  it.each<[string, MotorApplicationReferralFacts, string[]]>([
    ['an everyday application', facts(), []],
    ['the regular driver’s age not known', facts({ regularDriverAge: null }), []],
    ['a balance equal to the vehicle’s value', facts({ creditLifeBalance: 23_710_000 }), []],
    [
      'a vehicle above R1 000 000',
      facts({ vehicleValue: 125_000_000, sumAssured: 126_000_000 }),
      ['the vehicle is worth more than R 1 000 000,00'],
    ],
    [
      'two claims in three years',
      facts({ previous: { numberOfClaims: 2 } }),
      ['you told us about 2 claims in the last 3 years'],
    ],
    [
      'cover cancelled by an insurer',
      facts({ previous: { insuranceCancelled: true } }),
      ['you told us an insurer cancelled your cover before'],
    ],
    [
      'a conviction',
      facts({ previous: { drunkOrRecklessConviction: true } }),
      ['you told us about a conviction for drunk or reckless driving'],
    ],
    [
      'a regular driver of 20',
      facts({ regularDriverAge: 20 }),
      ['the person who drives the vehicle most is younger than 21'],
    ],
    [
      'a credit life balance above the vehicle’s value (QA walk 3, finding 6)',
      facts({ vehicleValue: 22_500_000, sumAssured: 23_710_000, creditLifeBalance: 25_000_000 }),
      [
        'the balance still owed on the vehicle (R 250 000,00) is more than the vehicle’s value with its extras (R 237 100,00)',
      ],
    ],
    [
      'a credit life balance above R750 000',
      facts({ vehicleValue: 90_000_000, sumAssured: 90_000_000, creditLifeBalance: 80_000_000 }),
      ['the balance still owed on the vehicle (R 800 000,00) is more than R 750 000,00'],
    ],
  ])('%s', (_name, given, reasons) => {
    expect(motorApplicationCustomerReasons(given).map((reason) => reason.replace(/\s/g, ' '))).toEqual(
      reasons,
    );
  });

  it('gives one customer reason for every staff reason, in the same order', () => {
    const all = facts({
      vehicleValue: 125_000_000,
      sumAssured: 126_000_000,
      previous: { numberOfClaims: 3, insuranceCancelled: true, drunkOrRecklessConviction: true },
      regularDriverAge: 19,
      creditLifeBalance: 130_000_000,
    });
    const customer = motorApplicationCustomerReasons(all);
    const staff = motorApplicationReferralReasons(all);
    expect(customer).toHaveLength(staff.length);
    expect(customer).toHaveLength(7);
    expect(customer[0]).toMatch(/^the vehicle is worth/);
    expect(customer.at(-1)).toMatch(/^the balance still owed on the vehicle .* the vehicle’s value/);
  });
});
