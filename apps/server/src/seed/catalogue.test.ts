import { describe, expect, it } from 'vitest';
import { DEMO_DATA_NOTICE, generateDevices } from './devices.js';
import { generateVehicleValuations, retainedValueFactor, VALUATION_YEAR } from './vehicles.js';

describe('demo device catalogue', () => {
  const catalogue = generateDevices();

  it('is deterministic and holds about 40 current phones', () => {
    expect(generateDevices()).toEqual(catalogue);
    expect(catalogue.length).toBeGreaterThanOrEqual(35);
    expect(catalogue.length).toBeLessThanOrEqual(50);
    expect(DEMO_DATA_NOTICE).toMatch(/demo data/i);
  });

  it('has unique brand + model + storage rows with colours, release years 2023–2026 and rand prices', () => {
    const keys = catalogue.map((d) => `${d.brand}|${d.model}|${d.storageGb}`);
    expect(new Set(keys).size).toBe(catalogue.length);
    for (const device of catalogue) {
      expect(device.colours.length).toBeGreaterThan(0);
      expect(device.releaseYear).toBeGreaterThanOrEqual(2023);
      expect(device.releaseYear).toBeLessThanOrEqual(2026);
      expect([64, 128, 256, 512, 1024]).toContain(device.storageGb);
      expect(Number.isInteger(device.replacementCostCents)).toBe(true);
      expect(device.replacementCostCents).toBeGreaterThanOrEqual(1_000_00);
      expect(device.replacementCostCents).toBeLessThanOrEqual(60_000_00);
    }
    expect(new Set(catalogue.map((d) => d.brand)).size).toBeGreaterThanOrEqual(10);
  });

  it('prices a bigger storage variant of the same model higher', () => {
    const variants = catalogue.filter((d) => d.model === 'iPhone 17 Pro Max');
    expect(variants.map((d) => d.storageGb)).toEqual([256, 1024]);
    expect(variants[1]!.replacementCostCents).toBeGreaterThan(variants[0]!.replacementCostCents);
  });
});

describe('demo vehicle valuations', () => {
  const valuations = generateVehicleValuations();

  it('is deterministic and holds about 200 unique make/model/year rows over 2015–2026', () => {
    expect(generateVehicleValuations()).toEqual(valuations);
    expect(valuations.length).toBeGreaterThanOrEqual(180);
    expect(valuations.length).toBeLessThanOrEqual(220);
    expect(new Set(valuations.map((v) => `${v.make}|${v.model}|${v.year}`)).size).toBe(valuations.length);
    const years = valuations.map((v) => v.year);
    expect(Math.min(...years)).toBe(2015);
    expect(Math.max(...years)).toBe(VALUATION_YEAR);
    expect(valuations.some((v) => v.vehicleType === 'motorcycle')).toBe(true);
    expect(valuations.some((v) => v.vehicleType === 'car')).toBe(true);
  });

  it('never values a vehicle above its new price, and whole rand amounts', () => {
    for (const v of valuations) {
      expect(v.retailPriceCents).toBeGreaterThan(0);
      expect(v.retailPriceCents).toBeLessThanOrEqual(v.newPriceCents);
      expect(v.newPriceCents % 100).toBe(0);
      expect(v.retailPriceCents % 100).toBe(0);
    }
  });

  it('depreciates 15% in the first year and 10% a year after that', () => {
    expect(retainedValueFactor(0)).toBe(1);
    expect(retainedValueFactor(1)).toBeCloseTo(0.85);
    expect(retainedValueFactor(2)).toBeCloseTo(0.765);
    for (let age = 1; age < 15; age += 1)
      expect(retainedValueFactor(age)).toBeLessThan(retainedValueFactor(age - 1));
  });

  it('values an older year of the same model lower, both new and retail', () => {
    const byModel = new Map<string, typeof valuations>();
    for (const v of valuations)
      byModel.set(`${v.make}|${v.model}`, [...(byModel.get(`${v.make}|${v.model}`) ?? []), v]);
    expect(byModel.size).toBeGreaterThan(20);
    for (const rows of byModel.values()) {
      const sorted = [...rows].sort((a, b) => b.year - a.year);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]!.newPriceCents).toBeLessThan(sorted[i - 1]!.newPriceCents);
        expect(sorted[i]!.retailPriceCents).toBeLessThan(sorted[i - 1]!.retailPriceCents);
      }
    }
  });

  it('values the current model year at its new price', () => {
    const current = valuations.filter((v) => v.year === VALUATION_YEAR);
    expect(current.length).toBeGreaterThan(0);
    for (const v of current) expect(v.retailPriceCents).toBe(v.newPriceCents);
  });
});
