import { z } from 'zod';
import {
  VEHICLE_MESSAGES,
  vehicleDetailsSchema,
  type MotorPolicy,
  type PreInspection,
  type ValuationSearchReply,
} from '@cover/domain/motor';
import { contractErrors } from '../../../../../components/claims/claim-draft-rules';
import type { VehicleChoice } from '../../quote/valuation-picker';
import { vehiclePrice } from '../../wizard/registration-payloads';
import { emptyVehicle } from '../../wizard/registration-types';
import { vehicleChoiceErrors } from '../../wizard/vehicle-rules';
import type { Answer } from '../edit/edit-draft';

type VehicleBody = z.input<typeof vehicleDetailsSchema>;
type VehicleType = MotorPolicy['module']['vehicle']['vehicle_type'];

/**
 * A swap to another vehicle as typed: the new vehicle's inspection (its identity comes from it), its make,
 * model, year and value from the valuation guide (or, for a vehicle the guide does not list, the customer's
 * own estimate, as in the wizard), what it is used for and whether your work needs it.
 */
export interface MotorSwapDraft {
  preInspectionId: string;
  vehicle: VehicleChoice;
  vehicleUsedFor: string;
  isEssentialPart: Answer;
}

export const SWAP_FORM_MESSAGES = {
  preInspectionId: 'Please choose the new vehicle’s inspection, or start one',
  isEssentialPart: 'Please tell us whether the vehicle is essential for your work',
  inspectionFacts: 'The inspection’s details need correcting before the swap can be priced',
} as const;

/** The form's own fields; the contract's other fields are the inspection's facts. */
const OWN_FIELDS = new Set(['preInspectionId', 'vehicleUsedFor', 'isEssentialPart']);
/** The contract's fields the valuation picker shows, by the picker field that shows them. */
const CHOICE_FIELDS: Readonly<Record<string, string>> = {
  make: 'vehicle.make',
  model: 'vehicle.model',
  manufacturingYear: 'vehicle.manufacturingYear',
  estimatedRetailPrice: 'vehicle.estimatedRetailPrice',
  isEstimatedRetailPrice: 'vehicle.estimatedRetailPrice',
  // as in the wizard: a valuation refused is chosen again from the make
  valuationId: 'vehicle.make',
};

const FALLBACKS: Readonly<Record<string, string>> = {
  isEssentialPart: SWAP_FORM_MESSAGES.isEssentialPart,
  estimatedRetailPrice: VEHICLE_MESSAGES.price,
};

/** No vehicle chosen yet: the policy's kind of vehicle, to be valued by the guide. */
const emptyChoice = (vehicleType: VehicleType): VehicleChoice => ({
  vehicle_type: vehicleType,
  priceSource: 'guide',
  make: '',
  model: '',
  manufacturingYear: null,
  valuation: null,
  estimatedRetailPrice: null,
});

export const emptySwapDraft = (policy: MotorPolicy): MotorSwapDraft => ({
  preInspectionId: '',
  vehicle: emptyChoice(policy.module.vehicle.vehicle_type),
  vehicleUsedFor: policy.module.vehicleUsedFor,
  isEssentialPart: policy.module.isEssentialPart,
});

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The chosen inspection's vehicle as the valuation picker starts it, from the guide's search for its make,
 * model and year (`guide`; undefined when it could not be read): the guide's valuation when one guide
 * vehicle is the inspection's make, model (the same, or the only one its model begins) and year; otherwise
 * the make and model in the guide's spelling as far as the guide lists them, the rest left to choose. The
 * value given at the inspection is kept as the customer's own estimate, for a vehicle the guide does not
 * list or does not price.
 */
export function swapChoiceFor(
  inspection: PreInspection,
  vehicleType: VehicleType,
  guide: ValuationSearchReply | undefined,
): VehicleChoice {
  const estimate = inspection.estimatedRetailPrice > 0 ? inspection.estimatedRetailPrice : null;
  const matches = (guide?.data ?? []).filter(
    ({ VehicleInformation: info }) =>
      same(info.make, inspection.make) &&
      info.year === inspection.manufacturingYear &&
      info.vehicleType === vehicleType,
  );
  const match =
    matches.find(({ VehicleInformation: info }) => same(info.model, inspection.model)) ??
    (matches.length === 1 ? matches[0] : undefined);
  if (match && guide)
    return {
      ...emptyChoice(vehicleType),
      make: match.VehicleInformation.make,
      model: match.VehicleInformation.model,
      manufacturingYear: match.VehicleInformation.year,
      valuation: {
        valuationId: match.valuationId,
        newPrice: match.ValueInformation.NewPrice,
        retailPrice: match.ValueInformation.RetailPrice,
        valuedOn: guide.valuedOn,
      },
      estimatedRetailPrice: estimate,
    };
  const make = guide?.makes.find((listed) => same(listed, inspection.make)) ?? '';
  const model = make ? (guide?.models.find((listed) => same(listed, inspection.model)) ?? '') : '';
  return {
    ...emptyChoice(vehicleType),
    make,
    model,
    manufacturingYear: model ? inspection.manufacturingYear : null,
    estimatedRetailPrice: estimate,
  };
}

