/** The motor premium: the base by value band, the minimum, extras and enhancements, and the excesses it states. */
import { describe, expect, it } from 'vitest';
import { quote, R } from './testing/quote-facts.js';

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
