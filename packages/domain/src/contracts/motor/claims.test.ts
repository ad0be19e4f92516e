import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../validators/zod-fields.js';
import { POLICE_REPORT_MESSAGES } from '../claims/police-report.js';
import { ACCIDENT_MESSAGES, MAX_ACCIDENT_PEOPLE } from './claim-accident.js';
import {
  MOTOR_CLAIM_DOCUMENT_KINDS,
  MOTOR_CLAIM_MESSAGES,
  motorClaimSubmitInputSchema,
  requiredMotorClaimDocuments,
} from './claims.js';
import { MOTOR_CLAIM_TYPES } from '../../constants/claim-types.js';

const policyId = '6f1c1a52-3a4e-4d36-9c43-0b9f0e7c1a10';
const common = {
  policyId,
  incident_date: '2026-03-10',
  incident_time: '17:45',
  incident_address: '12 Jan Smuts Avenue',
  incident_suburb: 'Rosebank',
  incident_province: 'GP',
  description: 'Parked outside the shops; it was gone when I came back.',
  acceptTermsAndCondition: true,
  bankDetails: {
    bankName: 'fnb',
    accountHolderName: 'Thandi Nkosi',
    accountNumber: '62123456789',
    accountType: 'cheque',
  },
};
const police = { sapsCaseNumber: 'cas 123/3/2026', policeStation: 'Rosebank' };
const accident = {
  otherPartyInvolved: true,
  otherParty: {
    fullName: 'Sipho Dlamini',
    mobile: '083 555 1234',
    vehicleRegistrationNo: 'ca 123-456',
    insurer: 'Santam',
  },
  driver: {
    isPolicyHolder: true,
    licenceNumber: '1047 0001 abcd',
    licenceCode: 'B',
    licenceIssuedDate: '2010-05-04',
  },
  ownSpeedKmh: 40,
  otherSpeedKmh: 60,
  roadCondition: 'wet',
  weather: 'rain',
  passengers: [{ fullName: 'Lerato Nkosi', injured: false }],
  thirdParties: [],
  witnesses: [{ fullName: 'John Smith', mobile: '0821112222' }],
  injuries: { anyone: false },
};

/** A valid submission of each type. */
const VALID = {
  STOLEN: { ...common, claimType: 'STOLEN', ...police },
  HIJACKED: { ...common, claimType: 'HIJACKED', ...police },
  GLASS: { ...common, claimType: 'GLASS', amount: 350_000, claimInspectionPhoneNumber: '082 123 4567' },
  ACCESSORIES: {
    ...common,
    claimType: 'ACCESSORIES',
    amount: 1_200_000,
    claimInspectionPhoneNumber: '0821234567',
  },
  ACCIDENT_SCRATCHES_DENTS: {
    ...common,
    claimType: 'ACCIDENT_SCRATCHES_DENTS',
    amount: 2_500_000,
    claimInspectionPhoneNumber: '+27821234567',
    accident,
  },
  TOWING: { ...common, claimType: 'TOWING', amount: 150_000 },
} as const;

