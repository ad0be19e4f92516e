import { describe, expect, it } from 'vitest';
import { parseLicenceDisc, type LicenceDiscFields } from './licence-disc.js';

/** Joins fields the way the disc does: a leading empty field, then each field followed by '%'. */
const disc = (...fields: string[]) => `%${fields.join('%')}%`;

const GP_CAR = [
  'MVL1CC46',
  '0159',
  '4025T0LV',
  '1',
  '4025011C5KJ9',
  'JDX 123 GP',
  'BSL123R',
  'Motor car / Motorkar',
  'VOLKSWAGEN',
  'POLO VIVO',
  'White / Wit',
  'AAVZZZ6RZHU012345',
  'CWL123456',
  '2026-09-30',
];

const GP_CAR_FIELDS: LicenceDiscFields = {
  registrationNumber: 'JDX 123 GP',
  vin: 'AAVZZZ6RZHU012345',
  engineNumber: 'CWL123456',
  make: 'VOLKSWAGEN',
  model: 'POLO VIVO',
  colour: 'White / Wit',
  description: 'Motor car / Motorkar',
  licenceNumber: 'JDX 123 GP',
  vehicleRegisterNumber: 'BSL123R',
  discNumber: '4025011C5KJ9',
  expiryDate: '2026-09-30',
};

const WC_BAKKIE = disc(
  'MVL1CC23',
  '0147',
  '4045A05J',
  '1',
  '40450123ABCD',
  'CA 123-456',
  'HRT456K',
  'LDV / Bakkie',
  'TOYOTA',
  'HILUX 2.4 GD-6',
  'Silver / Silwer',
  'AHTKB3CD001234567',
  '2GD1234567',
  '2027-02-28',
);

const MOTORCYCLE = disc(
  'MVL1CC15',
  '0159',
  '4025T0LV',
  '1',
  '4025011BYRL7',
  'CY36265',
  'CDH022J',
  'Motor cycle / Motorfiets',
  'HONDA',
  'CBR600F',
  'Red / Rooi',
  'JH2PC35F9RM234567',
  'PC25E2107891',
  '2025-07-31',
);

/** GP_CAR with `change` applied to a copy of its fields. */
const gpCarWith = (change: (fields: string[]) => void) => {
  const fields = [...GP_CAR];
  change(fields);
  return disc(...fields);
};

describe('parseLicenceDisc reads the documented layout', () => {
  it.each<[string, string, Partial<LicenceDiscFields>]>([
    ['a Gauteng car', disc(...GP_CAR), GP_CAR_FIELDS],
    [
      'a Western Cape bakkie',
      WC_BAKKIE,
      {
        registrationNumber: 'CA 123-456',
        vin: 'AHTKB3CD001234567',
        engineNumber: '2GD1234567',
        make: 'TOYOTA',
        model: 'HILUX 2.4 GD-6',
        colour: 'Silver / Silwer',
        description: 'LDV / Bakkie',
        vehicleRegisterNumber: 'HRT456K',
        discNumber: '40450123ABCD',
        expiryDate: '2027-02-28',
      },
    ],
    [
      'a motorcycle',
      MOTORCYCLE,
      {
        registrationNumber: 'CY36265',
        vin: 'JH2PC35F9RM234567',
        engineNumber: 'PC25E2107891',
        make: 'HONDA',
        model: 'CBR600F',
        colour: 'Red / Rooi',
        description: 'Motor cycle / Motorfiets',
        expiryDate: '2025-07-31',
      },
    ],
  ])('%s', (_name, text, expected) => {
    expect(parseLicenceDisc(text)).toMatchObject(expected);
  });
});

