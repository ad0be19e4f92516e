import { describe, expect, it } from 'vitest';
import {
  createPreInspectionInputSchema,
  PRE_INSPECTION_MESSAGES,
  type LicenceDiscFields,
} from '@cover/domain/motor';
import {
  emptyInspectionDraft,
  inspectionBody,
  inspectionFieldPath,
  inspectionFormSchema,
  withDiscFields,
} from './inspection-draft';

const typed = {
  ...emptyInspectionDraft(),
  make: 'Kia',
  model: 'Picanto',
  color: 'Blue',
  registrationNo: 'cy 12-34',
  vinNo: 'knabe511aat012345',
  engineNo: 'g4la123456',
  odometerValue: '12000',
  manufacturingYear: '2023',
  vehicleRegistrationYear: '2023',
  vehicleRegistrationMonth: '2',
  estimatedRetailPrice: 18_000_000,
};

const disc: LicenceDiscFields = {
  registrationNumber: 'CY 12-34',
  vin: 'KNABE511AAT012345',
  engineNumber: '',
  make: 'KIA',
  model: 'PICANTO',
  colour: 'Blue / Blou',
  description: 'Motor car / Motorkar',
  licenceNumber: 'CY1234',
  vehicleRegisterNumber: 'ABC123',
  discNumber: '1234',
  expiryDate: '2027-01-31',
};

describe('a new vehicle inspection', () => {
  it('sends the facts as numbers, an inspection before cover', () => {
    const body = inspectionBody(typed);
    expect(body).toMatchObject({
      assessmentType: 'PRE_INSPECTION',
      odometerValue: 12_000,
      vehicleRegistrationMonth: 2,
    });
    expect(createPreInspectionInputSchema.safeParse(body).success).toBe(true);
    expect(inspectionFormSchema.safeParse(typed).success).toBe(true);
  });

  it('sends the licence number as the disc prints it, else the number plate typed (it is the plate’s)', () => {
    expect(inspectionBody(typed).licenceNo).toBe('cy 12-34');
    expect(inspectionBody({ ...typed, licenceNo: 'CY1234' }).licenceNo).toBe('CY1234');
  });

  it.each([
    ['licenceNo', 'registrationNo'],
    ['vinNo', 'vinNo'],
  ])('puts a problem with %s on the form’s %s', (path, field) => {
    expect(inspectionFieldPath(path)).toBe(field);
  });

  it('says what is wrong with each fact in the contract’s words', () => {
    const result = inspectionFormSchema.safeParse({
      ...typed,
      vinNo: 'knabe511aat01234O',
      odometerValue: '',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      vinNo: PRE_INSPECTION_MESSAGES.vin,
      odometerValue: PRE_INSPECTION_MESSAGES.odometer,
    });
  });

  it('fills in what the licence disc gives and keeps what it could not read', () => {
    const filled = withDiscFields({ ...emptyInspectionDraft(), engineNo: 'TYPED123' }, disc);
    expect(filled).toMatchObject({
      registrationNo: 'CY 12-34',
      vinNo: 'KNABE511AAT012345',
      engineNo: 'TYPED123',
      licenceNo: 'CY1234',
      make: 'KIA',
      color: 'Blue / Blou',
    });
  });
});
