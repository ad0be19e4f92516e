import { describe, expect, it } from 'vitest';
import { isReferredToConsultant, MotorRatingError, type MotorRatingErrorCode } from './motor-rating-error.js';
import { quoteMotor } from './quote-motor.js';
import type { MotorRatingInput } from './rating-input.js';

const R = (rand: number) => Math.round(rand * 100);
const today = new Date('2026-11-24T10:00:00+02:00');

/** A clean private car of R300 000 on retail with 2 years of cover: no adjustment at all. */
const facts = (overrides: Partial<MotorRatingInput> = {}): MotorRatingInput => ({
  vehicleType: 'car',
  vehicleValueCents: R(300_000),
  use: 'private',
  essentialForJob: false,
  scheme: 'retail',
  yearsOfCarInsurance: 2,
  numberOfClaims: 0,
  insuranceCancelled: false,
  drunkOrRecklessConviction: false,
  extrasValueCents: 0,
  enhancementsValueCents: 0,
  today,
  ...overrides,
});
const quote = (overrides: Partial<MotorRatingInput> = {}) => quoteMotor(facts(overrides));

function refusal(overrides: Partial<MotorRatingInput>): MotorRatingError {
  try {
    quote(overrides);
  } catch (error) {
    if (error instanceof MotorRatingError) return error;
    throw error;
  }
  throw new Error('expected a MotorRatingError');
}

describe('base premium by value band (marginal rates)', () => {
  it.each([
    ['car', 'private', R(63_700), R(350.35)],
    ['car', 'private', R(90_009.99), R(495.05)],
    ['car', 'private', R(90_010), R(495.06)],
    ['car', 'private', R(100_000), R(550)],
    ['car', 'private', R(100_000.01), R(550)],
    ['car', 'private', R(150_000), R(760)],
    ['car', 'private', R(250_000), R(1_180)],
    ['car', 'private', R(300_000), R(1_355)],
    ['car', 'private', R(500_000), R(2_055)],
    ['car', 'private', R(1_000_000), R(3_555)],
    ['car', 'private', R(1_500_000), R(4_855)],
    ['car', 'business', R(100_000), R(660)],
    ['car', 'business', R(300_000), R(1_620)],
    ['car', 'business', R(1_500_000), R(5_810)],
    ['motorcycle', 'private', R(50_000), R(400)],
    ['motorcycle', 'private', R(80_000), R(580)],
    ['motorcycle', 'private', R(150_000), R(1_000)],
    ['motorcycle', 'private', R(350_000), R(1_900)],
    ['motorcycle', 'business', R(80_000), R(696)],
    ['motorcycle', 'business', R(350_000), R(2_280)],
  ] as const)('a %s for %s use worth %i cents: %i cents a month', (vehicleType, use, value, premium) => {
    const scheme = 'retail';
    const rating = quote({ vehicleType, use, scheme, vehicleValueCents: value });
    expect(rating.basePremium).toBe(premium);
    expect(rating.monthlyPremium).toBe(premium);
    expect(rating.sumInsured).toBe(value);
    expect(rating.extrasPremium).toBe(0);
    expect(rating.loadings).toEqual([]);
    expect(rating.discounts).toEqual([]);
    expect(rating.rateTableVersion).toBe('motor-2026-01');
  });

  it.each([
    ['car', 'private'],
    ['car', 'business'],
    ['motorcycle', 'private'],
    ['motorcycle', 'business'],
  ] as const)('a dearer %s for %s use never costs less', (vehicleType, use) => {
    const top = vehicleType === 'car' ? R(1_500_000) : R(350_000);
    let previous = 0;
    for (let value = R(1_000); value <= top; value += R(2_500)) {
      const { basePremium } = quote({ vehicleType, use, vehicleValueCents: value });
      expect(basePremium).toBeGreaterThanOrEqual(previous);
      previous = basePremium;
    }
  });
});

describe('minimum monthly premium', () => {
  it.each([
    ['car', R(1_000), R(5.5), R(350)],
    ['car', R(50_000), R(275), R(350)],
    ['car', R(63_636), R(350), R(350)],
    ['car', R(63_700), R(350.35), R(350.35)],
    ['motorcycle', R(10_000), R(80), R(150)],
    ['motorcycle', R(18_750), R(150), R(150)],
    ['motorcycle', R(20_000), R(160), R(160)],
  ] as const)('a %s worth %i cents (base %i) pays %i cents', (vehicleType, value, base, monthly) => {
    const rating = quote({ vehicleType, vehicleValueCents: value });
    expect(rating.basePremium).toBe(base);
    expect(rating.monthlyPremium).toBe(monthly);
  });

  it('holds after discounts, still listing them', () => {
    const rating = quote({ vehicleValueCents: R(60_000), yearsOfCarInsurance: 5, scheme: 'fleet' });
    expect(rating.basePremium).toBe(R(330));
    expect(rating.discounts.map((line) => line.amount)).toEqual([R(33), R(49.5)]);
    expect(rating.monthlyPremium).toBe(R(350));
  });
});