describe('parseLicenceDisc is defensive about the layout', () => {
  it.each<[string, string, Partial<LicenceDiscFields>]>([
    ['without the leading empty field', disc(...GP_CAR).slice(1), GP_CAR_FIELDS],
    ['without the trailing separator', disc(...GP_CAR).slice(0, -1), GP_CAR_FIELDS],
    ['with several trailing separators', `${disc(...GP_CAR)}%%`, GP_CAR_FIELDS],
    [
      'with spaces, line breaks and lower case around the fields',
      gpCarWith((fields) => {
        fields[5] = ' jdx  123 gp ';
        fields[8] = '\r\nVOLKSWAGEN ';
        fields[11] = ' aavzzz6rzhu012345';
        fields[12] = 'cwl123456\n';
      }),
      {
        registrationNumber: 'JDX 123 GP',
        make: 'VOLKSWAGEN',
        vin: 'AAVZZZ6RZHU012345',
        engineNumber: 'CWL123456',
      },
    ],
    [
      'an extra field between the register number and the description',
      gpCarWith((fields) => fields.splice(7, 0, 'X1')),
      GP_CAR_FIELDS,
    ],
    ['an extra field after the expiry date', gpCarWith((fields) => fields.push('20260930')), GP_CAR_FIELDS],
    [
      'a missing description: the two readings collide there, so neither field is filled',
      gpCarWith((fields) => fields.splice(7, 1)),
      {
        ...GP_CAR_FIELDS,
        description: '',
        vehicleRegisterNumber: '',
      },
    ],
    [
      'a missing engine number: the expiry date is not taken for it',
      gpCarWith((fields) => fields.splice(12, 1)),
      { ...GP_CAR_FIELDS, engineNumber: '' },
    ],
    [
      'no disc type, but a VIN: the fields are read around the VIN',
      gpCarWith((fields) => fields.splice(0, 1, '')),
      GP_CAR_FIELDS,
    ],
    [
      'a missing control field: the VIN is found one place early and the fields around it are still read',
      gpCarWith((fields) => fields.splice(1, 1)),
      {
        vin: 'AAVZZZ6RZHU012345',
        make: 'VOLKSWAGEN',
        model: 'POLO VIVO',
        colour: 'White / Wit',
        engineNumber: 'CWL123456',
        expiryDate: '2026-09-30',
      },
    ],
    [
      'an older chassis number that is not a VIN: the other fields are still read',
      gpCarWith((fields) => (fields[11] = 'CH123456')),
      { ...GP_CAR_FIELDS, vin: '' },
    ],
    [
      'a licence number that cannot be a plate: kept as printed, not offered as the registration',
      gpCarWith((fields) => (fields[5] = 'CA 12-34-56')),
      { registrationNumber: '', licenceNumber: 'CA 12-34-56', make: 'VOLKSWAGEN' },
    ],
    [
      'an expiry date written with slashes',
      gpCarWith((fields) => (fields[13] = '2026/09/30')),
      { expiryDate: '2026-09-30' },
    ],
    [
      'an expiry date that does not exist',
      gpCarWith((fields) => (fields[13] = '2026-02-30')),
      { ...GP_CAR_FIELDS, expiryDate: null },
    ],
    [
      'a truncated disc',
      disc('MVL1CC46', '0159', '4025T0LV', '1', '4025011C5KJ9', 'JDX 123 GP'),
      {
        registrationNumber: 'JDX 123 GP',
        discNumber: '4025011C5KJ9',
        vin: '',
        make: '',
        model: '',
        colour: '',
        engineNumber: '',
        expiryDate: null,
      },
    ],
  ])('%s', (_name, text, expected) => {
    expect(parseLicenceDisc(text)).toMatchObject(expected);
  });

  it('finds the VIN nearest to its documented place when the engine number also looks like one', () => {
    const text = gpCarWith((fields) => (fields[12] = 'AHTKB3CD001234567'));
    expect(parseLicenceDisc(text)).toMatchObject({
      vin: 'AAVZZZ6RZHU012345',
      engineNumber: 'AHTKB3CD001234567',
    });
  });
});

describe('parseLicenceDisc refuses what is not a disc', () => {
  it.each([
    ['an empty text', ''],
    ['plain words', 'Hello world'],
    ['a web address', 'https://example.com/?q=50%25'],
    ['separators only', '%%%%'],
    ['a VIN on its own, without separators', 'AAVZZZ6RZHU012345'],
    ['fields without a disc type or a VIN', disc('ABC', '123', 'TOYOTA', 'HILUX', 'White')],
    ['a driving licence number', '%DL%12345678%2026-01-01%'],
    ['a text longer than any PDF417 symbol holds', `${disc(...GP_CAR)}${'X'.repeat(2000)}`],
  ])('%s', (_name, text) => {
    expect(parseLicenceDisc(text)).toBeNull();
  });
});
