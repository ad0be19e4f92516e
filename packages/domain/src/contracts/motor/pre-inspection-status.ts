/**
 * Where a motor pre-inspection stands: its kinds and assessment statuses in the customer's words, when
 * photos may be taken, and its closing with the application it was for (declined or withdrawn).
 */
import type { INSPECTION_TYPES } from '../../constants/motor.js';

export const INSPECTION_TYPE_LABELS: Readonly<Record<(typeof INSPECTION_TYPES)[number], string>> = {
  PRE_INSPECTION: 'Pre-inspection before cover',
  CLAIM_SUBMISSION: 'Inspection for a claim',
};

/**
 * CANCELLED: closed without an assessment because the application it was for was declined (by
 * underwriting, or by the employee an operator applied for) or withdrawn (removed by its customer): no
 * photos are wanted and its link is revoked.
 */
export const ASSESSMENT_STATUSES = [
  'AWAITING_PHOTOS',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const ASSESSMENT_STATUS_LABELS: Readonly<Record<AssessmentStatus, string>> = {
  AWAITING_PHOTOS: 'Waiting for photos',
  SUBMITTED: 'Photos sent for assessment',
  APPROVED: 'Approved',
  REJECTED: 'Not approved',
  CANCELLED: 'No longer needed',
};

/** Why a CANCELLED pre-inspection was closed, in the customer's words. */
export const PRE_INSPECTION_CANCELLED_TEXT =
  'No photos are needed: the application for this vehicle was declined or withdrawn, so the inspection was closed and its link no longer works.';

/** Why a CANCELLED inspection of a claim's damage was closed (its claim was repudiated), in the customer's words. */
export const CLAIM_INSPECTION_CANCELLED_TEXT =
  'No photos are needed: the claim they were for has been decided, so the inspection was closed and its link no longer works.';

/** Why the application a pre-inspection was for no longer goes ahead: declined, or withdrawn by its customer. */
export const PRE_INSPECTION_CLOSE_REASONS = ['declined', 'withdrawn'] as const;
export type PreInspectionCloseReason = (typeof PRE_INSPECTION_CLOSE_REASONS)[number];

/**
 * Whether a pre-inspection closes with its application: one still waiting for photos or for an assessment
 * does; an approved one stays (cover may rest on it) and a closed one stays closed.
 */
export const closesWithApplication = (status: AssessmentStatus): boolean =>
  status === 'AWAITING_PHOTOS' || status === 'SUBMITTED' || status === 'REJECTED';

/** The history line of a pre-inspection closed with its application, by why it closed. */
export const preInspectionClosedSummary = (reason: PreInspectionCloseReason): string =>
  `Pre-inspection no longer needed: the application for this vehicle was ${reason}`;

/** Photos may be (re)taken while the inspection waits for them or after it was rejected. */
export const PHOTO_EDITABLE_STATUSES: readonly AssessmentStatus[] = ['AWAITING_PHOTOS', 'REJECTED'];