/**
 * A change from the valuation picker: a vehicle the customer says the guide does not list starts from the
 * inspection's make, model and year where the guide left them to choose.
 */
export function swapChoiceChanged(
  current: VehicleChoice,
  edited: Partial<VehicleChoice>,
  inspection: PreInspection | undefined,
): VehicleChoice {
  const next = { ...current, ...edited };
  if (edited.priceSource !== 'own' || !inspection) return next;
  return {
    ...next,
    make: next.make || inspection.make,
    model: next.model || inspection.model,
    manufacturingYear: next.manufacturingYear ?? inspection.manufacturingYear,
  };
}

/**
 * The new vehicle (createAlterationPackage's `vehicle`) from the draft and its inspection: the same kind of
 * vehicle as the policy's (a car for a car, a motorcycle for a motorcycle), its make, model and year as
 * chosen, valued as the wizard values it (the guide's retail price with its valuation, or the customer's
 * own estimate with none).
 */
export function swapBody(
  draft: MotorSwapDraft,
  inspection: PreInspection,
  vehicleType: VehicleType,
): VehicleBody {
  const { vehicle } = draft;
  const price = vehiclePrice({ ...emptyVehicle(), ...vehicle, vehicle_type: vehicleType });
  return {
    vehicle_type: vehicleType,
    make: vehicle.make,
    model: vehicle.model,
    manufacturingYear: vehicle.manufacturingYear ?? Number.NaN,
    valuationId: price.valuationId,
    estimatedRetailPrice: price.estimatedRetailPrice || Number.NaN,
    isEstimatedRetailPrice: price.isEstimatedRetailPrice,
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
 * by name, the vehicle's make, model, year and value on the valuation picker, the inspection's facts on the
 * inspection's choice.
 */
export function swapFieldPath(path: string): string {
  const own = path.replace(/^vehicle\./, '');
  return CHOICE_FIELDS[own] ?? (OWN_FIELDS.has(own) ? own : 'preInspectionId');
}

/**
 * Field path → message: the vehicle's choice from the guide (vehicleChoiceErrors, as in the wizard), then
 * the contract's checks of the new vehicle (the inspection's facts included).
 */
export function swapErrors(
  draft: MotorSwapDraft,
  inspection: PreInspection | undefined,
  vehicleType: VehicleType,
): Record<string, string> {
  if (!inspection) {
    const errors: Record<string, string> = { preInspectionId: SWAP_FORM_MESSAGES.preInspectionId };
    if (draft.isEssentialPart === null) errors.isEssentialPart = SWAP_FORM_MESSAGES.isEssentialPart;
    return errors;
  }
  const errors: Record<string, string> = { ...vehicleChoiceErrors({ ...emptyVehicle(), ...draft.vehicle }) };
  const chosen = Object.keys(errors).length === 0;
  for (const [path, message] of Object.entries(
    contractErrors(vehicleDetailsSchema, swapBody(draft, inspection, vehicleType), FALLBACKS),
  )) {
    const field = swapFieldPath(path);
    // the choice's own problem says what to do; the contract's would repeat it
    if (field.startsWith('vehicle.') && !chosen) continue;
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
  vehicleType: VehicleType,
): z.ZodType<MotorSwapDraft, MotorSwapDraft> =>
  z
    .custom<MotorSwapDraft>((value) => typeof value === 'object' && value !== null)
    .superRefine((draft, context) => {
      const inspection = inspections.find((entry) => entry.preInspectionId === draft.preInspectionId);
      for (const [path, message] of Object.entries(swapErrors(draft, inspection, vehicleType)))
        context.addIssue({ code: 'custom', path: path.split('.'), message });
    });

/**
 * The inspections a swap can use: the caller's inspections before cover, not removed, of a vehicle other
 * than the insured one and not claimed as stolen or hijacked (QA walk 12 no. 1).
 */
export const swapInspections = (inspections: readonly PreInspection[], policy: MotorPolicy) =>
  inspections.filter(
    (inspection) =>
      inspection.assessmentType === 'PRE_INSPECTION' &&
      !inspection.isDeleted &&
      inspection.vehicleClaimedStolen !== true &&
      inspection.preInspectionId !== policy.module.preInspectionId &&
      inspection.vinNo !== policy.module.vehicle.vin,
  );
