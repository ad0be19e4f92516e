import { z } from 'zod';
import {
  VEHICLE_MESSAGES,
  vehicleDetailsSchema,
  type MotorPolicy,
  type PreInspection,
} from '@cover/domain/motor';
import { contractErrors } from '../../../../../components/claims/claim-draft-rules';
import type { Answer } from '../edit/edit-draft';

type VehicleBody = z.input<typeof vehicleDetailsSchema>;

/**
 * A swap to another vehicle as typed: the new vehicle's inspection (its facts come from it), what the
 * vehicle is worth, what it is used for and whether your work needs it.
 */
export interface MotorSwapDraft {
  preInspectionId: string;
  /** cents */
  estimatedRetailPrice: number | null;
  vehicleUsedFor: string;
  isEssentialPart: Answer;
}

export const SWAP_FORM_MESSAGES = {
  preInspectionId: 'Please choose the new vehicle’s inspection, or start one',
  isEssentialPart: 'Please tell us whether the vehicle is essential for your work',
  inspectionFacts: 'The inspection’s details need correcting before the swap can be priced',
} as const;

/** The fields the swap form shows; the contract's other fields are the inspection's facts. */
const OWN_FIELDS = new Set(['preInspectionId', 'estimatedRetailPrice', 'vehicleUsedFor', 'isEssentialPart']);

const FALLBACKS: Readonly<Record<string, string>> = {
  isEssentialPart: SWAP_FORM_MESSAGES.isEssentialPart,
  estimatedRetailPrice: VEHICLE_MESSAGES.price,
};

export const emptySwapDraft = (policy: MotorPolicy): MotorSwapDraft => ({
  preInspectionId: '',
  estimatedRetailPrice: null,
  vehicleUsedFor: policy.module.vehicleUsedFor,
  isEssentialPart: policy.module.isEssentialPart,
});

/**
 * The new vehicle (createAlterationPackage's `vehicle`) from the draft and its inspection: the same kind of
 * vehicle as the policy's (a car for a car, a motorcycle for a motorcycle), valued by the customer.
 */
export function swapBody(
  draft: MotorSwapDraft,
  inspection: PreInspection,
  vehicleType: MotorPolicy['module']['vehicle']['vehicle_type'],
): VehicleBody {
  const price = draft.estimatedRetailPrice;
  return {
    vehicle_type: vehicleType,
    make: inspection.make,
    model: inspection.model,
    manufacturingYear: inspection.manufacturingYear,
    valuationId: null,
    estimatedRetailPrice: price ?? Number.NaN,
    isEstimatedRetailPrice: price !== null && price > 0,
    vehicleUsedFor: draft.vehicleUsedFor as VehicleBody['vehicleUsedFor'],
    isEssentialPart: draft.isEssentialPart as boolean,
    vin: inspection.vinNo,
    vehicle_reg_no: inspection.registrationNo,
    colour: inspection.color,
    engineNo: inspection.engineNo,
    odometer: inspection.odometerValue,
    vehicleRegistrationYear: inspection.vehicleRegistrationYear,
    vehicleRegistrationMonth: inspection.vehicleRegistrationMonth,
    preInspectionId: inspection.preInspectionId,
  };
}

/**
 * A contract's or the server's field path as the form names it ('vehicle.' dropped): the form's own fields
 * by name, the inspection's facts on the inspection's choice.
 */
export function swapFieldPath(path: string): string {
  const own = path.replace(/^vehicle\./, '');
  return OWN_FIELDS.has(own) ? own : 'preInspectionId';
}

/** Field path → message: the contract's checks of the new vehicle (the inspection's facts included). */
export function swapErrors(
  draft: MotorSwapDraft,
  inspection: PreInspection | undefined,
  vehicleType: MotorPolicy['module']['vehicle']['vehicle_type'],
): Record<string, string> {
  if (!inspection) {
    const errors: Record<string, string> = { preInspectionId: SWAP_FORM_MESSAGES.preInspectionId };
    if (draft.estimatedRetailPrice === null) errors.estimatedRetailPrice = VEHICLE_MESSAGES.price;
    if (draft.isEssentialPart === null) errors.isEssentialPart = SWAP_FORM_MESSAGES.isEssentialPart;
    return errors;
  }
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(
    contractErrors(vehicleDetailsSchema, swapBody(draft, inspection, vehicleType), FALLBACKS),
  )) {
    const field = swapFieldPath(path);
    errors[field] ??=
      field === 'preInspectionId' && path !== 'preInspectionId'
        ? `${SWAP_FORM_MESSAGES.inspectionFacts}: ${message}`
        : message;
  }
  return errors;
}

/** The form's schema for the inspections on offer: the draft checked through swapErrors. */
export const swapFormSchema = (
  inspections: readonly PreInspection[],
  vehicleType: MotorPolicy['module']['vehicle']['vehicle_type'],
): z.ZodType<MotorSwapDraft, MotorSwapDraft> =>
  z
    .custom<MotorSwapDraft>((value) => typeof value === 'object' && value !== null)
    .superRefine((draft, context) => {
      const inspection = inspections.find((entry) => entry.preInspectionId === draft.preInspectionId);
      for (const [path, message] of Object.entries(swapErrors(draft, inspection, vehicleType)))
        context.addIssue({ code: 'custom', path: [path], message });
    });

/**
 * The inspections a swap can use: the caller's inspections before cover, not removed, of a vehicle other
 * than the insured one.
 */
export const swapInspections = (inspections: readonly PreInspection[], policy: MotorPolicy) =>
  inspections.filter(
    (inspection) =>
      inspection.assessmentType === 'PRE_INSPECTION' &&
      !inspection.isDeleted &&
      inspection.preInspectionId !== policy.module.preInspectionId &&
      inspection.vinNo !== policy.module.vehicle.vin,
  );
