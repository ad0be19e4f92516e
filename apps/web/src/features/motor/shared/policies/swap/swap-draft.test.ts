import { describe, expect, it } from 'vitest';
import { VEHICLE_MESSAGES, vehicleDetailsSchema } from '@cover/domain/motor';
import { CURRENT_INSPECTION_ID, motorPolicy, NEW_INSPECTION_ID } from '../test-motor-policy';
import { preInspection } from '../test-motor-claim';
import {
  emptySwapDraft,
  SWAP_FORM_MESSAGES,
  swapBody,
  swapErrors,
  swapFieldPath,
  swapInspections,
  type MotorSwapDraft,
} from './swap-draft';

const draft = (overrides: Partial<MotorSwapDraft> = {}): MotorSwapDraft => ({
  ...emptySwapDraft(motorPolicy()),
  preInspectionId: NEW_INSPECTION_ID,
  estimatedRetailPrice: 45_000_000,
  ...overrides,
});

describe('the swap to another vehicle', () => {
  it('prices the new vehicle from its inspection’s facts, the value given and its use', () => {
    const body = swapBody(draft(), preInspection(), 'car');
    expect(vehicleDetailsSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      vin: 'JMZKF6W7A00123456',
      vehicle_reg_no: 'GP 55 XY GP',
      odometer: 42_000,
      valuationId: null,
      isEstimatedRetailPrice: true,
      preInspectionId: NEW_INSPECTION_ID,
    });
    expect(swapErrors(draft(), preInspection(), 'car')).toEqual({});
  });

  it.each<[string, MotorSwapDraft, ReturnType<typeof preInspection> | undefined, Record<string, string>]>([
    [
      'no inspection chosen',
      draft({ preInspectionId: '', estimatedRetailPrice: null }),
      undefined,
      { preInspectionId: SWAP_FORM_MESSAGES.preInspectionId, estimatedRetailPrice: VEHICLE_MESSAGES.price },
    ],
    [
      'no value',
      draft({ estimatedRetailPrice: null }),
      preInspection(),
      { estimatedRetailPrice: VEHICLE_MESSAGES.price },
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
    ['vehicle.estimatedRetailPrice', 'estimatedRetailPrice'],
    ['vehicle.vin', 'preInspectionId'],
    ['isEssentialPart', 'isEssentialPart'],
  ])('puts the server’s %s on the form’s %s', (path, field) => {
    expect(swapFieldPath(path)).toBe(field);
  });

  it('offers the caller’s inspections before cover of another vehicle, not removed ones', () => {
    const offered = swapInspections(
      [
        preInspection({ preInspectionId: CURRENT_INSPECTION_ID }),
        preInspection({ preInspectionId: 'same-vin', vinNo: 'AHTBB3QE500012345' }),
        preInspection({ preInspectionId: 'removed', isDeleted: true }),
        preInspection({ preInspectionId: 'claim', assessmentType: 'CLAIM_SUBMISSION' }),
        preInspection(),
      ],
      motorPolicy(),
    );
    expect(offered.map((inspection) => inspection.preInspectionId)).toEqual([NEW_INSPECTION_ID]);
  });
});