const fieldsOf = (input: unknown) => {
  const result = motorClaimSubmitInputSchema.safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('motorClaimSubmitInputSchema', () => {
  it('has a valid example for every motor claim type', () => {
    expect(Object.keys(VALID).sort()).toEqual(MOTOR_CLAIM_TYPES.map((type) => type.value).sort());
  });

  it.each(Object.entries(VALID))('accepts a %s claim', (_type, input) => {
    expect(fieldsOf(input)).toBeNull();
  });

  it('normalises what people type', () => {
    const stolen = motorClaimSubmitInputSchema.parse({
      ...VALID.STOLEN,
      incident_time: '9:05',
      incident_province: 'kwazulu-natal',
      policeReferenceNumber: '  ',
      amount: 500_000,
    });
    expect(stolen).toMatchObject({ sapsCaseNumber: 'CAS 123/3/2026', incident_time: '09:05' });
    expect(stolen.incident_province).toBe('KZN');
    expect(stolen).not.toHaveProperty('amount');
    expect(stolen.policeReferenceNumber).toBeUndefined();
    const crash = motorClaimSubmitInputSchema.parse(VALID.ACCIDENT_SCRATCHES_DENTS);
    if (crash.claimType !== 'ACCIDENT_SCRATCHES_DENTS') throw new Error('wrong type');
    expect(crash.claimInspectionPhoneNumber).toBe('+27821234567');
    expect(crash.accident.driver.licenceNumber).toBe('10470001ABCD');
    expect(crash.accident.otherParty?.vehicleRegistrationNo).toBe('CA 123-456');
    expect(crash.accident.otherParty?.mobile).toBe('+27835551234');
    const glass = motorClaimSubmitInputSchema.parse({ ...VALID.GLASS, accident });
    expect(glass).not.toHaveProperty('accident');
  });

  it.each([
    ['no claim type', { ...common }, { claimType: MOTOR_CLAIM_MESSAGES.claimType }],
    [
      'an unknown claim type',
      { ...common, claimType: 'FIRE' },
      { claimType: MOTOR_CLAIM_MESSAGES.claimType },
    ],
    [
      'theft without the SAPS case number and station',
      { ...common, claimType: 'STOLEN' },
      {
        sapsCaseNumber: POLICE_REPORT_MESSAGES.sapsCaseNumber,
        policeStation: MOTOR_CLAIM_MESSAGES.policeStation,
      },
    ],
    [
      'hijacking with a malformed case number',
      { ...VALID.HIJACKED, sapsCaseNumber: '123/2026' },
      { sapsCaseNumber: POLICE_REPORT_MESSAGES.sapsCaseNumber },
    ],
    [
      'hijacking with a blank case number',
      { ...VALID.HIJACKED, sapsCaseNumber: '   ' },
      { sapsCaseNumber: POLICE_REPORT_MESSAGES.sapsCaseNumber },
    ],
    [
      'a case number without its police station',
      { ...VALID.TOWING, sapsCaseNumber: 'CAS 1/1/2026' },
      { policeStation: MOTOR_CLAIM_MESSAGES.policeStation },
    ],
    [
      'glass without the amount and the inspection number',
      { ...common, claimType: 'GLASS' },
      {
        amount: MOTOR_CLAIM_MESSAGES.amount,
        claimInspectionPhoneNumber: MOTOR_CLAIM_MESSAGES.claimInspectionPhoneNumber,
      },
    ],
    [
      'accessories with a landline for the inspection',
      { ...VALID.ACCESSORIES, claimInspectionPhoneNumber: '011 555 1234' },
      { claimInspectionPhoneNumber: FIELD_MESSAGES.saMobile },
    ],
    [
      'towing with an amount in rand and cents',
      { ...VALID.TOWING, amount: 1500.5 },
      { amount: MOTOR_CLAIM_MESSAGES.amount },
    ],
    ['towing with a zero amount', { ...VALID.TOWING, amount: 0 }, { amount: MOTOR_CLAIM_MESSAGES.amount }],
    [
      'an amount above R10 million',
      { ...VALID.GLASS, amount: 1_000_000_001 },
      { amount: MOTOR_CLAIM_MESSAGES.amount },
    ],
    [
      'terms not accepted',
      { ...VALID.TOWING, acceptTermsAndCondition: false },
      { acceptTermsAndCondition: 'Please accept the terms and conditions' },
    ],
    [
      'a date that does not exist and a time past midnight',
      { ...VALID.TOWING, incident_date: '2026-02-30', incident_time: '24:10' },
      { incident_date: MOTOR_CLAIM_MESSAGES.incidentDate, incident_time: MOTOR_CLAIM_MESSAGES.incidentTime },
    ],
    [
      'an unknown province, no address and a short suburb',
      { ...VALID.TOWING, incident_province: 'Gotham', incident_address: '', incident_suburb: 'X' },
      {
        incident_province: MOTOR_CLAIM_MESSAGES.incidentProvince,
        incident_address: MOTOR_CLAIM_MESSAGES.incidentAddress,
        incident_suburb: MOTOR_CLAIM_MESSAGES.incidentSuburb,
      },
    ],
    [
      'a delay reason too short to say anything',
      { ...VALID.TOWING, incident_delay_reason: 'busy' },
      { incident_delay_reason: MOTOR_CLAIM_MESSAGES.incidentDelayReason },
    ],
    [
      'a description too short',
      { ...VALID.TOWING, description: 'Towed' },
      { description: MOTOR_CLAIM_MESSAGES.description },
    ],
    [
      'an accident claim without its details',
      { ...VALID.ACCIDENT_SCRATCHES_DENTS, accident: undefined },
      { accident: ACCIDENT_MESSAGES.accident },
    ],
    [
      'another vehicle involved without its driver',
      { ...VALID.ACCIDENT_SCRATCHES_DENTS, accident: { ...accident, otherParty: undefined } },
      { 'accident.otherParty': ACCIDENT_MESSAGES.otherParty },
    ],
    [
      'someone else driving without a name or ID number',
      {
        ...VALID.ACCIDENT_SCRATCHES_DENTS,
        accident: { ...accident, driver: { ...accident.driver, isPolicyHolder: false } },
      },
      {
        'accident.driver.fullName': ACCIDENT_MESSAGES.driverName,
        'accident.driver.idNumber': ACCIDENT_MESSAGES.driverIdNumber,
      },
    ],
    [
      'a licence code that does not exist and a short licence number',
      {
        ...VALID.ACCIDENT_SCRATCHES_DENTS,
        accident: { ...accident, driver: { ...accident.driver, licenceCode: 'Z', licenceNumber: '12' } },
      },
      {
        'accident.driver.licenceCode': ACCIDENT_MESSAGES.licenceCode,
        'accident.driver.licenceNumber': ACCIDENT_MESSAGES.licenceNumber,
      },
    ],
    [
      'a licence issued after the accident',
      {
        ...VALID.ACCIDENT_SCRATCHES_DENTS,
        accident: { ...accident, driver: { ...accident.driver, licenceIssuedDate: '2026-03-11' } },
      },
      { 'accident.driver.licenceIssuedDate': ACCIDENT_MESSAGES.licenceAfterIncident },
    ],
    [
      'impossible speeds, road and weather',
      {
        ...VALID.ACCIDENT_SCRATCHES_DENTS,
        accident: { ...accident, ownSpeedKmh: -1, otherSpeedKmh: 400, roadCondition: 'icy', weather: 'snow' },
      },
      {
        'accident.ownSpeedKmh': ACCIDENT_MESSAGES.ownSpeed,
        'accident.otherSpeedKmh': ACCIDENT_MESSAGES.otherSpeed,
        'accident.roadCondition': ACCIDENT_MESSAGES.roadCondition,
        'accident.weather': ACCIDENT_MESSAGES.weather,
      },
    ],
    [
      'more than 10 passengers',
      {
        ...VALID.ACCIDENT_SCRATCHES_DENTS,
        accident: {
          ...accident,
          passengers: Array.from({ length: MAX_ACCIDENT_PEOPLE + 1 }, () => ({
            fullName: 'Lerato Nkosi',
            injured: false,
          })),
        },
      },
      { 'accident.passengers': ACCIDENT_MESSAGES.tooMany },
    ],
    [
      'an injured passenger while nobody is said to be injured',
      {
        ...VALID.ACCIDENT_SCRATCHES_DENTS,
        accident: { ...accident, passengers: [{ fullName: 'Lerato Nkosi', injured: true }] },
      },
      { 'accident.injuries.anyone': ACCIDENT_MESSAGES.injuredPassenger },
    ],
    [
      'injuries without a description',
      { ...VALID.ACCIDENT_SCRATCHES_DENTS, accident: { ...accident, injuries: { anyone: true } } },
      { 'accident.injuries.description': ACCIDENT_MESSAGES.injuries },
    ],
    [
      'a witness without a mobile number and a third party without the damage',
      {
        ...VALID.ACCIDENT_SCRATCHES_DENTS,
        accident: {
          ...accident,
          witnesses: [{ fullName: 'John Smith', mobile: '12345' }],
          thirdParties: [{ fullName: 'Mary Jones', damage: '' }],
        },
      },
      {
        'accident.witnesses.0.mobile': FIELD_MESSAGES.saMobile,
        'accident.thirdParties.0.damage': ACCIDENT_MESSAGES.damage,
      },
    ],
  ])('refuses %s', (_name, input, expected) => {
    expect(fieldsOf(input)).toEqual(expected);
  });

  it('drops the other driver and speed when no other vehicle was involved', () => {
    const parsed = motorClaimSubmitInputSchema.parse({
      ...VALID.ACCIDENT_SCRATCHES_DENTS,
      accident: { ...accident, otherPartyInvolved: false },
    });
    if (parsed.claimType !== 'ACCIDENT_SCRATCHES_DENTS') throw new Error('wrong type');
    expect(parsed.accident.otherParty).toBeUndefined();
    expect(parsed.accident.otherSpeedKmh).toBeUndefined();
  });
});

describe('motor claim documents', () => {
  it.each([
    ['STOLEN', ['saps_case_slip', 'affidavit', 'registration_certificate']],
    ['HIJACKED', ['saps_case_slip', 'affidavit', 'drivers_licence', 'registration_certificate']],
    ['GLASS', ['damage_photo', 'glass_quote']],
    ['ACCESSORIES', ['damage_photo', 'repair_quote', 'accessory_proof_of_purchase']],
    ['ACCIDENT_SCRATCHES_DENTS', ['damage_photo', 'repair_quote', 'drivers_licence']],
    ['TOWING', ['towing_invoice']],
  ] as const)('%s needs %j', (type, kinds) => {
    expect(requiredMotorClaimDocuments(type)).toEqual(kinds);
    const known = MOTOR_CLAIM_DOCUMENT_KINDS.map((kind) => kind.value as string);
    expect(kinds.every((kind) => known.includes(kind))).toBe(true);
  });
});
