import { describe, expect, it } from 'vitest';
import { createRateTableRegistry } from '../rate-table-registry.js';
import { MotorRatingError } from './motor-rating-error.js';
import { quoteMotor } from './quote-motor.js';
import { currentMotorRateTable, MOTOR_RATE_TABLE_V1 as V1, type MotorRateTable } from './rate-table.js';
import type { MotorRatingInput } from './rating-input.js';

/** A what-if later table: every car rate 10 bp higher, glass excess R2 000, the logo discount 15 %. */
const V2: MotorRateTable = (() => {
  const copy = JSON.parse(JSON.stringify(V1)) as MotorRateTable & {
    vehicles: { car: { bands: { private: { basisPoints: number }[] } } };
  };
  for (const band of copy.vehicles.car.bands.private) band.basisPoints += 10;
  return {
    ...copy,
    version: 'motor-2027-01',
    effectiveFrom: '2027-01-01',
    excess: { ...copy.excess, GLASS: { kind: 'fixed', amountCents: 200_000 } },
    schemes: { ...copy.schemes, logo: { discountPercentage: 15, vehicleTypes: ['car'] } },
  };
})();
const registry = createRateTableRegistry('Motor', [V1, V2]);

const facts = (today: string, rateTableVersion?: string): MotorRatingInput => ({
  vehicleType: 'car',
  vehicleValueCents: 30_000_000,
  use: 'private',
  essentialForJob: false,
  scheme: 'logo',
  yearsOfCarInsurance: 4,
  numberOfClaims: 1,
  insuranceCancelled: false,
  drunkOrRecklessConviction: false,
  extrasValueCents: 1_500_000,
  enhancementsValueCents: 0,
  today: new Date(today),
  ...(rateTableVersion === undefined ? {} : { rateTableVersion }),
});

describe('motor rate table versions', () => {
  it('new quotes use the table in force on the South African day', () => {
    expect(currentMotorRateTable(new Date('2026-12-31T21:59:59Z'), registry).version).toBe('motor-2026-01');
    expect(currentMotorRateTable(new Date('2026-12-31T22:00:00Z'), registry).version).toBe('motor-2027-01');
    expect(quoteMotor(facts('2027-03-01T10:00:00+02:00'), registry).rateTableVersion).toBe('motor-2027-01');
  });

  it('re-prices a quote exactly on its older version, after a newer one is in force', () => {
    const original = quoteMotor(facts('2026-06-01T10:00:00+02:00'), registry);
    expect(original.rateTableVersion).toBe('motor-2026-01');
    expect(original.monthlyPremium).toBe(quoteMotor(facts('2026-06-01T10:00:00+02:00')).monthlyPremium);
    const repriced = quoteMotor(facts('2027-03-01T10:00:00+02:00', 'motor-2026-01'), registry);
    expect(repriced).toEqual(original);
  });

  it('prices the newer version differently', () => {
    const older = quoteMotor(facts('2027-03-01T10:00:00+02:00', 'motor-2026-01'), registry);
    const newer = quoteMotor(facts('2027-03-01T10:00:00+02:00'), registry);
    expect(older.basePremium).toBe(135_500);
    expect(newer.basePremium).toBe(165_500);
    expect(newer.discounts.find((line) => line.code === 'SCHEME')?.percentage).toBe(15);
    expect(newer.excesses.find((excess) => excess.claimType === 'GLASS')?.description).toBe('R2 000 a claim');
    expect(older.excesses.find((excess) => excess.claimType === 'GLASS')?.amount).toBe(150_000);
  });

  it('an old version can be named before a newer one exists, and an unknown one is refused', () => {
    expect(quoteMotor(facts('2026-06-01T10:00:00+02:00', 'motor-2026-01')).rateTableVersion).toBe(
      'motor-2026-01',
    );
    expect(() => quoteMotor(facts('2027-03-01T10:00:00+02:00', 'motor-2028-01'), registry)).toThrow(
      MotorRatingError,
    );
  });

  it('publishing a new version leaves the old one untouched and frozen', () => {
    expect(V1.vehicles.car.bands.private[0]!.basisPoints).toBe(55);
    expect(Object.isFrozen(V2.vehicles.car.bands.private[0])).toBe(true);
    expect(() => createRateTableRegistry('Motor', [V1, V1])).toThrow('defined twice');
  });
});
