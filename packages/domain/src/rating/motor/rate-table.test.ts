import { describe, expect, it } from 'vitest';
import { MOTOR_CLAIM_TYPES } from '../../constants/claim-types.js';
import { MOTOR_PACKAGES } from '../../contracts/motor/line.js';
import {
  currentMotorRateTable,
  MOTOR_RATE_TABLE_V1 as V1,
  MOTOR_RATE_TABLES,
  MOTOR_VEHICLE_TYPES,
  MOTOR_VEHICLE_USES,
  motorRateTableByVersion,
} from './rate-table.js';

describe('the motor rate table registry', () => {
  it('publishes motor-2026-01 from 1 January 2026', () => {
    expect(V1.version).toBe('motor-2026-01');
    expect(V1.effectiveFrom).toBe('2026-01-01');
    expect([...MOTOR_RATE_TABLES.keys()]).toEqual(['motor-2026-01']);
  });

  it.each([
    ['2025-06-01T10:00:00+02:00'],
    ['2026-01-01T00:00:00+02:00'],
    ['2026-11-24T10:00:00+02:00'],
    ['2031-01-01T00:00:00+02:00'],
  ])('uses motor-2026-01 on %s (the earliest table before any is in force)', (day) => {
    expect(currentMotorRateTable(new Date(day))).toBe(V1);
  });

  it('finds a table by its version, and nothing for an unknown one', () => {
    expect(motorRateTableByVersion('motor-2026-01')).toBe(V1);
    expect(motorRateTableByVersion('motor-1999-01')).toBeUndefined();
    expect(motorRateTableByVersion('')).toBeUndefined();
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(V1)).toBe(true);
    expect(Object.isFrozen(V1.vehicles.car.bands.private)).toBe(true);
    expect(Object.isFrozen(V1.vehicles.motorcycle.bands.business[0])).toBe(true);
    expect(Object.isFrozen(V1.excess.STOLEN)).toBe(true);
    expect(Object.isFrozen(V1.schemes.logo.vehicleTypes)).toBe(true);
    expect(Object.isFrozen(V1.assumptions)).toBe(true);
    expect(() => {
      (V1.vehicles.car as { minimumMonthlyPremiumCents: number }).minimumMonthlyPremiumCents = 1;
    }).toThrow(TypeError);
    expect(() => {
      (V1.claimsLoadingPercentages as number[]).push(90);
    }).toThrow(TypeError);
    expect(V1.vehicles.car.minimumMonthlyPremiumCents).toBe(35_000);
  });
});

describe('motor-2026-01 is well formed', () => {
  const wholeRand = (cents: number) => Number.isSafeInteger(cents) && cents % 100 === 0;

  it.each(MOTOR_VEHICLE_TYPES.flatMap((type) => MOTOR_VEHICLE_USES.map((use) => [type, use] as const)))(
    '%s %s bands ascend from R0 to the online maximum with falling rates',
    (type, use) => {
      const { bands, maxSumInsuredCents, minimumMonthlyPremiumCents } = V1.vehicles[type];
      const own = bands[use];
      expect(own.length).toBeGreaterThan(0);
      expect(own.at(-1)!.upToCents).toBe(maxSumInsuredCents);
      expect(wholeRand(minimumMonthlyPremiumCents)).toBe(true);
      own.forEach((band, i) => {
        expect(Number.isInteger(band.basisPoints) && band.basisPoints > 0).toBe(true);
        expect(wholeRand(band.upToCents)).toBe(true);
        if (i > 0) {
          expect(band.upToCents).toBeGreaterThan(own[i - 1]!.upToCents);
          expect(band.basisPoints).toBeLessThanOrEqual(own[i - 1]!.basisPoints);
        }
      });
    },
  );

  it.each(MOTOR_VEHICLE_TYPES)('business use is loaded in every %s band', (type) => {
    const { private: personal, business } = V1.vehicles[type].bands;
    expect(business.map((band) => band.upToCents)).toEqual(personal.map((band) => band.upToCents));
    business.forEach((band, i) => expect(band.basisPoints).toBeGreaterThan(personal[i]!.basisPoints));
  });

  it('motorcycles cost more for their value and are quoted online up to less', () => {
    expect(V1.vehicles.motorcycle.bands.private[0]!.basisPoints).toBeGreaterThan(
      V1.vehicles.car.bands.private[0]!.basisPoints,
    );
    expect(V1.vehicles.motorcycle.maxSumInsuredCents).toBeLessThan(V1.vehicles.car.maxSumInsuredCents);
  });

  it('loads no cover, discounts 3 or more years, and rises with claims', () => {
    const steps = V1.coverHistory;
    expect(steps[0]).toEqual({ fromYears: 0, adjustment: { kind: 'loading', percentage: 20 } });
    steps.forEach((step, i) => i > 0 && expect(step.fromYears).toBeGreaterThan(steps[i - 1]!.fromYears));
    for (const step of steps.filter((candidate) => candidate.fromYears >= 3))
      expect(step.adjustment?.kind).toBe('discount');
    expect(V1.claimsLoadingPercentages).toEqual([0, 15, 35, 60]);
    expect(V1.convictionLoadingPercentage).toBeGreaterThan(V1.insuranceCancelledLoadingPercentage);
    expect(V1.essentialForJobLoadingPercentage).toBe(0);
  });

  it('rates enhancements above extras', () => {
    expect(V1.enhancementsBasisPoints).toBeGreaterThan(V1.extrasBasisPoints);
  });

  it('has terms for every scheme; every vehicle type has retail and one employee scheme', () => {
    expect(Object.keys(V1.schemes).sort()).toEqual(Object.keys(MOTOR_PACKAGES).sort());
    expect(V1.schemes.retail).toEqual({ discountPercentage: 0, vehicleTypes: ['car', 'motorcycle'] });
    for (const type of MOTOR_VEHICLE_TYPES) {
      const employee = Object.entries(V1.schemes).filter(
        ([scheme, terms]) => scheme !== 'retail' && terms.vehicleTypes.includes(type),
      );
      expect(employee.length).toBeGreaterThan(0);
    }
  });

  it('has an excess of whole rand for every motor claim type', () => {
    expect(Object.keys(V1.excess).sort()).toEqual(MOTOR_CLAIM_TYPES.map((type) => type.value).sort());
    for (const rule of Object.values(V1.excess)) {
      if (rule.kind === 'fixed') expect(wholeRand(rule.amountCents)).toBe(true);
      else {
        expect(Number.isInteger(rule.percentage) && rule.percentage > 0).toBe(true);
        expect(wholeRand(rule.minimumCents)).toBe(true);
      }
    }
  });

  it('states its assumptions', () => {
    expect(V1.assumptions.length).toBeGreaterThan(5);
  });
});
