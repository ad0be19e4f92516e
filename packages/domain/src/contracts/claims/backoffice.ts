/**
 * Back-office claim assessment contracts of every line: list and read claims, hold, recommend, confirm and
 * pay, audience 'backoffice', paths under /api/backoffice/claims.
 */
import { z } from 'zod';
import { linkedCoverSchema } from '../cancellation.js';
import {
  claimantViewSchema,
  claimHeaderShape,
  claimTimelineEntrySchema,
  payoutAccountViewSchema,
} from './views.js';
import { claimListQuerySchema } from './queries.js';
import { claimDocumentViewSchema } from './line-documents.js';
import { CLAIM_APPROVAL_STATUSES, CLAIM_DISPLAY_VALUES, CLAIM_STATUSES } from '../../lifecycle/claim.js';
import { multilineText } from '../../validators/zod-fields.js';
import { staffHistoryEntrySchema } from '../backoffice/history.js';
import { holdWithdrawnReasonField } from '../backoffice/hold-withdrawal.js';

/** Back-office assessment (REFERENCE: an assessor recommends, a supervisor confirms), audience 'backoffice'. */
export const claimHoldInputSchema = z.object({
  note: z.string().trim().min(1, 'Please say what is needed').max(500),
});
export const CLAIM_DECISION_MESSAGES = {
  amount: 'Please enter the amount to pay',
  customerReason: 'Please give the reason we give the customer',
  /** approving less than the most the claim can pay: the customer is told why */
  lessThanPayableReason: 'Please tell the customer why we pay less than the most we could pay',
  /** the assessor's note for whoever confirms the recommendation */
  confirmerNote: 'Please write a note for the confirmer',
  /** the confirmer's note, when they decide against the recommendation or without one */
  reason: 'Please give the reason for the decision',
  /** a financed item's total loss (docs/decisions/0043): the figure of the credit provider's settlement letter */
  settlementAmount: (creditProvider: string) =>
    `Please enter the settlement amount from ${creditProvider}’s settlement letter`,
  settlementOverAmount: (approved: string) => `The settlement cannot be more than the ${approved} approved`,
} as const;

/**
 * A financed item's total loss (docs/decisions/0043): the outstanding settlement (cents) paid to the credit
 * provider from the amount approved, at most that amount; required then, ignored for any other claim.
 */
const settlementAmountField = z.number().int().min(1).optional();
export const claimRecommendationInputSchema = z
  .object({
    recommendation: z.enum(['approve', 'repudiate']),
    /** the amount to pay (cents) when recommending approval; at most the requested amount less the excess */
    amount: z.number().int().min(1).optional(),
    /** the note for the confirmer: staff only, never shown or sent to the customer */
    note: z.string().trim().min(1, CLAIM_DECISION_MESSAGES.confirmerNote).max(1000),
    /**
     * repudiate, or approve less than the most payable: the reason the customer is given (on the claim and
     * in the approval or repudiation message) once it is confirmed
     */
    customerReason: multilineText(
      z.string().trim().min(1, CLAIM_DECISION_MESSAGES.customerReason).max(1000),
    ).optional(),
    /** approving a claim on hold the customer has not answered: why what was asked for is no longer needed
     * (they are told); a repudiation needs none (decisions/0039) */
    holdWithdrawnReason: holdWithdrawnReasonField,
    settlementAmount: settlementAmountField,
  })
  .refine((input) => input.recommendation === 'repudiate' || input.amount !== undefined, {
    message: CLAIM_DECISION_MESSAGES.amount,
    path: ['amount'],
  })
  .refine((input) => input.recommendation === 'approve' || input.customerReason !== undefined, {
    message: CLAIM_DECISION_MESSAGES.customerReason,
    path: ['customerReason'],
  });
export type ClaimRecommendationInput = z.infer<typeof claimRecommendationInputSchema>;

/**
 * A recommendation checked against the claim it is for: approving less than `mostPayable` (cents: the
 * amount claimed less the excess) needs the reason the customer is given (`customerReason`).
 */
