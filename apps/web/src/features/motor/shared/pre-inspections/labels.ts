import {
  ASSESSMENT_STATUS_LABELS,
  INSPECTION_TYPE_LABELS,
  MOTOR_CLAIM_INSPECTION_TYPE,
  PHOTO_EDITABLE_STATUSES,
  type AssessmentStatus,
  type PreInspection,
} from '@cover/domain/motor';
import type { InspectionType } from '@cover/domain';

/** 'REJECTED' → 'Not approved'. */
export const assessmentStatusText = (status: AssessmentStatus) => ASSESSMENT_STATUS_LABELS[status];

/**
 * How each assessment status is coloured: approved green, not approved red, waiting for photos amber, no
 * longer needed (closed with its declined application) grey.
 */
export const ASSESSMENT_TONE: Readonly<
  Record<AssessmentStatus, 'success' | 'error' | 'warning' | 'info' | 'default'>
> = {
  AWAITING_PHOTOS: 'warning',
  SUBMITTED: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

/** 'CLAIM_SUBMISSION' → 'Inspection for a claim'. */
export const inspectionTypeText = (type: InspectionType) => INSPECTION_TYPE_LABELS[type];

/** 'Toyota Corolla (CA 123-456)' */
export const inspectedVehicle = (inspection: Pick<PreInspection, 'make' | 'model' | 'registrationNo'>) =>
  `${inspection.make} ${inspection.model} (${inspection.registrationNo})`;

/** '5 of 7 photos taken' (a pre-inspection asks for 7, a claim's inspection for 8: the list holds each asked) */
export function photoProgress(inspection: Pick<PreInspection, 'photos'>): string {
  const taken = inspection.photos.filter((photo) => photo.status === 'uploaded').length;
  return `${taken} of ${inspection.photos.length} photos taken`;
}

/** Whether photos may still be taken for it (waiting for them, or not approved), and it is not removed. */
export const photosStillWanted = (inspection: Pick<PreInspection, 'isDeleted' | 'assessmentStatus'>) =>
  !inspection.isDeleted && PHOTO_EDITABLE_STATUSES.includes(inspection.assessmentStatus);

/** The photo link's action: "again" only once a link was sent (it then replaces that one). */
export const photoLinkAction = (inspection: Pick<PreInspection, 'smsSentAt'>) =>
  inspection.smsSentAt ? 'Send the photo link again' : 'Send the photo link';

const PHOTOS_BY_LINK = 'The photos are taken with your phone from the link we text you.';

/**
 * The inspections section's intro, for the inspections it lists: one before cover says cover starts once it
 * is approved; one for a claim says it shows us the damage (it starts no cover: the policy is in force).
 */
export function inspectionsIntro(listed: readonly Pick<PreInspection, 'assessmentType'>[]): string {
  const forClaims = listed.filter((inspection) => inspection.assessmentType === MOTOR_CLAIM_INSPECTION_TYPE);
  if (forClaims.length === 0)
    return `Cover starts once the vehicle’s inspection is approved. ${PHOTOS_BY_LINK}`;
  if (forClaims.length === listed.length)
    return `An inspection for a claim shows us the damage. ${PHOTOS_BY_LINK}`;
  return `Cover starts once a vehicle’s inspection is approved; an inspection for a claim shows us the damage. ${PHOTOS_BY_LINK}`;
}
