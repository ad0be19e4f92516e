/**
 * Funeral claims (spec 002 §3 "Funeral claim", §7 claims/submitClaim, submitClaimByID, getClaimByID,
 * policy/getClaims, getClaimsByPolicyId, getClaimDocuments; CMS create-claim, get-claims). Implemented by
 * the claims module; statuses follow packages/domain/src/lifecycle/claim.ts. Money is integer cents.
 */
import { z } from 'zod';
import { FUNERAL_CLAIM_DOCUMENT_KINDS } from '../../constants/claim-documents.js';
import { personNameField, saIdNumberField } from '../../validators/zod-fields.js';
import { CLAIM_APPROVAL_STATUSES, CLAIM_STATUSES } from '../../lifecycle/claim.js';
import { entityIdField, policyIdField } from '../ids.js';
import { isoDateField } from '../common.js';

const documentKindValues = FUNERAL_CLAIM_DOCUMENT_KINDS.map((kind) => kind.value) as [
  (typeof FUNERAL_CLAIM_DOCUMENT_KINDS)[number]['value'],
  ...(typeof FUNERAL_CLAIM_DOCUMENT_KINDS)[number]['value'][],
];
export const claimDocumentKindField = z.enum(documentKindValues, {
  message: 'Please choose the document type',
});

export const CAUSES_OF_DEATH = ['natural', 'accidental'] as const;

/** The funeral details of a claim (the spec's funeralClaimBlock). */
export const funeralClaimBlockSchema = z.object({
  dateOfDeath: isoDateField,
  causeOfDeath: z.enum(CAUSES_OF_DEATH),
  placeOfDeath: z.string().trim().max(200).optional(),
  /** the covered member who died (a memberId of the policy) */
  memberId: entityIdField.optional(),
});

/** claims/submitClaim and CMS create-claim: the deceased, the requested amount and the funeral block. */
export const submitClaimInputSchema = z.object({
  policyId: policyIdField,
  firstName: personNameField,
  lastName: personNameField,
  saId: saIdNumberField,
  /** the requested amount in cents */
  amount: z.number().int().min(1),
  funeralClaimBlock: funeralClaimBlockSchema,
});
export type SubmitClaimInput = z.infer<typeof submitClaimInputSchema>;

/** claims/submitClaimByID: submits a claim saved earlier (documents uploaded) for assessment. */

/** claims/submitClaim reply: claimId and claimNumber (spec 002 §3) and the success message. */
export const submitClaimReplySchema = z.object({
  claimId: z.string(),
  claimNumber: z.string(),
  message: z.string(),
});
export type SubmitClaimReply = z.infer<typeof submitClaimReplySchema>;

export const claimDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  url: z.string(),
  description: z.string().nullable(),
});
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

export const claimSchema = z.object({
  claimId: z.string(),
  claimNumber: z.string(),
  policyId: z.string(),
  status: z.enum(CLAIM_STATUSES),
  approvalStatus: z.enum(CLAIM_APPROVAL_STATUSES),
  /** Pending, OnHold, Recommendation Awaited, Approved, Repudiated, Paid */
  statusDisplayValue: z.string(),
  /** requested amount (cents) */
  amount: z.number().int(),
  grantedAmount: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  saId: z.string(),
  funeralClaimBlock: funeralClaimBlockSchema,
  documents: z.array(claimDocumentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  recentlyUpdated: z.boolean(),
});
export type FuneralClaim = z.infer<typeof claimSchema>;

export const claimListReplySchema = z.object({ data: z.array(claimSchema) });

/** policy/getClaimDocuments?claimId= */
export const claimDocumentsReplySchema = z.object({ data: z.array(claimDocumentSchema) });