export const claimRecommendationFor = (mostPayable: number) =>
  claimRecommendationInputSchema.refine(
    (input) =>
      input.recommendation !== 'approve' ||
      input.amount === undefined ||
      input.amount >= mostPayable ||
      input.customerReason !== undefined,
    { message: CLAIM_DECISION_MESSAGES.lessThanPayableReason, path: ['customerReason'] },
  );
export const claimDecisionInputSchema = z.object({
  decision: z.enum(['approve', 'repudiate']),
  /**
   * the confirmer's note on the decision: staff only, never shown or sent to the customer; required unless
   * the decision is the one recommended (claimDecisionNeedsReason)
   */
  reason: multilineText(z.string().trim().min(1, CLAIM_DECISION_MESSAGES.reason).max(1000)).optional(),
  /** approving without a recommended amount (overturning a repudiation): the amount to pay (cents) */
  amount: z.number().int().min(1).optional(),
  /** with `amount`, for a financed item's total loss: the settlement to its credit provider (cents) */
  settlementAmount: settlementAmountField,
  /** repudiating without a recommended repudiation (overturning an approval): the reason the customer is given */
  customerReason: multilineText(
    z.string().trim().min(1, CLAIM_DECISION_MESSAGES.customerReason).max(1000),
  ).optional(),
});
export type ClaimDecisionInput = z.infer<typeof claimDecisionInputSchema>;

/**
 * Whether the confirmer must say why (their staff-only note): when they overturn the recommendation or decide
 * with none; confirming the recommended decision needs no note, the recommendation's note says why.
 */
export const claimDecisionNeedsReason = (
  recommendation: 'approve' | 'repudiate' | null,
  decision: ClaimDecisionInput['decision'],
): boolean => recommendation !== decision;
/**
 * The payout's payments: the reference of the payment into the customer's account and, for a financed item
 * lost outright (docs/decisions/0043), the reference of the settlement paid to the credit provider, a payment
 * of its own. Which of them a claim needs is the server's to say (CLAIM_PAYOUT_MESSAGES): the customer's
 * whenever the customer is paid anything, the settlement's whenever there is one.
 */
export const claimPayoutInputSchema = z.object({
  /** the reference of the payment into the customer's account */
  reference: z.string().trim().max(60).optional(),
  /** the reference of the settlement paid to the credit provider of a financed item lost outright */
  settlementReference: z.string().trim().max(60).optional(),
});
export type ClaimPayoutInput = z.infer<typeof claimPayoutInputSchema>;
export const CLAIM_PAYOUT_MESSAGES = {
  reference: 'Please enter the payment reference',
  settlementReference: (creditProvider: string) =>
    `Please enter the payment reference of the settlement to ${creditProvider}`,
} as const;
export const backofficeClaimParamsSchema = z.object({ claimId: z.string().trim() });
export const backofficeClaimListQuerySchema = z.object({
  status: claimListQuerySchema.shape.status,
  limit: claimListQuerySchema.shape.limit,
});

/**
 * A claim of any product line as the back office reads it whole (the base of its detail): the header every
 * line shares, and the line's own facts beside it (for funeral: the deceased and the death).
 */
const backofficeClaimViewSchema = z.looseObject({
  claimId: z.string(),
  claimNumber: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  status: z.enum(CLAIM_STATUSES),
  approvalStatus: z.enum(CLAIM_APPROVAL_STATUSES),
  statusDisplayValue: z.enum(CLAIM_DISPLAY_VALUES),
  /** requested, covered and granted amounts (cents) */
  amount: z.number().int(),
  coverAmount: z.number().int(),
  grantedAmount: z.number().int().nullable(),
  coverStatus: z.enum(['ACTIVE', 'GRACE']),
  requiredDocuments: z.array(z.string()),
  documentsOutstanding: z.array(z.string()),
  claimant: claimantViewSchema,
  bankDetails: payoutAccountViewSchema,
  /** as every line lists them: a document sent for a hold with what that hold asked for (askedFor) */
  documents: z.array(claimDocumentViewSchema),
  documentsCompleteAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recentlyUpdated: z.boolean(),
  /** when each step was reached: received, documents, assessing, approved or declined, paid */
  timeline: z.array(claimTimelineEntrySchema).optional(),
});

