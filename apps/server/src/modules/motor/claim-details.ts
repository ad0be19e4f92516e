/**
 * The facts a motor claim keeps of its own (`claims.details`, parsed by its type's schema) and how they
 * appear in the claim's view and submit reply: the incident (the spec's field names), the police details,
 * the excess of its type, the vehicle, the accident details, the number the inspection link is texted to
 * (shown by its last 4 digits only) and the claim's inspection.
 */
import { MOTOR_CLAIM_TYPES, mobileEnding, provinceName, type MotorClaimType } from '@cover/domain';
import {
  accidentDetailsViewSchema,
  ASSESSMENT_STATUSES,
  motorClaimTypeLabel,
  type MotorClaim,
} from '@cover/domain/motor';
import { z } from 'zod';

const isoDayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const motorClaimDetailsSchema = z.object({
  claimType: z.enum(MOTOR_CLAIM_TYPES.map((type) => type.value) as [MotorClaimType, ...MotorClaimType[]]),
  incident_date: isoDayField,
  incident_time: z.string().regex(/^\d{2}:\d{2}$/),
  incident_address: z.string(),
  incident_suburb: z.string(),
  incident_province: z.string(),
  incident_delay_reason: z.string().nullable(),
  reportedLate: z.boolean(),
  description: z.string(),
  policeStation: z.string().nullable(),
  sapsCaseNumber: z.string().nullable(),
  policeReferenceNumber: z.string().nullable(),
  policeOfficer: z.string().nullable(),
  /** the excess of the type on this vehicle when the claim was made, cents */
  excess: z.number().int(),
  /** how the vehicle was described on the policy, e.g. 'Toyota Corolla 2021 (CA 123-456)' */
  vehicle: z.string(),
  accident: accidentDetailsViewSchema.nullable(),
  /** where the inspection link is texted (+27…), for the types whose damage is inspected */
  inspectionMobile: z.string().nullable(),
  /** the claim's CLAIM_SUBMISSION inspection, once one is arranged */
  inspection: z
    .object({ preInspectionId: z.string().uuid(), status: z.enum(ASSESSMENT_STATUSES) })
    .nullable(),
});
export type MotorClaimDetails = z.infer<typeof motorClaimDetailsSchema>;

type MotorClaimFacts = Pick<
  MotorClaim,
  | 'claimType'
  | 'claimTypeLabel'
  | 'incident_date'
  | 'incident_time'
  | 'incident_address'
  | 'incident_suburb'
  | 'incident_province'
  | 'incidentPlace'
  | 'incident_delay_reason'
  | 'reportedLate'
  | 'description'
  | 'policeStation'
  | 'sapsCaseNumber'
  | 'policeReferenceNumber'
  | 'policeOfficer'
  | 'excess'
  | 'vehicle'
  | 'accident'
  | 'inspectionMobileEnding'
  | 'inspection'
>;

/** '12 Jan Smuts Avenue, Rosebank, Gauteng' */
export const incidentPlace = (
  details: Pick<MotorClaimDetails, 'incident_address' | 'incident_suburb' | 'incident_province'>,
) =>
  [
    details.incident_address,
    details.incident_suburb,
    provinceName(details.incident_province) ?? details.incident_province,
  ].join(', ');

/** The claim's facts as its holder and the back office see them (the inspection number by its ending only). */
export function motorClaimFacts(details: MotorClaimDetails): MotorClaimFacts {
  const { inspectionMobile, ...rest } = details;
  return {
    ...rest,
    claimTypeLabel: motorClaimTypeLabel(details.claimType),
    incidentPlace: incidentPlace(details),
    inspectionMobileEnding: inspectionMobile ? mobileEnding(inspectionMobile) : null,
  };
}
