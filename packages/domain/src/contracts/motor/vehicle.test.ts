import { describe, expect, it } from 'vitest';
import { VEHICLE_DRIVER_RELATIONS } from '../../constants/relationships.js';
import { saIdCheckDigit } from '../../validators/sa-id.js';
import {
  permanentDriverSchema,
  VEHICLE_MESSAGES,
  vehicleColourField,
  vehicleDetailsSchema,
  vehicleValueField,
} from './vehicle.js';

const VEHICLE = {
  vehicle_type: 'car',
  make: 'Toyota',
  model: 'Corolla Cross 1.8 XS',
  manufacturingYear: 2022,
  vin: 'AHTKB3CD402345678',
  vehicle_reg_no: 'ND 456-789',
  colour: 'White',
  engineNo: '2ZR4567890',
  odometer: 42_100,
  valuationId: null,
  estimatedRetailPrice: 34_500_000,
  isEstimatedRetailPrice: true,
  vehicleUsedFor: 'private',
  isEssentialPart: false,
  vehicleRegistrationYear: 2022,
  vehicleRegistrationMonth: 3,
  preInspectionId: '11111111-2222-4333-8444-555555555555',
};

const problem = (changes: Partial<typeof VEHICLE>) => {
  const parsed = vehicleDetailsSchema.safeParse({ ...VEHICLE, ...changes });
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe('the vehicle’s first registration', () => {
  it.each([
    ['in the year it was made', { vehicleRegistrationYear: 2022 }, null],
    ['the year before it was made (a new model)', { vehicleRegistrationYear: 2021 }, null],
    [
      'three years before it was made: says so, not "choose a date"',
      { vehicleRegistrationYear: 2019 },
      [VEHICLE_MESSAGES.registeredBeforeMade],
    ],
    ['month 13', { vehicleRegistrationMonth: 13 }, [VEHICLE_MESSAGES.registrationDate]],
  ])('%s', (_case, changes, messages) => {
    expect(problem(changes)).toEqual(messages);
  });
});

/** A valid SA ID number of someone who turned `years` old 10 days ago. */
function saIdBornYearsAgo(years: number): string {
  const born = new Date(Date.now() - 10 * 86_400_000);
  born.setUTCFullYear(born.getUTCFullYear() - years);
  const yymmdd = born.toISOString().slice(2, 10).replaceAll('-', '');
  const first12 = `${yymmdd}500908`;
  return `${first12}${saIdCheckDigit(first12)}`;
}

describe('the permanent driver other than the applicant', () => {
  const driver = (relationShip: string) =>
    permanentDriverSchema.safeParse({
      isPermanent: false,
      relationShip,
      idNumber: '8001015009087',
      fullName: 'Thandi Mokoena',
      licenceNumber: '123456789012',
    });

  it.each(['spouse', 'child', 'other_family', 'other'])('may be a %s', (relation) => {
    expect(driver(relation).success).toBe(true);
  });

  it.each(['employer', 'financier', 'self'])('is a person: not a %s', (relation) => {
    expect(driver(relation).error?.issues[0]?.message).toBe(VEHICLE_MESSAGES.relationship);
  });

  const named = (changes: Record<string, string>) =>
    permanentDriverSchema.safeParse({
      isPermanent: false,
      relationShip: 'child',
      idNumber: '8001015009087',
      fullName: 'Thandi Mokoena',
      licenceNumber: '123456789012',
      ...changes,
    }).error?.issues[0]?.message;

  it.each([
    ['a 14-year-old', { idNumber: saIdBornYearsAgo(14) }, VEHICLE_MESSAGES.driverAge],
    ['a 17-year-old', { idNumber: saIdBornYearsAgo(17) }, VEHICLE_MESSAGES.driverAge],
    ['an 18-year-old', { idNumber: saIdBornYearsAgo(18) }, undefined],
    [
      'an ID number that is not one',
      { idNumber: '8001015009088' },
      'This ID number is not right: its last digit does not match the first 12, so a digit may be mistyped',
    ],
    ['one name only', { fullName: 'Thandi' }, VEHICLE_MESSAGES.driverName],
    ['a letter', { fullName: 'X' }, VEHICLE_MESSAGES.driverName],
  ])('refuses or takes %s, saying why', (_case, changes, message) => {
    expect(named(changes)).toBe(message);
  });

  it('lists the relations a driver can have, a company and a bank among none of them', () => {
    expect(VEHICLE_DRIVER_RELATIONS.map((relation) => relation.value)).toEqual([
      'spouse',
      'parent',
      'child',
      'sibling',
      'other_family',
      'other',
    ]);
  });
});

describe('the vehicle’s colour', () => {
  it.each(['White', 'Silver metallic', 'Blue/white', 'Rooi'])('takes %s', (colour) => {
    expect(vehicleColourField.safeParse(colour).success).toBe(true);
  });

  it.each(['123', 'White 2', '', '   '])('refuses %j, asking for the colour in words', (colour) => {
    expect(vehicleColourField.safeParse(colour).error?.issues[0]?.message).toBe(
      'Please enter the colour in words, such as white or silver',
    );
  });
});

describe('the vehicle’s value (QA staff 8)', () => {
  const problem = (cents: unknown) => vehicleValueField.safeParse(cents).error?.issues[0]?.message;

  it.each([50_000, 99_999, 5_000_000_001, 6_000_000_000])(
    'refuses %i cents, saying the range in rand',
    (cents) => {
      expect(problem(cents)).toBe('Please enter a value from R1 000 to R50 million');
    },
  );

  it.each([100_000, 500_000, 125_000_000, 5_000_000_000])('takes %i cents', (cents) => {
    expect(problem(cents)).toBeUndefined();
  });

  it('asks for the value when there is none', () => {
    expect(problem(null)).toBe(VEHICLE_MESSAGES.price);
  });
});
