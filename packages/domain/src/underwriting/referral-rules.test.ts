import { describe, expect, it } from 'vitest';
import {
  creditLifeReferralReasons,
  deviceApplicationCustomerReasons,
  deviceApplicationReferralReasons,
  deviceReferralReasons,
  funeralReferralReasons,
  motorReferralReasons,
  type FuneralLifeFacts,
  type MotorReferralFacts,
} from './referral-rules.js';

const life = (role: FuneralLifeFacts['role'], age: number, rand: number): FuneralLifeFacts => ({
  role,
  age,
  coverAmount: rand * 100,
});

describe('funeral referral', () => {
  it.each<[string, FuneralLifeFacts[], string[]]>([
    ['young main member, top option', [life('main', 35, 70_000), life('spouse', 33, 70_000)], []],
    ['main member 60 at exactly R50 000', [life('main', 60, 50_000)], []],
    ['main member 59 with R70 000', [life('main', 59, 70_000)], []],
    [
      'main member 60 with R70 000',
      [life('main', 60, 70_000)],
      [
        'The main member is 60 and covered for R 70 000,00, more than R 50 000,00 for a life aged 60 or older.',
      ],
    ],
    [
      'extended family member 70 with R70 000',
      [life('main', 40, 10_000), life('extended', 70, 70_000)],
      [
        'An extended family member is 70 and covered for R 70 000,00, more than R 50 000,00 for a life aged 60 or older.',
      ],
    ],
    [
      'total exactly R300 000',
      [
        life('main', 40, 70_000),
        life('spouse', 40, 70_000),
        life('child', 15, 70_000),
        life('child', 14, 90_000),
      ],
      [],
    ],
    [
      'total above R300 000',
      [
        life('main', 40, 70_000),
        life('spouse', 40, 70_000),
        life('child', 15, 70_000),
        life('child', 14, 70_000),
        life('extended', 30, 30_000),
      ],
      ['The policy covers R 310 000,00 across all lives, more than R 300 000,00.'],
    ],
  ])('%s', (_name, lives, reasons) => {
    expect(funeralReferralReasons(lives)).toEqual(reasons);
  });
});

describe('device referral', () => {
  it.each([
    [42_999_00, []],
    [45_000_00, []],
    [45_000_01, ['The phone is insured for R 45 000,01, more than R 45 000,00.']],
  ])('insured value %i cents', (insuredValue, reasons) => {
    expect(deviceReferralReasons({ insuredValue })).toEqual(reasons);
  });

  it.each([
    ['a listed phone', { insuredValue: 42_999_00, creditLifeBalance: null }, [], []],
    [
      'an unlisted phone of R 49 000',
      { insuredValue: 49_000_00, creditLifeBalance: null },
      ['The phone is insured for R 49 000,00, more than R 45 000,00.'],
      ['the phone is insured for more than R 45 000,00'],
    ],
    [
      'with credit life on a balance within its limit',
      { insuredValue: 20_000_00, creditLifeBalance: 8_000_00 },
      [],
      [],
    ],
  ])('a device application: %s, in the staff’s and the customer’s words', (_name, facts, staff, customer) => {
    expect(deviceApplicationReferralReasons(facts)).toEqual(staff);
    expect(deviceApplicationCustomerReasons(facts)).toEqual(customer);
  });
});

const CLEAN: MotorReferralFacts = {
  vehicleValue: 875_000_00,
  claimsInLastThreeYears: 1,
  insuranceCancelled: false,
  convicted: false,
  regularDriverAge: 21,
};

describe('motor referral', () => {
  it.each<[string, Partial<MotorReferralFacts>, string[]]>([
    ['an ordinary risk', {}, []],
    ['driver age unknown', { regularDriverAge: null }, []],
    ['vehicle exactly R1 000 000', { vehicleValue: 1_000_000_00 }, []],
    [
      'vehicle above R1 000 000',
      { vehicleValue: 1_200_000_00 },
      ['The vehicle is worth R 1 200 000,00, more than R 1 000 000,00.'],
    ],
    ['two claims', { claimsInLastThreeYears: 2 }, ['2 claims were made in the last 3 years.']],
    [
      'cancelled before',
      { insuranceCancelled: true },
      ['An insurer cancelled earlier cover of the policy holder.'],
    ],
    ['convicted', { convicted: true }, ['The policy holder was convicted of drunk or reckless driving.']],
    ['driver of 20', { regularDriverAge: 20 }, ['The regular driver is 20, younger than 21.']],
    [
      'several reasons, in order',
      { claimsInLastThreeYears: 3, regularDriverAge: 19 },
      ['3 claims were made in the last 3 years.', 'The regular driver is 19, younger than 21.'],
    ],
  ])('%s', (_name, change, reasons) => {
    expect(motorReferralReasons({ ...CLEAN, ...change })).toEqual(reasons);
  });
});

describe('credit life referral', () => {
  it.each([
    [400_000_00, []],
    [750_000_00, []],
    [750_000_01, ['The outstanding balance is R 750 000,01, more than R 750 000,00.']],
  ])('balance %i cents', (outstandingBalance, reasons) => {
    expect(creditLifeReferralReasons({ outstandingBalance })).toEqual(reasons);
  });

  it.each<[string, { outstandingBalance: number; vehicleValue?: number }, string[]]>([
    ['balance below the vehicle’s value', { outstandingBalance: 240_000_00, vehicleValue: 395_000_00 }, []],
    ['balance exactly the vehicle’s value', { outstandingBalance: 395_000_00, vehicleValue: 395_000_00 }, []],
    [
      'balance above the vehicle’s value',
      { outstandingBalance: 395_000_01, vehicleValue: 395_000_00 },
      [
        'The outstanding balance of the vehicle credit life is R 395 000,01, more than the vehicle’s value with its extras, R 395 000,00.',
      ],
    ],
    [
      'R1 400 000 on a vehicle worth R322 700 (both rules)',
      { outstandingBalance: 1_400_000_00, vehicleValue: 322_700_00 },
      [
        'The outstanding balance of the vehicle credit life is R 1 400 000,00, more than R 750 000,00.',
        'The outstanding balance of the vehicle credit life is R 1 400 000,00, more than the vehicle’s value with its extras, R 322 700,00.',
      ],
    ],
  ])('taken with the motor cover: %s', (_name, facts, reasons) => {
    expect(creditLifeReferralReasons({ ...facts, linkedTo: 'vehicle' })).toEqual(reasons);
  });

  it('taken with the phone cover: named, the balance limit only (a phone’s finance may exceed its price)', () => {
    expect(creditLifeReferralReasons({ outstandingBalance: 750_000_01, linkedTo: 'phone' })).toEqual([
      'The outstanding balance of the phone credit life is R 750 000,01, more than R 750 000,00.',
    ]);
  });
});
