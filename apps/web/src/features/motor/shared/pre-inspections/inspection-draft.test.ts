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
  type InspectionDraft,
} from './inspection-draft';

const VALUATION = {
  valuationId: '0f6e2a56-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  newPrice: 52_000_000,
  retailPrice: 41_000_000,
  valuedOn: '2026-01-01',
};
/** A vehicle the guide does not list, at the customer's own value. */
const typed: InspectionDraft = {
  ...emptyInspectionDraft('car'),
  vehicle: {
    vehicle_type: 'car',
    priceSource: 'own',
    make: 'Kia',
    model: 'Picanto',
    manufacturingYear: 2023,
    valuation: null,
    estimatedRetailPrice: 18_000_000,
  },
  color: 'Blue',
  registrationNo: 'cy 12-34',
  vinNo: 'knabe511aat012345',
  engineNo: 'g4la123456',
  odometerValue: '12000',
  vehicleRegistrationYear: '2023',
  vehicleRegistrationMonth: '2',
};
/** The same facts of a vehicle chosen from the guide. */
const guided: InspectionDraft = {
  ...typed,
  vehicle: {
    vehicle_type: 'car',
    priceSource: 'guide',
    make: 'Mazda',
    model: 'CX-5 2.0 Active',
    manufacturingYear: 2022,
    valuation: VALUATION,
    estimatedRetailPrice: null,
  },
  vehicleRegistrationYear: '2022',
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

  it.each([
    ['the guide’s retail price for a vehicle chosen from it', guided, 'Mazda', 41_000_000],
    ['the customer’s own value for one the guide does not list', typed, 'Kia', 18_000_000],
  ])('values the vehicle at %s', (_, draft, make, value) => {
    expect(inspectionBody(draft)).toMatchObject({ make, estimatedRetailPrice: value });
    expect(inspectionFormSchema.safeParse(draft).success).toBe(true);
  });

  it.each([
    ['no make chosen', { make: '' }, 'vehicle.make'],
    ['no year chosen', { manufacturingYear: null, valuation: null }, 'vehicle.manufacturingYear'],
  ])('asks for the guide’s choice first: %s', (_, change, field) => {
    const result = inspectionFormSchema.safeParse({ ...guided, vehicle: { ...guided.vehicle, ...change } });
    expect((result.error?.issues ?? []).map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('sends the licence number as the disc prints it, else the number plate typed (it is the plate’s)', () => {
    expect(inspectionBody(typed).licenceNo).toBe('cy 12-34');
    expect(inspectionBody({ ...typed, licenceNo: 'CY1234' }).licenceNo).toBe('CY1234');
  });

  it.each([
    ['licenceNo', 'registrationNo'],
    ['vinNo', 'vinNo'],
    ['make', 'vehicle.make'],
    ['estimatedRetailPrice', 'vehicle.estimatedRetailPrice'],
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
    const filled = withDiscFields({ ...emptyInspectionDraft('car'), engineNo: 'TYPED123' }, disc);
    expect(filled).toMatchObject({
      registrationNo: 'CY 12-34',
      vinNo: 'KNABE511AAT012345',
      engineNo: 'TYPED123',
      licenceNo: 'CY1234',
      vehicle: { make: 'KIA', model: 'PICANTO' },
      color: 'Blue / Blou',
    });
  });

  it('keeps the guide’s make and model once a valuation is chosen', () => {
    expect(withDiscFields(guided, disc).vehicle).toEqual(guided.vehicle);
  });
});
