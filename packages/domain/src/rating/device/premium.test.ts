import { describe, expect, it } from 'vitest';
import { deviceExcessCents, priceDevice } from './premium.js';
import { DEVICE_RATE_TABLE_V1 as V1 } from './rate-table.js';

const R = (rand: number) => rand * 100;

describe('device premium bands', () => {
  it.each([
    [R(500), R(49)],
    [R(2_999.99), R(49)],
    [R(3_000), R(49)],
    [R(3_000.01), R(79)],
    [R(6_000), R(79)],
    [R(9_999), R(119)],
    [R(15_000), R(169)],
    [R(15_001), R(229)],
    [R(25_000), R(319)],
    [R(39_999), R(419)],
    [R(50_000), R(519)],
  ])('a phone costing %i cents pays %i cents a month', (cost, premium) => {
    expect(priceDevice(Math.round(cost), V1).monthlyPremiumCents).toBe(premium);
  });

  it.each([R(499.99), 0, -1, R(50_000) + 1, 1.5])('refuses a replacement cost of %s cents', (cost) => {
    expect(() => priceDevice(Math.round(cost * 100) / 100, V1)).toThrow(RangeError);
  });

  it('bands rise with the cost and cover every cost up to the top', () => {
    const bands = V1.bands;
    for (let i = 1; i < bands.length; i += 1) {
      expect(bands[i]!.upToCents).toBeGreaterThan(bands[i - 1]!.upToCents);
      expect(bands[i]!.monthlyPremiumCents).toBeGreaterThan(bands[i - 1]!.monthlyPremiumCents);
    }
  });
});

describe('device excess per claim type', () => {
  it.each([
    [R(2_000), 'SCREEN_DAMAGE', R(300)],
    [R(12_000), 'SCREEN_DAMAGE', R(1_800)],
    [R(12_000), 'HARDWARE_DAMAGE', R(2_400)],
    [R(12_000), 'SOFTWARE_DAMAGE', R(1_200)],
    [R(12_000), 'LOST', R(3_000)],
    [R(1_000), 'LOST', R(750)],
    [R(9_999.5), 'SCREEN_DAMAGE', R(1_500)],
  ] as const)('a %i-cent phone has a %s excess of %i cents', (cost, type, excess) => {
    expect(deviceExcessCents(cost, type, V1)).toBe(excess);
    expect(priceDevice(cost, V1).excess[type]).toBe(excess);
  });

  it('names its version', () => {
    expect(priceDevice(R(8_000), V1).rateTableVersion).toBe('device-2026-01');
  });
});
