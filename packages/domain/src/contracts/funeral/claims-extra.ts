/**
 * Additions to the funeral claim and document contracts (claims.ts, documents.ts) made by the claims and
 * documents modules: the claimant and payout bank details of a claim submission, the waiting-period and
 * documents-outstanding facts in replies, the documents a claim needs (spec 002 §9, REFERENCE), and the
 * document download route of every path family. The claims and documents routes validate with these.
 */
import { z } from 'zod';
import {
  claimantViewSchema,
  policyEndedSchema,
  claimCustomerReasonsShape,
  claimTimelineEntrySchema,
  payoutAccountViewSchema,
} from '../claims/views.js';
import { PAYOUT_MESSAGES, payoutBankDetailsSchema } from '../claims/payout.js';
import {
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  type FuneralClaimDocumentKind,
} from '../../constants/claim-documents.js';
import { CLAIM_DISPLAY_VALUES } from '../../lifecycle/claim.js';
import { emailField, personNameField, saIdNumberField, saMobileField } from '../../validators/zod-fields.js';
import {
  claimDocumentKindField,
  claimSchema,
  submitClaimInputSchema,
  submitClaimReplySchema,
} from './claims.js';
import { uploadDocumentsReplySchema } from './documents.js';
import {
  claimDocumentViewSchema,
  claimWithDocumentsRoute,
  documentDownloadRoute,
  documentDownloadUrl,
  type FileRoute,
} from '../claims/line-documents.js';
import { CLAIMANT_RELATIONS, claimantRelationValues } from '../claims/claimant-relations.js';
import { FUNERAL_LINE, type FuneralPathFamily } from './paths-route.js';

export const CLAIM_EXTRA_MESSAGES = {
  ...PAYOUT_MESSAGES,
  relation: 'Please choose how you are related to the deceased',
  claimantIsDeceased:
    'The person claiming cannot be the person who died: a family member or the executor of the estate claims',
} as const;

/** Whether the claimant gave the deceased's own ID number (no one claims for their own death). */
export const claimantIsDeceased = (input: { saId: string; claimant: { idNumber: string } }): boolean =>
  input.claimant.idNumber.replace(/\s/g, '') !== '' &&
  input.claimant.idNumber.replace(/\s/g, '') === input.saId.replace(/\s/g, '');

// how the claimant is related to the deceased: the list every line's death claims share
export { CLAIMANT_RELATIONS };

/** The person making the claim (the funeral is usually arranged and paid by them). */
export const claimantDetailsSchema = z.object({
  firstName: personNameField,
  lastName: personNameField,
  idNumber: saIdNumberField,
  relation: z.enum(claimantRelationValues, { message: CLAIM_EXTRA_MESSAGES.relation }),
  mobile: saMobileField,
  email: emailField.optional(),
});
export type ClaimantDetailsInput = z.infer<typeof claimantDetailsSchema>;

/** claims/submitClaim and CMS create-claim as the claims module accepts them: the spec's fields plus claimant and bank. */
export { payoutBankDetailsSchema, type PayoutBankDetails } from '../claims/payout.js';

export const funeralClaimSubmitInputSchema = submitClaimInputSchema
  .extend({
    claimant: claimantDetailsSchema,
    bankDetails: payoutBankDetailsSchema,
  })
  .superRefine((input, ctx) => {
    if (claimantIsDeceased(input))
      ctx.addIssue({
        code: 'custom',
        path: ['claimant', 'idNumber'],
        message: CLAIM_EXTRA_MESSAGES.claimantIsDeceased,
      });
  });
export type FuneralClaimSubmitInput = z.output<typeof funeralClaimSubmitInputSchema>;

const documentKinds = FUNERAL_CLAIM_DOCUMENT_KINDS.map((kind) => kind.value);

/**
 * The documents a funeral claim needs (spec 002 §9; REFERENCE "usual documents"): the death certificate, the
 * deceased's ID, the main member's ID and the DHA-1663 death registration form; a police report as well for an
 * accidental death. A formal letterhead (e.g. from the funeral parlour) is optional.
 */
export function requiredFuneralClaimDocuments(cause: 'natural' | 'accidental'): FuneralClaimDocumentKind[] {
  const required: FuneralClaimDocumentKind[] = [
    'death_certificate',
    'deceased_id',
    'main_member_id',
    'death_registration_form',
  ];
  if (cause === 'accidental') required.push('police_report');
  return required;
}

/** The required kinds not among `present`, in the order of the document list. */
export function outstandingFuneralClaimDocuments(
  cause: 'natural' | 'accidental',
  present: readonly string[],
): FuneralClaimDocumentKind[] {
  const have = new Set(present);
  return requiredFuneralClaimDocuments(cause)
    .filter((kind) => !have.has(kind))
    .sort((a, b) => documentKinds.indexOf(a) - documentKinds.indexOf(b));
}

