/**
 * The motor claim's replies (issue 11): the claim as its holder sees it (the motor facts beside the shared
 * claim header), the submit reply, the documents and upload contracts for `claimCallSpecs`, and the call
 * that texts the link to the claim's inspection (claims/sendClaimInspectionSms). The forms are in claims.ts.
 */
import { z } from 'zod';
import { optionalSaMobileField } from '../../validators/zod-fields.js';
import {
  claimDocumentsReplySchema,
  claimUploadFieldsSchemaFor,
  claimUploadReplySchema,
} from '../claims/uploads.js';
import { claimHeaderShape, claimSubmitReplyShape } from '../claims/views.js';
import type { LineClaimContracts } from '../paths/claim-calls.js';
import { POST, type RouteSpec } from '../paths/route.js';
import { accidentDetailsViewSchema } from './claim-accident.js';
import {
  MOTOR_CLAIM_DOCUMENT_KINDS,
  MOTOR_CLAIM_MESSAGES,
  motorClaimSubmitInputSchema,
  motorClaimTypeField,
} from './claims.js';
import { assessmentStatusField } from './pre-inspection.js';

/** The claim's inspection (CLAIM_SUBMISSION): the pre-inspection record and its status when last recorded. */
export const motorClaimInspectionSchema = z.object({
  preInspectionId: z.string(),
  status: assessmentStatusField,
});
export type MotorClaimInspection = z.infer<typeof motorClaimInspectionSchema>;

/** The motor facts of a claim, in its view and its submit reply. */
export const motorClaimFactsShape = {
  claimType: motorClaimTypeField,
  claimTypeLabel: z.string(),
  incident_date: z.string(),
  incident_time: z.string(),
  incident_address: z.string(),
  incident_suburb: z.string(),
  /** the province code */
  incident_province: z.string(),
  /** where it happened, as people read it: '12 Jan Smuts Avenue, Rosebank, Gauteng' */
  incidentPlace: z.string(),
  incident_delay_reason: z.string().nullable(),
  /** reported more than 48 hours after the incident */
  reportedLate: z.boolean(),
  description: z.string(),
  policeStation: z.string().nullable(),
  sapsCaseNumber: z.string().nullable(),
  policeReferenceNumber: z.string().nullable(),
  policeOfficer: z.string().nullable(),
  /** the excess of this claim type on this vehicle, cents */
  excess: z.number().int(),
  /** the vehicle claimed for, e.g. 'Toyota Corolla 2021 (CA 123-456)' */
  vehicle: z.string(),
  accident: accidentDetailsViewSchema.nullable(),
  /** the last 4 digits of the number the inspection link is texted to */
  inspectionMobileEnding: z.string().nullable(),
  inspection: motorClaimInspectionSchema.nullable(),
};

/**
 * The submit reply: the claim's facts and, for damage inspected from photos, the number its inspection link
 * was texted to (on submission: the number the caller has just given, +27 form); null when none was texted.
 */
export const motorClaimSubmitReplySchema = z.object({
  ...claimSubmitReplyShape,
  ...motorClaimFactsShape,
  inspectionLinkSentTo: z.string().nullable(),
});
export type MotorClaimSubmitReply = z.infer<typeof motorClaimSubmitReplySchema>;

export const motorClaimSchema = z.object({ ...claimHeaderShape, ...motorClaimFactsShape });
export type MotorClaim = z.infer<typeof motorClaimSchema>;
export const motorClaimListReplySchema = z.object({ data: z.array(motorClaimSchema) });
export const motorClaimDocumentsReplySchema = claimDocumentsReplySchema;

/** The non-file fields of a motor claim document upload (multipart). */
export const motorClaimUploadFieldsSchema = claimUploadFieldsSchemaFor(MOTOR_CLAIM_DOCUMENT_KINDS);
export const motorClaimUploadReplySchema = claimUploadReplySchema;

/** The motor claims contracts, for `claimCallSpecs` in the motor path map. */
export const MOTOR_CLAIM_CONTRACTS = {
  submitInput: motorClaimSubmitInputSchema,
  submitReply: motorClaimSubmitReplySchema,
  claim: motorClaimSchema,
  claimList: motorClaimListReplySchema,
  documentsReply: motorClaimDocumentsReplySchema,
  uploadFields: motorClaimUploadFieldsSchema,
  uploadReply: motorClaimUploadReplySchema,
} satisfies LineClaimContracts;

// ---------------------------------------------------------------------------------------------------------
// The claim's inspection link (claims/sendClaimInspectionSms)
// ---------------------------------------------------------------------------------------------------------

/** Texts the link to the claim's inspection; the mobile defaults to the claim's inspection number. */
export const sendClaimInspectionSmsInputSchema = z.object({
  claimId: z.string({ message: MOTOR_CLAIM_MESSAGES.claimId }).trim().uuid(MOTOR_CLAIM_MESSAGES.claimId),
  mobile: optionalSaMobileField,
});
export type SendClaimInspectionSmsInput = z.output<typeof sendClaimInspectionSmsInputSchema>;

export const sendClaimInspectionSmsReplySchema = z.object({
  claimId: z.string(),
  preInspectionId: z.string(),
  inspection: motorClaimInspectionSchema,
  /** the last 4 digits of the number texted */
  mobileEnding: z.string(),
  linkExpiresAt: z.string(),
  message: z.string(),
});
export type SendClaimInspectionSmsReply = z.infer<typeof sendClaimInspectionSmsReplySchema>;

/** The call of the retail and employee motor families that texts a claim's inspection link (spec 001 §7). */
export const motorClaimInspectionSpecs = {
  sendClaimInspectionSms: {
    at: 'claims/sendClaimInspectionSms',
    method: POST,
    input: sendClaimInspectionSmsInputSchema,
    reply: sendClaimInspectionSmsReplySchema,
    idempotent: true,
  },
} as const satisfies Record<string, RouteSpec>;
