/** The back office's pre-inspection calls (audience 'backoffice'): the queue, one inspection, its photos, the assessment. */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { multilineText } from '../../validators/zod-fields.js';
import {
  ASSESSMENT_STATUSES,
  PRE_INSPECTION_MESSAGES,
  assessmentStatusField,
  inspectionPhotoKindField,
  preInspectionPhotoSchema,
  preInspectionSchema,
  type AssessmentStatus,
} from './pre-inspection.js';

export const BACKOFFICE_PRE_INSPECTION_PATHS = {
  list: '/api/backoffice/pre-inspections',
  detail: '/api/backoffice/pre-inspections/:id',
  photo: '/api/backoffice/pre-inspections/:id/photos/:kind',
  assess: '/api/backoffice/pre-inspections/:id/assess',
} as const;

export const backofficePreInspectionListQuerySchema = z.object({
  status: assessmentStatusField.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const backofficePreInspectionParamsSchema = z.object({ id: entityIdField });
export const backofficePreInspectionPhotoParamsSchema = z.object({
  id: entityIdField,
  kind: inspectionPhotoKindField,
});
export const backofficePhotoQuerySchema = z.object({
  size: z.enum(['full', 'preview']).default('preview'),
});

export const assessPreInspectionInputSchema = z
  .object({
    decision: z.enum(['APPROVED', 'REJECTED']),
    reason: multilineText(z.string().trim().max(1000)).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'REJECTED' && !input.reason) {
      ctx.addIssue({ code: 'custom', message: PRE_INSPECTION_MESSAGES.reason, path: ['reason'] });
    }
  });
export type AssessPreInspectionInput = z.output<typeof assessPreInspectionInputSchema>;

/** One entry of an inspection's history (the events appended on every action). */
export const preInspectionEventSchema = z.object({
  type: z.string(),
  actor: z.string(),
  /** who, in words: the staff member's name, 'Customer', 'System' */
  actorName: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** An application made with the inspection (its vehicle's preInspectionId), as the back office links to it. */
export const backofficeInspectionApplicationSchema = z.object({
  applicationId: z.string(),
  /** e.g. APP-2026-000123 */
  applicationNumber: z.string(),
});

/** The claim a claim's inspection (CLAIM_SUBMISSION) belongs to. */
export const backofficeInspectionClaimSchema = z.object({
  claimId: z.string(),
  /** e.g. CLM-2026-000045 */
  claimNumber: z.string(),
});

/**
 * A pre-inspection as the back office sees it: the holder's view, who assessed it, and whose it is: the
 * policy holder's name, the applications made with it (newest first) and, for a claim's inspection, its claim.
 */
export const backofficePreInspectionSchema = preInspectionSchema.extend({
  policyHolderId: z.string(),
  /** the policy holder's first and last name */
  holderName: z.string(),
  applications: z.array(backofficeInspectionApplicationSchema),
  claim: backofficeInspectionClaimSchema.nullable(),
  assessedBy: z.string().nullable(),
  assessedAt: z.string().nullable(),
  photos: z.array(
    preInspectionPhotoSchema.extend({
      fullUrl: z.string().nullable(),
      contentType: z.string().nullable(),
      size: z.number().int().nullable(),
      uploadedAt: z.string().nullable(),
    }),
  ),
});
export type BackofficePreInspection = z.infer<typeof backofficePreInspectionSchema>;

export const backofficePreInspectionDetailSchema = backofficePreInspectionSchema.extend({
  /** the name of the staff member who assessed it */
  assessedByName: z.string().nullable(),
  history: z.array(preInspectionEventSchema),
});

export const backofficePreInspectionListReplySchema = z.object({
  data: z.array(backofficePreInspectionSchema),
  counts: z.object(
    Object.fromEntries(ASSESSMENT_STATUSES.map((status) => [status, z.number().int()])) as Record<
      AssessmentStatus,
      z.ZodNumber
    >,
  ),
});