/**
 * A claim in the back office's lists: what a row shows (what kind of claim, who claims on which policy, how
 * much, where it stands and since when) and nothing more. The claimant's ID and phone numbers, the payout
 * account and the documents are read on the claim's own page, so a list of a hundred claims carries none of
 * them (POPIA: no more personal information than the purpose needs).
 */
export const backofficeClaimSummarySchema = z
  .object(claimHeaderShape)
  .pick({
    claimId: true,
    claimNumber: true,
    policyId: true,
    policyNumber: true,
    status: true,
    approvalStatus: true,
    statusDisplayValue: true,
    amount: true,
    grantedAmount: true,
    documentsOutstanding: true,
    createdAt: true,
    updatedAt: true,
    recentlyUpdated: true,
  })
  .extend({
    /** what kind of claim it is, in the line's words ('Screen damage', 'Funeral: death') */
    claimTypeLabel: z.string(),
    claimant: claimantViewSchema.pick({ firstName: true, lastName: true }),
    /** on hold: when the customer sent what the hold asked for; null otherwise */
    holdAnsweredAt: z.string().nullable(),
    /** when each step was reached: received, documents, assessing, approved or declined, paid */
    timeline: z.array(claimTimelineEntrySchema),
  });
export const backofficeClaimListReplySchema = z.object({ data: z.array(backofficeClaimSummarySchema) });

/**
 * The assessment trail an approver needs: the assessor's recommendation (amount in cents, note, who and
 * when), the confirmed decision (reason, who and when) and the payout. People are named by display name.
 */
export const claimAssessmentSchema = z.object({
  recommendation: z.enum(['approve', 'repudiate']).nullable(),
  /** the amount recommended for payment (cents); null for a repudiation or before any recommendation */
  recommendedAmount: z.number().int().nullable(),
  /** the note for the confirmer (staff only) */
  recommendationNote: z.string().nullable(),
  /** a recommended repudiation: the reason the customer will be given */
  recommendationCustomerReason: z.string().nullable(),
  recommendedBy: z.string().nullable(),
  recommendedAt: z.string().nullable(),
  /** the reason the customer was given for a repudiation (the confirmer's own note is in the history) */
  decisionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** the reference of the payment into the customer's account; null before, or when nothing was left for them */
  payoutReference: z.string().nullable(),
  /** the reference of the settlement paid to the credit provider (docs/decisions/0043); null otherwise */
  settlementReference: z.string().nullable().optional(),
  paidAt: z.string().nullable(),
  /**
   * a financed item's total loss (docs/decisions/0043): the settlement paid to the credit provider from the
   * amount recommended (then granted), cents; null for any other claim
   */
  settlement: z.object({ creditProvider: z.string(), amount: z.number().int() }).nullable().optional(),
});
export type ClaimAssessment = z.infer<typeof claimAssessmentSchema>;

/**
 * One claim as the back office reads and assesses it (the detail and every step's reply): the summary, its
 * assessment trail and its whole history, staff-only entries included and marked. Never sent to customers.
 */
export const claimPayableSchema = z.object({
  /** the excess of this claim where the line knows it (device, motor), cents; null where there is none */
  excess: z.number().int().nullable(),
  /** the most that can be paid: the requested amount less the excess, or less where `cap` says (cents) */
  max: z.number().int(),
  /**
   * what limits the claim below the requested amount less the excess, when something does: `max` is then
   * `amount`, and `reason` says why in words staff read ('the premiums paid, as the death was in the waiting
   * period'); absent otherwise
   */
  cap: z.object({ amount: z.number().int(), reason: z.string() }).optional(),
});
export type ClaimPayable = z.infer<typeof claimPayableSchema>;

