/**
 * Additions to the funeral claim and document contracts (claims.ts, documents.ts) made by the claims and
 * documents modules: the claimant and payout bank details of a claim submission, the waiting-period and
 * documents-outstanding facts in replies, the documents a claim needs (spec 002 §9, REFERENCE), and the
 * document download route of every path family. The claims and documents routes validate with these.
 */
import { z } from 'zod';
import { claimantViewSchema, payoutAccountViewSchema } from '../claims/views.js';
import { BANK_ACCOUNT_TYPES, branchCodeForBank, SA_BANKS } from '../../constants/banks.js';
import {
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  type FuneralClaimDocumentKind,
} from '../../constants/claim-documents.js';
import { CLAIM_DISPLAY_VALUES } from '../../lifecycle/claim.js';
import { emailField, personNameField, saIdNumberField, saMobileField } from '../../validators/zod-fields.js';
import {
  claimDocumentKindField,
  claimDocumentSchema,
  claimSchema,
  submitClaimInputSchema,
  submitClaimReplySchema,
} from './claims.js';
import { uploadDocumentsReplySchema } from './documents.js';
import { FUNERAL_LINE, type FuneralPathFamily } from './paths-route.js';

export const CLAIM_EXTRA_MESSAGES = {
  bank: 'Please choose the bank',
  branchCode: 'This is not the universal branch code of the chosen bank',
  accountNumber: 'Please enter a valid bank account number (6 to 16 digits)',
  relation: 'Please choose how you are related to the deceased',
} as const;

/** How the claimant is related to the deceased. */
export const CLAIMANT_RELATIONS = [
  { value: 'main_member', label: 'Main member of the policy' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'parent', label: 'Parent' },
  { value: 'sibling', label: 'Brother or sister' },
  { value: 'grandchild', label: 'Grandchild' },
  { value: 'other_family', label: 'Other family member' },
  { value: 'executor', label: 'Executor of the estate' },
  { value: 'other', label: 'Other' },
] as const;
const claimantRelationValues = CLAIMANT_RELATIONS.map((relation) => relation.value) as [
  (typeof CLAIMANT_RELATIONS)[number]['value'],
  ...(typeof CLAIMANT_RELATIONS)[number]['value'][],
];

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

const bankValues = SA_BANKS.map((bank) => bank.value) as [
  (typeof SA_BANKS)[number]['value'],
  ...(typeof SA_BANKS)[number]['value'][],
];
const accountTypeValues = BANK_ACCOUNT_TYPES.map((type) => type.value) as [
  (typeof BANK_ACCOUNT_TYPES)[number]['value'],
  ...(typeof BANK_ACCOUNT_TYPES)[number]['value'][],
];

/**
 * Where the benefit is paid: a South African bank (constants/banks.ts) with its universal branch code
 * (filled in when omitted, refused when it is another bank's), account holder, number and type.
 */
export const payoutBankDetailsSchema = z
  .object({
    bankName: z.enum(bankValues, { message: CLAIM_EXTRA_MESSAGES.bank }),
    branchCode: z.string().trim().optional(),
    accountHolderName: personNameField,
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,16}$/, CLAIM_EXTRA_MESSAGES.accountNumber),
    accountType: z.enum(accountTypeValues),
  })
  .transform((details, ctx) => {
    const universal = branchCodeForBank(details.bankName) ?? '';
    if (details.branchCode && details.branchCode !== universal) {
      ctx.issues.push({
        code: 'custom',
        path: ['branchCode'],
        message: CLAIM_EXTRA_MESSAGES.branchCode,
        input: details.branchCode,
      });
      return z.NEVER;
    }
    return { ...details, branchCode: universal };
  });
export type PayoutBankDetails = z.output<typeof payoutBankDetailsSchema>;

/** claims/submitClaim and CMS create-claim as the claims module accepts them: the spec's fields plus claimant and bank. */
export const funeralClaimSubmitInputSchema = submitClaimInputSchema.extend({
  claimant: claimantDetailsSchema,
  bankDetails: payoutBankDetailsSchema,
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
export const funeralClaimDocumentSchema = claimDocumentSchema.extend({
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** '512 KB' (formatFileSize) */
  size: z.string(),
  createdAt: z.string(),
});
export type FuneralClaimDocument = z.infer<typeof funeralClaimDocumentSchema>;

export const funeralClaimSchema = claimSchema.extend({
  ...claimFactsShape,
  statusDisplayValue: z.enum(CLAIM_DISPLAY_VALUES),
  policyNumber: z.string(),
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
});
export type FuneralClaimView = z.infer<typeof funeralClaimSchema>;

export const funeralClaimListReplySchema = z.object({ data: z.array(funeralClaimSchema) });
export const funeralClaimDocumentsReplySchema = z.object({ data: z.array(funeralClaimDocumentSchema) });
export const funeralUploadDocumentsReplySchema = uploadDocumentsReplySchema.extend({
  documents: z.array(funeralClaimDocumentSchema),
  documentsOutstanding: z.array(claimDocumentKindField),
});

const DOWNLOAD_PREFIX: Readonly<
  Record<FuneralPathFamily, { prefix: string; audience: 'retail' | 'employee' }>
> = {
  retail: { prefix: '/api/retail/funeral', audience: 'retail' },
  jmr: { prefix: '/api/jmr/funeral', audience: 'retail' },
  employee: { prefix: '/api/employee/funeral', audience: 'employee' },
  cms: { prefix: '/api/telkom-cms/funeral', audience: 'employee' },
};

/** The download route of each family: GET <prefix>/documents/:documentId/download. */
export const FUNERAL_DOCUMENT_DOWNLOAD_ROUTES = Object.fromEntries(
  Object.entries(DOWNLOAD_PREFIX).map(([family, { prefix, audience }]) => [
    family,
    {
      line: FUNERAL_LINE,
      method: 'GET' as const,
      path: `${prefix}/documents/:documentId/download`,
      audience,
    },
  ]),
) as Record<
  FuneralPathFamily,
  { line: string; method: 'GET'; path: string; audience: 'retail' | 'employee' }
>;

/** The URL to download (or preview inline) a document through a family's route. */
export function funeralDocumentDownloadUrl(
  family: FuneralPathFamily,
  documentId: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const path = FUNERAL_DOCUMENT_DOWNLOAD_ROUTES[family].path.replace(
    ':documentId',
    encodeURIComponent(documentId),
  );
  return disposition === 'inline' ? `${path}?disposition=inline` : path;
}

/**
 * Submitting a claim and its documents in one multipart call: the field `claim` holds the JSON of
 * funeralClaimSubmitInputSchema and each file part is named by its document kind (e.g. `death_certificate`).
 */
export const FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES = {
  retail: {
    line: FUNERAL_LINE,
    method: 'POST' as const,
    path: '/api/retail/funeral/claims/submitClaimWithDocuments',
    audience: 'retail' as const,
  },
  jmr: {
    line: FUNERAL_LINE,
    method: 'POST' as const,
    path: '/api/jmr/funeral/claims/submitClaimWithDocuments',
    audience: 'retail' as const,
  },
  cms: {
    line: FUNERAL_LINE,
    method: 'POST' as const,
    path: '/api/telkom-cms/funeral/create-claim-with-documents',
    audience: 'employee' as const,
  },
} satisfies Partial<
  Record<FuneralPathFamily, { line: string; method: 'POST'; path: string; audience: 'retail' | 'employee' }>
>;