describe('loadings and discounts, each alone (R300 000 private car, base R1 355)', () => {
  it.each([
    [0, 'loadings', 'Less than a year of uninterrupted insurance', 20, R(271), R(1_626)],
    [1, 'loadings', '1 year of uninterrupted insurance', 10, R(135.5), R(1_490.5)],
    [3, 'discounts', '3 to 4 years of uninterrupted insurance', 5, R(67.75), R(1_287.25)],
    [4, 'discounts', '3 to 4 years of uninterrupted insurance', 5, R(67.75), R(1_287.25)],
    [5, 'discounts', '5 years or more of uninterrupted insurance', 10, R(135.5), R(1_219.5)],
    [50, 'discounts', '5 years or more of uninterrupted insurance', 10, R(135.5), R(1_219.5)],
  ] as const)(
    '%i years of cover: %s "%s" %i % (%i cents) → %i cents',
    (years, list, label, pct, amount, monthly) => {
      const rating = quote({ yearsOfCarInsurance: years });
      expect(rating[list]).toEqual([{ code: 'COVER_HISTORY', label, percentage: pct, amount }]);
      expect(rating[list === 'loadings' ? 'discounts' : 'loadings']).toEqual([]);
      expect(rating.monthlyPremium).toBe(monthly);
    },
  );

  it('2 years of cover neither loads nor discounts', () => {
    const rating = quote({ yearsOfCarInsurance: 2 });
    expect([...rating.loadings, ...rating.discounts]).toEqual([]);
    expect(rating.monthlyPremium).toBe(R(1_355));
  });

  it.each([
    [0, null, 0, R(1_355)],
    [1, '1 claim in the last 3 years', 15, R(1_558.25)],
    [2, '2 claims in the last 3 years', 35, R(1_829.25)],
    [3, '3 claims in the last 3 years', 60, R(2_168)],
  ] as const)('%i claims: %s (%i %) → %i cents', (numberOfClaims, label, pct, monthly) => {
    const rating = quote({ numberOfClaims });
    expect(rating.loadings).toEqual(
      label === null ? [] : [{ code: 'CLAIMS', label, percentage: pct, amount: monthly - R(1_355) }],
    );
    expect(rating.monthlyPremium).toBe(monthly);
  });

  it('loads previous insurance cancelled by an insurer 25 %', () => {
    const rating = quote({ insuranceCancelled: true });
    expect(rating.loadings).toEqual([
      {
        code: 'INSURANCE_CANCELLED',
        label: 'Previous insurance cancelled by an insurer',
        percentage: 25,
        amount: R(338.75),
      },
    ]);
    expect(rating.monthlyPremium).toBe(R(1_693.75));
  });

  it('loads a drunk or reckless driving conviction heavily (75 %)', () => {
    const rating = quote({ drunkOrRecklessConviction: true });
    expect(rating.loadings).toEqual([
      {
        code: 'CONVICTION',
        label: 'Conviction for drunk or reckless driving',
        percentage: 75,
        amount: R(1_016.25),
      },
    ]);
    expect(rating.monthlyPremium).toBe(R(2_371.25));
  });

  it('does not load a vehicle essential for the job', () => {
    const rating = quote({ essentialForJob: true });
    expect(rating.loadings).toEqual([]);
    expect(rating.monthlyPremium).toBe(R(1_355));
    expect(rating).toEqual(quote({ essentialForJob: false }));
  });

  it.each([
    ['retail', null, 0, R(1_355)],
    ['management', 'Management scheme discount', 10, R(1_219.5)],
    ['fleet', 'Fleet scheme discount', 15, R(1_151.75)],
    ['logo', 'Logo scheme discount', 12, R(1_192.4)],
  ] as const)('the %s scheme: %s %i % → %i cents', (scheme, label, pct, monthly) => {
    const rating = quote({ scheme });
    expect(rating.discounts).toEqual(
      label === null ? [] : [{ code: 'SCHEME', label, percentage: pct, amount: R(1_355) - monthly }],
    );
    expect(rating.monthlyPremium).toBe(monthly);
  });

  it('the motorcycle Logo scheme discounts a motorcycle 12 %', () => {
    const rating = quote({
      vehicleType: 'motorcycle',
      vehicleValueCents: R(80_000),
      scheme: 'motorcycle_logo',
    });
    expect(rating.discounts).toEqual([
      { code: 'SCHEME', label: 'Motorcycle (logo scheme) discount', percentage: 12, amount: R(69.6) },
    ]);
    expect(rating.monthlyPremium).toBe(R(510.4));
  });
});

