import { describe, expect, it } from 'vitest';
import {
  VALUATION_MESSAGES,
  VEHICLE_MESSAGES,
  vehicleDetailsSchema,
  type ValuationSearchReply,
  type VehicleValuation,
} from '@cover/domain/motor';
import type { VehicleChoice } from '../../quote/valuation-picker';
import { NOT_IN_GUIDE } from '../../wizard/vehicle-rules';
import { CURRENT_INSPECTION_ID, motorPolicy, NEW_INSPECTION_ID } from '../test-motor-policy';
import { preInspection } from '../test-motor-claim';
import {
  emptySwapDraft,
  SWAP_FORM_MESSAGES,
  swapBody,
  swapChoiceChanged,
  swapChoiceFor,
  swapErrors,
  swapFieldPath,
  swapInspections,
  type MotorSwapDraft,
} from './swap-draft';

const VALUATION_ID = '0f6e2a56-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const guideRow = (model: string, retailPrice = 41_000_000, year = 2022): VehicleValuation => ({
  valuationId: VALUATION_ID,
  VehicleInformation: { make: 'MAZDA', model, year, vehicleType: 'car' },
  ValueInformation: { NewPrice: 52_000_000, RetailPrice: retailPrice },
});
const guide = (data: VehicleValuation[], makes = ['MAZDA', 'TOYOTA']): ValuationSearchReply => ({
  data,
  makes,
  models: data.map((row) => row.VehicleInformation.model),
  years: [2022],
  valuedOn: '2026-01-01',
});
const valued: VehicleChoice = {
  vehicle_type: 'car',
  priceSource: 'guide',
  make: 'MAZDA',
  model: 'CX-5',
  manufacturingYear: 2022,
  valuation: {
    valuationId: VALUATION_ID,
    newPrice: 52_000_000,
    retailPrice: 41_000_000,
    valuedOn: '2026-01-01',
  },
  estimatedRetailPrice: 45_000_000,
};

const draft = (
  overrides: Partial<MotorSwapDraft> = {},
  vehicle: Partial<VehicleChoice> = {},
): MotorSwapDraft => ({
  ...emptySwapDraft(motorPolicy()),
  preInspectionId: NEW_INSPECTION_ID,
  vehicle: { ...valued, ...vehicle },
  ...overrides,
});

describe('the new vehicle valued by the guide, starting from its inspection', () => {
  it('takes the guide’s valuation of the inspection’s make, model and year, in the guide’s spelling', () => {
    expect(swapChoiceFor(preInspection(), 'car', guide([guideRow('CX-5')]))).toEqual(valued);
  });

  it('takes the one guide model the inspection’s model begins, for its year', () => {
    expect(swapChoiceFor(preInspection(), 'car', guide([guideRow('CX-5 2.0 Active')]))).toMatchObject({
      make: 'MAZDA',
      model: 'CX-5 2.0 Active',
      valuation: { valuationId: VALUATION_ID },
    });
  });

  it.each<[string, ValuationSearchReply | undefined, Partial<VehicleChoice>]>([
    [
      'several guide models',
      guide([guideRow('CX-5 2.0 Active'), guideRow('CX-5 2.5 Individual')]),
      { make: 'MAZDA', model: '', manufacturingYear: null },
    ],
    [
      'the model in the guide, but not its year',
      { ...guide([]), models: ['CX-5', 'CX-3'] },
      { make: 'MAZDA', model: 'CX-5', manufacturingYear: 2022 },
    ],
    [
      'a make the guide does not have',
      guide([], ['TOYOTA']),
      { make: '', model: '', manufacturingYear: null },
    ],
    ['no answer from the guide', undefined, { make: '', model: '', manufacturingYear: null }],
  ])('leaves the choice to the customer with %s', (_case, reply, expected) => {
    expect(swapChoiceFor(preInspection(), 'car', reply)).toEqual({ ...valued, valuation: null, ...expected });
  });

  it('starts a vehicle the guide does not list from the inspection’s make, model and year', () => {
    const left = swapChoiceFor(preInspection(), 'car', undefined);
    expect(swapChoiceChanged(left, { priceSource: 'own', valuation: null }, preInspection())).toEqual({
      ...valued,
      priceSource: 'own',
      make: 'Mazda',
      valuation: null,
    });
    expect(swapChoiceChanged(valued, { priceSource: 'own', valuation: null }, preInspection())).toMatchObject(
      {
        make: 'MAZDA',
        model: 'CX-5',
      },
    );
    expect(swapChoiceChanged(left, { make: 'TOYOTA' }, preInspection())).toMatchObject({
      make: 'TOYOTA',
      model: '',
    });
  });
});

