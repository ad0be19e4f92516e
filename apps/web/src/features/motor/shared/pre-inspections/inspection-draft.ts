import { z } from 'zod';
import type { LicenceDiscFields } from '@cover/domain/motor';
import { createPreInspectionInputSchema } from '@cover/domain/motor';
import { contractErrors } from '../../../../components/claims/claim-draft-rules';
import type { MotorPreInspectionDraft } from '../api/servicing-api';
import { wholeNumber } from '../policies/number-text';
import type { VehicleChoice } from '../quote/vehicle-choice';
import { vehiclePrice } from '../wizard/registration-payloads';
import { emptyVehicle, type MotorVehicleType } from '../wizard/registration-types';
import { vehicleChoiceErrors } from '../wizard/vehicle-rules';

/**
 * A new pre-inspection as typed: the vehicle's facts (spec 001 §3 "Pre-inspection"), numbers as text; its
 * make, model, year and value chosen from the valuation guide as in the application (or, for a vehicle the
 * guide does not list, given by the customer).
 */
export interface InspectionDraft {
  vehicle: VehicleChoice;
  color: string;
  registrationNo: string;
  vinNo: string;
  engineNo: string;
  /**
   * the licence number as the licence disc prints it (a scan fills it; '' otherwise). It is the number
   * plate's, so it is not asked for beside the registration number: the registration number is sent.
   */
  licenceNo: string;
  odometerValue: string;
  vehicleRegistrationYear: string;
  vehicleRegistrationMonth: string;
}

/** No vehicle chosen yet: of the kind given (a swap's is the policy's), to be valued by the guide. */
export const emptyInspectionDraft = (vehicleType: MotorVehicleType): InspectionDraft => ({
  vehicle: {
    vehicle_type: vehicleType,
    priceSource: 'guide',
    make: '',
    model: '',
    manufacturingYear: null,
    valuation: null,
    estimatedRetailPrice: null,
  },
  color: '',
  registrationNo: '',
  vinNo: '',
  engineNo: '',
  licenceNo: '',
  odometerValue: '',
  vehicleRegistrationYear: '',
  vehicleRegistrationMonth: '',
});

/**
 * createPreinspection's body: an inspection before cover, with the facts as numbers; its value the guide's
 * retail price, or the customer's own estimate of a vehicle the guide does not list or price.
 */
export const inspectionBody = (draft: InspectionDraft): MotorPreInspectionDraft => ({
  assessmentType: 'PRE_INSPECTION',
  make: draft.vehicle.make,
  model: draft.vehicle.model,
  color: draft.color,
  registrationNo: draft.registrationNo,
  vinNo: draft.vinNo,
  engineNo: draft.engineNo,
  licenceNo: (draft.licenceNo || draft.registrationNo).trim(),
  odometerValue: wholeNumber(draft.odometerValue),
  manufacturingYear: draft.vehicle.manufacturingYear ?? Number.NaN,
  vehicleRegistrationYear: wholeNumber(draft.vehicleRegistrationYear),
  vehicleRegistrationMonth: wholeNumber(draft.vehicleRegistrationMonth),
  estimatedRetailPrice:
    vehiclePrice({ ...emptyVehicle(), ...draft.vehicle }).estimatedRetailPrice || Number.NaN,
});

/** The contract's fields the valuation picker shows. */
const CHOICE_FIELDS = new Set(['make', 'model', 'manufacturingYear', 'estimatedRetailPrice']);

/**
 * A contract's or the server's field as the form shows it: the licence number's on the registration number,
 * the make, model, year and value on the valuation picker's.
 */
export const inspectionFieldPath = (path: string): string =>
  path === 'licenceNo' ? 'registrationNo' : CHOICE_FIELDS.has(path) ? `vehicle.${path}` : path;

/**
 * Field path → message: the vehicle's choice from the guide (vehicleChoiceErrors, as in the wizard), then
 * the contract's checks of the inspection (the choice's own fields only once it is made, not to repeat it).
 */
export function inspectionErrors(draft: InspectionDraft): Record<string, string> {
  const errors: Record<string, string> = {
    ...vehicleChoiceErrors({ ...emptyVehicle(), ...draft.vehicle }),
  };
  const chosen = Object.keys(errors).length === 0;
  for (const [path, message] of Object.entries(
    contractErrors(createPreInspectionInputSchema, inspectionBody(draft), {}),
  )) {
    const field = inspectionFieldPath(path);
    if (field.startsWith('vehicle.') && !chosen) continue;
    errors[field] ??= message;
  }
  return errors;
}

/** The form's schema: the draft as it is, checked through inspectionErrors (every problem at once). */
export const inspectionFormSchema: z.ZodType<InspectionDraft, InspectionDraft> = z
  .custom<InspectionDraft>((value) => typeof value === 'object' && value !== null)
  .superRefine((draft, context) => {
    for (const [path, message] of Object.entries(inspectionErrors(draft)))
      context.addIssue({ code: 'custom', path: path.split('.'), message });
  });

/**
 * What a licence disc scan fills in (the user checks every value); fields it could not read stay as typed.
 * The guide's make and model stay once a valuation is chosen (as in the wizard); otherwise the disc's are
 * used, and the picker finds them in the guide.
 */
export function withDiscFields(draft: InspectionDraft, disc: LicenceDiscFields): InspectionDraft {
  const pick = (read: string, typed: string) => (read.trim() === '' ? typed : read.trim());
  const { vehicle } = draft;
  const keepsGuide = vehicle.priceSource === 'guide' && vehicle.valuation !== null;
  return {
    ...draft,
    vehicle: keepsGuide
      ? vehicle
      : { ...vehicle, make: pick(disc.make, vehicle.make), model: pick(disc.model, vehicle.model) },
    registrationNo: pick(disc.registrationNumber, draft.registrationNo),
    vinNo: pick(disc.vin, draft.vinNo),
    engineNo: pick(disc.engineNumber, draft.engineNo),
    licenceNo: pick(disc.licenceNumber, draft.licenceNo),
    color: pick(disc.colour, draft.color),
  };
}