describe('loadings and discounts combined', () => {
  it('adds them on the same basis (base + extras), not compounded', () => {
    const rating = quote({
      use: 'business',
      yearsOfCarInsurance: 0,
      numberOfClaims: 2,
      insuranceCancelled: true,
      drunkOrRecklessConviction: true,
      essentialForJob: true,
      scheme: 'fleet',
      extrasValueCents: R(20_000),
      enhancementsValueCents: R(10_000),
    });
    expect(rating.sumInsured).toBe(R(330_000));
    expect(rating.basePremium).toBe(R(1_620));
    expect(rating.extrasPremium).toBe(R(220));
    expect(rating.loadings.map(({ code, percentage, amount }) => [code, percentage, amount])).toEqual([
      ['COVER_HISTORY', 20, R(368)],
      ['CLAIMS', 35, R(644)],
      ['INSURANCE_CANCELLED', 25, R(460)],
      ['CONVICTION', 75, R(1_380)],
    ]);
    expect(rating.discounts.map(({ code, percentage, amount }) => [code, percentage, amount])).toEqual([
      ['SCHEME', 15, R(276)],
    ]);
    expect(rating.monthlyPremium).toBe(R(4_416));
  });

  it('rounds each line half up to the cent and the lines add up to the premium', () => {
    const rating = quote({
      vehicleValueCents: 12_345_678,
      yearsOfCarInsurance: 7,
      numberOfClaims: 1,
      scheme: 'logo',
      extrasValueCents: 123_456,
    });
    expect(rating.basePremium).toBe(64_852);
    expect(rating.extrasPremium).toBe(741);
    expect(rating.loadings.map((line) => line.amount)).toEqual([9_839]);
    expect(rating.discounts.map((line) => line.amount)).toEqual([6_559, 7_871]);
    expect(rating.monthlyPremium).toBe(61_002);
    const lines = (list: { amount: number }[]) => list.reduce((sum, line) => sum + line.amount, 0);
    expect(rating.basePremium + rating.extrasPremium + lines(rating.loadings) - lines(rating.discounts)).toBe(
      rating.monthlyPremium,
    );
  });

  it('is deterministic', () => {
    expect(quote({ numberOfClaims: 1, extrasValueCents: 999_999 })).toEqual(
      quote({ numberOfClaims: 1, extrasValueCents: 999_999 }),
    );
  });
});

describe('extras and enhancements', () => {
  it.each([
    [R(20_000), 0, R(120)],
    [0, R(20_000), R(200)],
    [R(20_000), R(10_000), R(220)],
    [R(0.83), 0, 0],
    [R(0.84), 0, 1],
    [0, R(0.5), 1],
    [0, R(0.49), 0],
  ])(
    'extras %i and enhancements %i cents: %i cents a month',
    (extrasValueCents, enhancementsValueCents, premium) => {
      const rating = quote({ extrasValueCents, enhancementsValueCents });
      expect(rating.extrasPremium).toBe(premium);
      expect(rating.basePremium).toBe(R(1_355));
      expect(rating.sumInsured).toBe(R(300_000) + extrasValueCents + enhancementsValueCents);
      expect(rating.monthlyPremium).toBe(R(1_355) + premium);
    },
  );

  it('raises the sum insured and so the percentage excesses', () => {
    const rating = quote({ extrasValueCents: R(20_000), enhancementsValueCents: R(30_000) });
    expect(rating.sumInsured).toBe(R(350_000));
    expect(rating.excesses.find((excess) => excess.claimType === 'STOLEN')?.amount).toBe(R(35_000));
  });

  it('are loaded and discounted with the vehicle', () => {
    const rating = quote({ extrasValueCents: R(20_000), yearsOfCarInsurance: 0 });
    expect(rating.loadings[0]?.amount).toBe(R(295));
    expect(rating.monthlyPremium).toBe(R(1_770));
  });
});

describe('excesses in the rating', () => {
  it('states every claim type on the sum insured', () => {
    expect(
      quote().excesses.map(({ claimType, amount, description }) => [claimType, amount, description]),
    ).toEqual([
      ['STOLEN', R(30_000), '10 % of the sum insured, at least R5 000'],
      ['HIJACKED', R(15_000), '5 % of the sum insured, at least R5 000'],
      ['GLASS', R(1_500), 'R1 500 a claim'],
      ['ACCESSORIES', R(1_000), 'R1 000 a claim'],
      ['ACCIDENT_SCRATCHES_DENTS', R(6_000), '2 % of the sum insured, at least R3 500'],
      ['TOWING', 0, 'No excess'],
    ]);
  });

  it('applies the minimums to a cheap motorcycle', () => {
    const amounts = quote({ vehicleType: 'motorcycle', vehicleValueCents: R(20_000) }).excesses.map(
      (e) => e.amount,
    );
    expect(amounts).toEqual([R(5_000), R(5_000), R(1_500), R(1_000), R(3_500), 0]);
  });
});

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
