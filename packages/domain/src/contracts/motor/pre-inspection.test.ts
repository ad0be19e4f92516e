import { describe, expect, it } from 'vitest';
import { assessPreInspectionInputSchema } from './pre-inspection-backoffice.js';
import {
  createPreInspectionInputSchema,
  INSPECTION_PHOTO_GUIDES,
  INSPECTION_PHOTO_KINDS,
  inspectionLink,
  PRE_INSPECTION_PATHS,
  preInspectionsByIdNumberQuerySchema,
  sendInspectionSmsInputSchema,
  vehicleRegistrationDate,
} from './pre-inspection.js';

const vehicle = {
  make: 'Toyota',
  model: 'Hilux 2.4 GD-6',
  color: 'Silver',
  registrationNo: 'nd 123-456',
  vinNo: ' ahtkb3fe502123456',
  engineNo: '2gd1234567',
  licenceNo: 'nd123456',
  odometerValue: 120_000,
  manufacturingYear: 2019,
  vehicleRegistrationYear: 2019,
  vehicleRegistrationMonth: 11,
  estimatedRetailPrice: 32_000_000,
};

describe('createPreInspectionInputSchema', () => {
  it('normalises the facts and defaults the type to PRE_INSPECTION', () => {
    expect(createPreInspectionInputSchema.parse(vehicle)).toMatchObject({
      assessmentType: 'PRE_INSPECTION',
      registrationNo: 'ND 123-456',
      vinNo: 'AHTKB3FE502123456',
      engineNo: '2GD1234567',
      licenceNo: 'ND123456',
    });
  });

  const thisYear = new Date().getFullYear();
  it.each([
    [{ odometerValue: 0 }, true],
    [{ odometerValue: 2_000_000 }, true],
    [{ odometerValue: 2_000_001 }, false],
    [{ estimatedRetailPrice: 0 }, true],
    [{ estimatedRetailPrice: -1 }, false],
    [{ estimatedRetailPrice: 2_000_000_001 }, false],
    [{ vehicleRegistrationYear: 1900, vehicleRegistrationMonth: 1 }, true],
    [{ vehicleRegistrationYear: 1899, vehicleRegistrationMonth: 12 }, false],
    [{ vehicleRegistrationMonth: 0 }, false],
    [{ vehicleRegistrationMonth: 13 }, false],
    [{ vehicleRegistrationYear: thisYear + 1, vehicleRegistrationMonth: 1 }, false],
    [{ manufacturingYear: thisYear + 1 }, true],
    [{ manufacturingYear: thisYear + 2 }, false],
    [{ vinNo: 'AHTKB3FE502I23456' }, false],
    [{ registrationNo: 'X' }, false],
    [{ assessmentType: 'CLAIM_SUBMISSION' }, true],
  ])('%o → valid %s', (change, valid) => {
    expect(createPreInspectionInputSchema.safeParse({ ...vehicle, ...change }).success).toBe(valid);
  });

  it('builds the registration date as YYYY-MM', () => {
    expect(vehicleRegistrationDate({ vehicleRegistrationYear: 2019, vehicleRegistrationMonth: 3 })).toBe(
      '2019-03',
    );
  });
});

describe('list queries', () => {
  it.each([
    [{}, { limit: 20, isDeleted: false }],
    [
      { isDeleted: 'true', limit: '5' },
      { limit: 5, isDeleted: true },
    ],
    [{ isDeleted: 'false' }, { isDeleted: false }],
  ])('%o → %o', (query, expected) => {
    expect(preInspectionsByIdNumberQuerySchema.parse(query)).toMatchObject(expected);
  });
  it.each([{ isDeleted: 'yes' }, { limit: '0' }, { limit: '101' }, { idNumber: '8501015009080' }])(
    'refuses %o',
    (query) => {
      expect(preInspectionsByIdNumberQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('the link, the SMS input and the assessment', () => {
  it('puts the token in the fragment of the page address', () => {
    expect(inspectionLink('https://cover.example.co.za/', 'abc')).toBe(
      'https://cover.example.co.za/inspection#t=abc',
    );
  });
  it('normalises the mobile to +27', () => {
    const input = sendInspectionSmsInputSchema.parse({
      preInspectionId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      mobile: '082 555 0199',
    });
    expect(input.mobile).toBe('+27825550199');
  });
  it.each([
    [{ decision: 'APPROVED' }, true],
    [{ decision: 'REJECTED' }, false],
    [{ decision: 'REJECTED', reason: ' ' }, false],
    [{ decision: 'REJECTED', reason: 'Blurred odometer' }, true],
    [{ decision: 'MAYBE' }, false],
  ])('%o → valid %s', (input, valid) => {
    expect(assessPreInspectionInputSchema.safeParse(input).success).toBe(valid);
  });
});

describe('photos and paths', () => {
  it('guides every one of the seven photos', () => {
    expect(INSPECTION_PHOTO_KINDS).toHaveLength(7);
    for (const kind of INSPECTION_PHOTO_KINDS) {
      expect(INSPECTION_PHOTO_GUIDES[kind].label.length).toBeGreaterThan(3);
      expect(INSPECTION_PHOTO_GUIDES[kind].guidance.length).toBeGreaterThan(20);
    }
  });
  it('puts the six calls under each motor family', () => {
    expect(PRE_INSPECTION_PATHS.retail.createPreinspection).toMatchObject({
      path: '/api/retail/motor/preinspections/createPreinspection',
      method: 'POST',
      status: 201,
      idempotent: true,
      audience: 'retail',
    });
    expect(PRE_INSPECTION_PATHS.employee.sendInspectionSms.path).toBe(
      '/api/employee/motor/claims/sendInspectionSms',
    );
    expect(Object.keys(PRE_INSPECTION_PATHS.employee)).toHaveLength(6);
  });
});
