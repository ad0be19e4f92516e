import { describe, expect, it } from 'vitest';
import { quoteDevice } from './quote-device.js';

const device = {
  deviceId: null,
  brand: 'Nokia',
  model: 'G42',
  storageGb: null,
  colours: [],
  listed: false,
  priceVersion: null,
  pricedOn: null,
};
const today = new Date('2026-11-24T10:00:00+02:00');
const quote = (replacementCostCents: number, creditLifeBalanceCents: number | null = null) =>
  quoteDevice({
    packageName: 'RETAIL_DEVICE_INSURANCE',
    device,
    replacementCostCents,
    creditLifeBalanceCents,
    today,
  });

describe('quoteDevice', () => {
  it.each([
    [50_000, 4_900, 50_000, 300_000],
    [300_000, 4_900, 50_000, 300_000],
    [300_001, 7_900, 300_001, 600_000],
    [1_899_900, 22_900, 1_500_001, 2_000_000],
    [5_000_000, 51_900, 4_000_001, 5_000_000],
  ])('R%i cents → premium %i in the band %i–%i', (cost, premium, from, upTo) => {
    const result = quote(cost);
    expect(result.deviceMonthlyPremium).toBe(premium);
    expect(result.band).toEqual({ fromCents: from, upToCents: upTo });
    expect(result.totalMonthlyPremium).toBe(premium);
    expect(result.creditLife).toBeNull();
    expect(result.coolingOffDays).toBe(14);
    expect(result.quotedOn).toBe('2026-11-24');
  });

  it('states the excess of every claim type before purchase', () => {
    expect(quote(1_899_900).excesses.map((excess) => [excess.claimType, excess.amount])).toEqual([
      ['SCREEN_DAMAGE', 285_000],
      ['HARDWARE_DAMAGE', 380_000],
      ['SOFTWARE_DAMAGE', 190_000],
      ['LOST', 475_000],
    ]);
    expect(quote(100_000).excesses.map((excess) => excess.amount)).toEqual([30_000, 50_000, 25_000, 75_000]);
  });

  it.each([
    [1_000_000, 4_200],
    [10_000_000, 42_000],
    [12_345, 52],
  ])(
    'adds credit life on an outstanding balance of %i cents: %i cents a month, never above R4.50 per R1 000',
    (balance, premium) => {
      const result = quote(1_000_000, balance);
      expect(result.creditLife?.creditLifeMonthlyPremium).toBe(premium);
      expect(result.creditLife?.maximumMonthlyPremium).toBe(Math.floor((balance * 450) / 100_000));
      expect(premium).toBeLessThanOrEqual(result.creditLife?.maximumMonthlyPremium ?? 0);
      expect(result.totalMonthlyPremium).toBe(11_900 + premium);
    },
  );

  it('refuses a cost outside the table (the contract refuses it first, with a message)', () => {
    expect(() => quote(49_999)).toThrow(RangeError);
    expect(() => quote(5_000_001)).toThrow(RangeError);
  });
});
