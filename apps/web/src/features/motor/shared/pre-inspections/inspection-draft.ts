import { z } from 'zod';
import type { LicenceDiscFields } from '@cover/domain/motor';
import { createPreInspectionInputSchema } from '@cover/domain/motor';
import { contractErrors } from '../../../../components/claims/claim-draft-rules';
import type { MotorPreInspectionDraft } from '../api/servicing-api';
import { wholeNumber } from '../policies/number-text';

/** A new pre-inspection as typed: the vehicle's facts (spec 001 §3 "Pre-inspection"), numbers as text. */
export interface InspectionDraft {
  make: string;
  model: string;
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
  manufacturingYear: string;
  vehicleRegistrationYear: string;
  vehicleRegistrationMonth: string;
  /** cents */
  estimatedRetailPrice: number | null;
}

export const emptyInspectionDraft = (): InspectionDraft => ({
  make: '',
  model: '',
  color: '',
  registrationNo: '',
  vinNo: '',
  engineNo: '',
  licenceNo: '',
  odometerValue: '',
  manufacturingYear: '',
  vehicleRegistrationYear: '',
  vehicleRegistrationMonth: '',
  estimatedRetailPrice: null,
});

/** createPreinspection's body: an inspection before cover, with the facts as numbers. */
export const inspectionBody = (draft: InspectionDraft): MotorPreInspectionDraft => ({
  assessmentType: 'PRE_INSPECTION',
  make: draft.make,
  model: draft.model,
  color: draft.color,
  registrationNo: draft.registrationNo,
  vinNo: draft.vinNo,
  engineNo: draft.engineNo,
  licenceNo: (draft.licenceNo || draft.registrationNo).trim(),
  odometerValue: wholeNumber(draft.odometerValue),
  manufacturingYear: wholeNumber(draft.manufacturingYear),
  vehicleRegistrationYear: wholeNumber(draft.vehicleRegistrationYear),
  vehicleRegistrationMonth: wholeNumber(draft.vehicleRegistrationMonth),
  estimatedRetailPrice: draft.estimatedRetailPrice ?? Number.NaN,
});

/** A contract's or the server's field as the form shows it: the licence number's on the registration number. */
export const inspectionFieldPath = (path: string): string => (path === 'licenceNo' ? 'registrationNo' : path);

/** The form's schema: the draft as it is, checked through the contract (every problem at once). */
export const inspectionFormSchema: z.ZodType<InspectionDraft, InspectionDraft> = z
  .custom<InspectionDraft>((value) => typeof value === 'object' && value !== null)
  .superRefine((draft, context) => {
    for (const [path, message] of Object.entries(
      contractErrors(createPreInspectionInputSchema, inspectionBody(draft), {}),
    ))
      context.addIssue({ code: 'custom', path: inspectionFieldPath(path).split('.'), message });
  });

/** What a licence disc scan fills in (the user checks every value); fields it could not read stay as typed. */
export function withDiscFields(draft: InspectionDraft, disc: LicenceDiscFields): InspectionDraft {
  const pick = (read: string, typed: string) => (read.trim() === '' ? typed : read.trim());
  return {
    ...draft,
    registrationNo: pick(disc.registrationNumber, draft.registrationNo),
    vinNo: pick(disc.vin, draft.vinNo),
    engineNo: pick(disc.engineNumber, draft.engineNo),
    licenceNo: pick(disc.licenceNumber, draft.licenceNo),
    make: pick(disc.make, draft.make),
    model: pick(disc.model, draft.model),
    color: pick(disc.colour, draft.color),
  };
}
