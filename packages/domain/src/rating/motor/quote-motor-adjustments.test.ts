/** The loadings and discounts of a motor premium, each alone and combined. */
import { describe, expect, it } from 'vitest';
import { quote, R } from './testing/quote-facts.js';

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
