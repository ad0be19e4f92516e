import { describe, expect, it } from 'vitest';
import {
  accidentalCoverAmount,
  bandedPremium,
  childCoverAmount,
  coverAmountOf,
  discounted,
  premiumAtRate,
  randLabel,
} from './premium-math.js';
import { FUNERAL_RATE_TABLE_V1 as V1 } from './rate-table-v1.js';

const R10_000 = 1_000_000;

describe('main member premium bands (v1, R10 000 cover)', () => {
  it.each([
    [18, 2_500],
    [35, 2_500],
    [36, 3_500],
    [45, 3_500],
    [46, 6_000],
    [55, 6_000],
    [56, 9_500],
    [64, 9_500],
  ])('age %i pays %i cents', (age, premium) => {
    expect(bandedPremium(V1.mainMember.bands, age, R10_000)).toBe(premium);
  });

  it.each([17, 65])('age %i has no main-member rate', (age) => {
    expect(bandedPremium(V1.mainMember.bands, age, R10_000)).toBeUndefined();
  });
});

describe('spouse premium bands (v1, R10 000 cover)', () => {
  it.each([
    [18, 2_000],
    [35, 2_000],
    [36, 3_000],
    [45, 3_000],
    [46, 5_000],
    [55, 5_000],
    [56, 8_000],
    [64, 8_000],
  ])('age %i pays %i cents', (age, premium) => {
    expect(bandedPremium(V1.spouse.bands, age, R10_000)).toBe(premium);
  });
});

describe('extended family premium tiers (v1, R5 000 cover)', () => {
  it.each([
    [0, 750],
    [21, 750],
    [22, 1_000],
    [25, 1_000],
    [26, 2_000],
    [45, 2_000],
    [46, 4_500],
    [64, 4_500],
    [65, 9_000],
    [74, 9_000],
  ])('age %i pays %i cents', (age, premium) => {
    expect(bandedPremium(V1.extendedFamily.bands, age, 500_000)).toBe(premium);
  });

  it('has no rate at 75', () => {
    expect(bandedPremium(V1.extendedFamily.bands, 75, 500_000)).toBeUndefined();
  });
});

describe('child benefit bands (v1)', () => {
  it.each([
    // [main cover, child age, child cover]
    [R10_000, 0, 500_000],
    [R10_000, 5, 500_000],
    [R10_000, 6, 750_000],
    [R10_000, 13, 750_000],
    [R10_000, 14, 1_000_000],
    [R10_000, 25, 1_000_000],
    [7_000_000, 5, 2_000_000], // 50 % of R70 000 is R35 000, limited to R20 000
    [7_000_000, 6, 5_000_000], // 75 % of R70 000 is R52 500, limited to R50 000
    [7_000_000, 14, 7_000_000],
    [5_000_000, 13, 3_750_000],
  ])('main cover %i, age %i: %i', (mainCover, age, cover) => {
    expect(childCoverAmount(V1, mainCover, age)).toBe(cover);
  });
});

describe('accidental death', () => {
  it.each([
    [500_000, 1_000_000],
    [3_500_000, 7_000_000],
    [5_000_000, 10_000_000],
    [7_000_000, 10_000_000], // R140 000 limited to the R100 000 per-life cap
  ])('natural %i gives accidental %i', (natural, accidental) => {
    expect(accidentalCoverAmount(V1, natural)).toBe(accidental);
  });
});

describe('arithmetic', () => {
  it('looks up sums assured by cover type and option', () => {
    expect(coverAmountOf(V1, 'Money cover', 'A')).toBe(500_000);
    expect(coverAmountOf(V1, 'Funeral expenses cover', 'E')).toBe(7_000_000);
  });

  it('rounds premiums half up to the cent', () => {
    expect(premiumAtRate(1_000_050, 100)).toBe(1_000); // 1000.05
    expect(premiumAtRate(1_000_500, 100)).toBe(1_001); // 1000.5
  });

  it.each([
    [2_500, 1_000, 2_250],
    [1_005, 1_000, 905], // 904.5 rounds up
    [1_004, 1_000, 904], // 903.6
    [9_999, 0, 9_999],
  ])('premium %i less %i bps is %i', (premium, bps, expected) => {
    expect(discounted(premium, bps)).toBe(expected);
  });

  it.each([
    [10_000_000, 'R100 000'],
    [500_000, 'R5 000'],
    [99, 'R0.99'],
    [123_456_705, 'R1 234 567.05'],
  ])('labels %i cents as %s', (cents, label) => {
    expect(randLabel(cents)).toBe(label);
  });
});