describe('the swap to another vehicle', () => {
  it('prices the new vehicle at the guide’s retail price with its valuation, as the wizard does', () => {
    const body = swapBody(draft(), preInspection(), 'car');
    expect(vehicleDetailsSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      make: 'MAZDA',
      model: 'CX-5',
      manufacturingYear: 2022,
      vin: 'JMZKF6W7A00123456',
      vehicle_reg_no: 'GP 55 XY GP',
      odometer: 42_000,
      valuationId: VALUATION_ID,
      estimatedRetailPrice: 41_000_000,
      isEstimatedRetailPrice: true,
      preInspectionId: NEW_INSPECTION_ID,
    });
    expect(swapErrors(draft(), preInspection(), 'car')).toEqual({});
  });

  it.each<[string, Partial<VehicleChoice>]>([
    ['a vehicle the guide does not list', { priceSource: 'own', make: 'Mazda', valuation: null }],
    ['a guide vehicle with no retail price', { valuation: { ...valued.valuation!, retailPrice: 0 } }],
  ])('prices %s at the customer’s own estimate, with no valuation', (_case, vehicle) => {
    const body = swapBody(draft({}, vehicle), preInspection(), 'car');
    expect(body).toMatchObject({
      valuationId: null,
      estimatedRetailPrice: 45_000_000,
      isEstimatedRetailPrice: true,
    });
    expect(swapErrors(draft({}, vehicle), preInspection(), 'car')).toEqual({});
  });

  it.each<[string, MotorSwapDraft, ReturnType<typeof preInspection> | undefined, Record<string, string>]>([
    [
      'no inspection chosen',
      draft({ preInspectionId: '' }, { make: '', valuation: null }),
      undefined,
      { preInspectionId: SWAP_FORM_MESSAGES.preInspectionId },
    ],
    [
      'no model chosen from the guide',
      draft({}, { model: '', valuation: null }),
      preInspection(),
      { 'vehicle.model': VALUATION_MESSAGES.model },
    ],
    [
      'a year the guide does not value',
      draft({}, { valuation: null }),
      preInspection(),
      { 'vehicle.manufacturingYear': NOT_IN_GUIDE },
    ],
    [
      'no own value for a vehicle the guide does not list',
      draft({}, { priceSource: 'own', valuation: null, estimatedRetailPrice: null }),
      preInspection(),
      { 'vehicle.estimatedRetailPrice': VEHICLE_MESSAGES.price },
    ],
    [
      'an unanswered question',
      draft({ isEssentialPart: null }),
      preInspection(),
      { isEssentialPart: SWAP_FORM_MESSAGES.isEssentialPart },
    ],
    [
      'an inspection whose facts the contract refuses',
      draft(),
      preInspection({ engineNo: 'PY 1234 567 / B' }),
      { preInspectionId: `${SWAP_FORM_MESSAGES.inspectionFacts}: ${VEHICLE_MESSAGES.engineNo}` },
    ],
  ])('refuses %s', (_case, swap, inspection, expected) => {
    expect(swapErrors(swap, inspection, 'car')).toEqual(expected);
  });

  it.each([
    ['vehicle.estimatedRetailPrice', 'vehicle.estimatedRetailPrice'],
    ['vehicle.isEstimatedRetailPrice', 'vehicle.estimatedRetailPrice'],
    ['vehicle.valuationId', 'vehicle.make'],
    ['vehicle.model', 'vehicle.model'],
    ['vehicle.vehicleUsedFor', 'vehicleUsedFor'],
    ['vehicle.vin', 'preInspectionId'],
    ['isEssentialPart', 'isEssentialPart'],
  ])('puts the server’s %s on the form’s %s', (path, field) => {
    expect(swapFieldPath(path)).toBe(field);
  });

  it('offers the caller’s inspections before cover of another vehicle, not removed ones nor of a stolen vehicle', () => {
    const offered = swapInspections(
      [
        preInspection({ preInspectionId: CURRENT_INSPECTION_ID }),
        preInspection({ preInspectionId: 'same-vin', vinNo: 'AHTBB3QE500012345' }),
        preInspection({ preInspectionId: 'removed', isDeleted: true }),
        preInspection({ preInspectionId: 'claim', assessmentType: 'CLAIM_SUBMISSION' }),
        preInspection({ preInspectionId: 'stolen', vehicleClaimedStolen: true }),
        preInspection(),
      ],
      motorPolicy(),
    );
    expect(offered.map((inspection) => inspection.preInspectionId)).toEqual([NEW_INSPECTION_ID]);
  });
});
