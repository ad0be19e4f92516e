/** What motor rating refuses to quote: above the online maximum, too many claims, the wrong scheme, bad input. */
import { describe, expect, it } from 'vitest';
import { isReferredToConsultant, MotorRatingError, type MotorRatingErrorCode } from './motor-rating-error.js';
import type { MotorRatingInput } from './rating-input.js';
import { quote, R } from './testing/quote-facts.js';

function refusal(overrides: Partial<MotorRatingInput>): MotorRatingError {
  try {
    quote(overrides);
  } catch (error) {
    if (error instanceof MotorRatingError) return error;
    throw error;
  }
  throw new Error('expected a MotorRatingError');
}

describe('refusals', () => {
  it.each([
    [{ vehicleValueCents: R(1_500_000) + 1 }, 'R1 500 000'],
    [{ vehicleValueCents: R(1_490_000), extrasValueCents: R(10_000) + 1 }, 'R1 500 000'],
    [{ vehicleValueCents: R(1_400_000), enhancementsValueCents: R(100_000.01) }, 'R1 500 000'],
    [{ vehicleType: 'motorcycle', vehicleValueCents: R(350_000.01) }, 'R350 000'],
    [{ vehicleType: 'motorcycle', vehicleValueCents: R(340_000), extrasValueCents: R(10_001) }, 'R350 000'],
    [{ vehicleValueCents: Number.MAX_SAFE_INTEGER }, 'R1 500 000'],
  ] as const)('above the online maximum: %o → a consultant quotes', (overrides, maximum) => {
    const error = refusal(overrides);
    expect(error.code).toBe('ABOVE_ONLINE_MAXIMUM');
    expect(error.message).toContain(`up to ${maximum}`);
    expect(error.message).toContain('consultant');
    expect(isReferredToConsultant(error)).toBe(true);
  });

  it('quotes exactly the online maximum, extras included', () => {
    expect(quote({ vehicleValueCents: R(1_500_000) }).monthlyPremium).toBe(R(4_855));
    const rating = quote({ vehicleValueCents: R(1_490_000), extrasValueCents: R(10_000) });
    expect(rating.sumInsured).toBe(R(1_500_000));
    expect(rating.monthlyPremium).toBe(R(4_829) + R(60));
    expect(quote({ vehicleType: 'motorcycle', vehicleValueCents: R(350_000) }).monthlyPremium).toBe(R(1_900));
  });

  it.each([4, 5, 40])('refuses %i claims in the last 3 years: a consultant quotes', (numberOfClaims) => {
    const error = refusal({ numberOfClaims });
    expect(error.code).toBe('TOO_MANY_CLAIMS');
    expect(error.message).toBe(
      'We can quote online with at most 3 claims in the last 3 years. Please ask a consultant to quote it.',
    );
    expect(isReferredToConsultant(error)).toBe(true);
  });

  it.each([
    ['motorcycle_logo', 'car', 'The Motorcycle (logo scheme) does not insure a car.'],
    ['logo', 'motorcycle', 'The Logo scheme does not insure a motorcycle.'],
    ['management', 'motorcycle', 'The Management scheme does not insure a motorcycle.'],
    ['fleet', 'motorcycle', 'The Fleet scheme does not insure a motorcycle.'],
  ] as const)('refuses the %s scheme for a %s', (scheme, vehicleType, message) => {
    const error = refusal({ scheme, vehicleType, vehicleValueCents: R(80_000) });
    expect(error.code).toBe('SCHEME_NOT_FOR_VEHICLE');
    expect(error.message).toContain(message);
    expect(isReferredToConsultant(error)).toBe(false);
  });

  it.each(['car', 'motorcycle'] as const)('quotes a retail %s', (vehicleType) => {
    expect(quote({ vehicleType, vehicleValueCents: R(80_000) }).monthlyPremium).toBeGreaterThan(0);
  });

  it('refuses a vehicle without a value (a missing valuation defaults to 0)', () => {
    const error = refusal({ vehicleValueCents: 0, extrasValueCents: R(5_000) });
    expect(error.code).toBe('VEHICLE_VALUE_MISSING');
    expect(error.message).toContain('estimated retail price');
  });

  it('refuses an unknown rate table version', () => {
    const error = refusal({ rateTableVersion: 'motor-1999-01' });
    expect(error.code).toBe('UNKNOWN_RATE_TABLE');
    expect(error.message).toContain('motor-1999-01');
  });

  it.each<[Partial<Record<keyof MotorRatingInput, unknown>>, string]>([
    [{ vehicleType: 'truck' }, 'vehicleType'],
    [{ vehicleValueCents: -1 }, 'vehicleValueCents'],
    [{ vehicleValueCents: 1.5 }, 'vehicleValueCents'],
    [{ vehicleValueCents: Number.NaN }, 'vehicleValueCents'],
    [{ vehicleValueCents: '300000' }, 'vehicleValueCents'],
    [{ use: 'taxi' }, 'use'],
    [{ essentialForJob: 'yes' }, 'essentialForJob'],
    [{ scheme: 'credit_life' }, 'scheme'],
    [{ yearsOfCarInsurance: -1 }, 'yearsOfCarInsurance'],
    [{ yearsOfCarInsurance: 51 }, 'yearsOfCarInsurance'],
    [{ yearsOfCarInsurance: 2.5 }, 'yearsOfCarInsurance'],
    [{ numberOfClaims: -1 }, 'numberOfClaims'],
    [{ numberOfClaims: 0.5 }, 'numberOfClaims'],
    [{ insuranceCancelled: undefined }, 'insuranceCancelled'],
    [{ drunkOrRecklessConviction: null }, 'drunkOrRecklessConviction'],
    [{ extrasValueCents: -100 }, 'extrasValueCents'],
    [{ enhancementsValueCents: Number.POSITIVE_INFINITY }, 'enhancementsValueCents'],
    [{ today: new Date('not a day') }, 'today'],
    [{ today: '2026-11-24' }, 'today'],
    [{ rateTableVersion: '  ' }, 'rateTableVersion'],
  ])('refuses %o as invalid input at %s', (overrides, path) => {
    const error = refusal(overrides as Partial<MotorRatingInput>);
    expect(error.code).toBe<MotorRatingErrorCode>('INVALID_INPUT');
    expect(error.issues.map((issue) => issue.path)).toEqual([path]);
    expect(error.issues[0]!.message.length).toBeGreaterThan(0);
    expect(isReferredToConsultant(error)).toBe(false);
  });

  it('lists every invalid field at once', () => {
    const error = refusal({ yearsOfCarInsurance: 99, numberOfClaims: -2 });
    expect(error.issues).toEqual([
      { path: 'yearsOfCarInsurance', message: 'Years of uninterrupted insurance must be from 0 to 50' },
      { path: 'numberOfClaims', message: 'The number of claims cannot be negative' },
    ]);
  });

  it('is a MotorRatingError, not a plain Error', () => {
    const error = refusal({ numberOfClaims: 4 });
    expect(error).toBeInstanceOf(MotorRatingError);
    expect(error.name).toBe('MotorRatingError');
    expect(isReferredToConsultant(new Error('x'))).toBe(false);
  });
});
