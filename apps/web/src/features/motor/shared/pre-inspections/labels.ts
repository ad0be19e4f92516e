import {
  ASSESSMENT_STATUS_LABELS,
  INSPECTION_TYPE_LABELS,
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

/** The photo link's action: "again" only once a link was sent (it then replaces that one). */
export const photoLinkAction = (inspection: Pick<PreInspection, 'smsSentAt'>) =>
  inspection.smsSentAt ? 'Send the photo link again' : 'Send the photo link';