/**
 * An earlier claim on the same life (funeral, credit life: the covered member or the same ID number) or the
 * same insured item (device, motor) of the same policy, as the claim page names it for staff.
 */
export const earlierClaimSchema = z.object({
  claimId: z.string(),
  claimNumber: z.string(),
  status: z.enum(CLAIM_STATUSES),
  approvalStatus: z.enum(CLAIM_APPROVAL_STATUSES),
  statusDisplayValue: z.enum(CLAIM_DISPLAY_VALUES),
  /** the amount approved (cents), once approved */
  grantedAmount: z.number().int().nullable(),
  /** when it was decided, once decided */
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EarlierClaim = z.infer<typeof earlierClaimSchema>;

/**
 * Approving this claim ends its policy (a claim of total loss, docs/decisions/0041: a lost or stolen phone, a
 * stolen or hijacked vehicle): the policy is cancelled on the approval with nothing refunded, and the credit life
 * on the item's finance (`linkedCover`) goes on.
 */
export const claimEndsCoverSchema = z.object({
  policyNumber: z.string(),
  item: z.enum(['phone', 'vehicle']),
  linkedCover: z.array(linkedCoverSchema),
  /**
   * the credit provider financing the item, as noted on the policy (docs/decisions/0043): the approval asks
   * for its settlement, paid to it first; null when the item is not financed
   */
  financedBy: z.string().nullable().optional(),
});
export type ClaimEndsCover = z.infer<typeof claimEndsCoverSchema>;

export const backofficeClaimSchema = backofficeClaimViewSchema.extend({
  assessment: claimAssessmentSchema,
  payable: claimPayableSchema,
  /** why the claim cannot be approved yet (motor: the photos of the damage are outstanding); null: nothing */
  approvalBlocker: z.string().nullable().optional(),
  /** how the claim type names each document kind it takes ({ drivers_licence: 'Copy of the driver’s licence' }) */
  documentLabels: z.record(z.string(), z.string()).optional(),
  /** approving the claim ends its policy (a total loss), while a decision is still to be made; null otherwise */
  endsCover: claimEndsCoverSchema.nullable().optional(),
  /**
   * the caller recommended the claim, so another person must confirm it and, once approved, record its payout
   */
  youRecommended: z.boolean().optional(),
  /** the same policy's earlier claims on the same life (a covered person) or item (a phone, a vehicle), newest first */
  earlierClaims: z.object({ on: z.enum(['life', 'item']), claims: z.array(earlierClaimSchema) }).optional(),
  history: z.array(staffHistoryEntrySchema),
});

/**
 * The payout account in full, for the person who pays an approved claim (not its assessor: four eyes): the
 * amount to pay into it and, for a financed item lost outright, the settlement paid to the credit provider
 * first (docs/decisions/0043). Each reading is recorded in the claim's staff history.
 */
export const claimPayoutAccountReplySchema = z.object({
  account: payoutAccountViewSchema,
  /** what goes into the account (cents): the amount granted less any settlement */
  amount: z.number().int().min(0),
  settlement: z.object({ creditProvider: z.string(), amount: z.number().int() }).nullable(),
});
export type ClaimPayoutAccountReply = z.infer<typeof claimPayoutAccountReplySchema>;

export const CLAIM_PAYOUT_ACCOUNT_MESSAGES = {
  notPayable: 'The payout account is shown only to pay a claim that is waiting for its payout',
} as const;

export const BACKOFFICE_CLAIM_PATHS = {
  list: '/api/backoffice/claims',
  detail: '/api/backoffice/claims/:claimId',
  hold: '/api/backoffice/claims/:claimId/hold',
  recommend: '/api/backoffice/claims/:claimId/recommend',
  confirm: '/api/backoffice/claims/:claimId/confirm',
  pay: '/api/backoffice/claims/:claimId/pay',
  payoutAccount: '/api/backoffice/claims/:claimId/payoutAccount',
  download: '/api/backoffice/claims/documents/:documentId/download',
} as const;