/** The notice shown with a natural-death claim inside the waiting period. */
export const WAITING_PERIOD_NOTICE =
  'This death occurred within the 6-month waiting period for natural death; the claim will be assessed and may be limited to a refund of premiums.';

/** What a claim submission adds to { claimId, claimNumber, message }. */
const claimFactsShape = {
  withinWaitingPeriod: z.boolean(),
  /** the first day a natural death of this member is fully covered */
  waitingPeriodEndsOn: z.string(),
  /** WAITING_PERIOD_NOTICE when withinWaitingPeriod */
  notice: z.string().nullable(),
  /** ACTIVE, or GRACE when the death fell in the grace period of a missed premium */
  coverStatus: z.enum(['ACTIVE', 'GRACE']),
  requiredDocuments: z.array(claimDocumentKindField),
  documentsOutstanding: z.array(claimDocumentKindField),
};

export const funeralClaimSubmitReplySchema = submitClaimReplySchema.extend(claimFactsShape);
export type FuneralClaimSubmitReply = z.infer<typeof funeralClaimSubmitReplySchema>;

/** A claim document as listed: claimDocumentSchema (type = the document kind, url = the download route) and more. */
export const funeralClaimDocumentSchema = claimDocumentViewSchema;
export type FuneralClaimDocument = z.infer<typeof funeralClaimDocumentSchema>;

export const funeralClaimSchema = claimSchema.extend({
  ...claimFactsShape,
  statusDisplayValue: z.enum(CLAIM_DISPLAY_VALUES),
  policyNumber: z.string(),
  /** how the policy ended since, if it did: the claim is assessed on the cover of the date of death */
  policyEnded: policyEndedSchema.nullable().optional(),
  memberId: z.string(),
  /** main, spouse, child, extended */
  memberRole: z.string(),
  /** this member's cover for the cause of death (cents) */
  coverAmount: z.number().int(),
  claimant: claimantViewSchema,
  bankDetails: payoutAccountViewSchema,
  documents: z.array(funeralClaimDocumentSchema),
  /** set once every required document is in */
  documentsCompleteAt: z.string().nullable(),
  /** received → documents → assessing → approved (or declined) → paid, matching the messages sent */
  timeline: z.array(claimTimelineEntrySchema).optional(),
  ...claimCustomerReasonsShape,
});
export type FuneralClaimView = z.infer<typeof funeralClaimSchema>;

export const funeralClaimListReplySchema = z.object({ data: z.array(funeralClaimSchema) });
export const funeralClaimDocumentsReplySchema = z.object({ data: z.array(funeralClaimDocumentSchema) });
export const funeralUploadDocumentsReplySchema = uploadDocumentsReplySchema.extend({
  documents: z.array(funeralClaimDocumentSchema),
  documentsOutstanding: z.array(claimDocumentKindField),
});

/** The download route of each family: GET <prefix>/documents/:documentId/download. */
export const FUNERAL_DOCUMENT_DOWNLOAD_ROUTES = {
  retail: documentDownloadRoute(FUNERAL_LINE, '/api/retail/funeral', 'retail'),
  jmr: documentDownloadRoute(FUNERAL_LINE, '/api/jmr/funeral', 'retail'),
  employee: documentDownloadRoute(FUNERAL_LINE, '/api/employee/funeral', 'employee'),
  cms: documentDownloadRoute(FUNERAL_LINE, '/api/telkom-cms/funeral', 'employee'),
} satisfies Record<FuneralPathFamily, FileRoute<'GET'>>;

/** The URL to download (or preview inline) a document through a family's route. */
export const funeralDocumentDownloadUrl = (
  family: FuneralPathFamily,
  documentId: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string => documentDownloadUrl(FUNERAL_DOCUMENT_DOWNLOAD_ROUTES[family], documentId, disposition);

/**
 * Submitting a claim and its documents in one multipart call: the field `claim` holds the JSON of
 * funeralClaimSubmitInputSchema and each file part is named by its document kind (e.g. `death_certificate`).
 */
export const FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES = {
  retail: claimWithDocumentsRoute(
    FUNERAL_LINE,
    '/api/retail/funeral/claims/submitClaimWithDocuments',
    'retail',
  ),
  jmr: claimWithDocumentsRoute(FUNERAL_LINE, '/api/jmr/funeral/claims/submitClaimWithDocuments', 'retail'),
  cms: claimWithDocumentsRoute(
    FUNERAL_LINE,
    '/api/telkom-cms/funeral/create-claim-with-documents',
    'employee',
  ),
} satisfies Partial<Record<FuneralPathFamily, FileRoute<'POST'>>>;
