/** Parts of a claim as every line's API shows it (reply schemas: no transforms). */
import { z } from 'zod';
import { CLAIM_APPROVAL_STATUSES, CLAIM_DISPLAY_VALUES, CLAIM_STATUSES } from '../../lifecycle/claim.js';
import { claimDocumentViewSchema } from './line-documents.js';

/** The steps of a claim's timeline in the portal; each step's time is null until it is reached. */
export const CLAIM_TIMELINE_STEPS = [
  'received',
  'documents',
  'assessing',
  'approved',
  'declined',
  'paid',
] as const;
export type ClaimTimelineStep = (typeof CLAIM_TIMELINE_STEPS)[number];
export const claimTimelineEntrySchema = z.object({
  step: z.enum(CLAIM_TIMELINE_STEPS),
  /** when the step was reached (ISO), null while it is still ahead */
  at: z.string().nullable(),
});
export type ClaimTimelineEntry = z.infer<typeof claimTimelineEntrySchema>;

/** Who claims and how to reach them. */
/** How a claim's policy ended since the claim was made: cancelled or lapsed, and the South African day. */
export const policyEndedSchema = z.object({ status: z.enum(['CANCELLED', 'LAPSED']), on: z.string() });
export type PolicyEnded = z.infer<typeof policyEndedSchema>;

export const claimantViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  relation: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
});

/** The payout account: its number masked to the last 4 digits on a claim, in full for whoever pays it. */
export const payoutAccountViewSchema = z.object({
  bankName: z.string(),
  branchCode: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string(),
  accountType: z.string(),
});

/**
 * What the customer is told about where the claim stands, in the words staff gave them: while it is on hold
 * (OnHold) what is still needed, and once it is repudiated the reason. Never a staff-only note.
 */
export const claimCustomerReasonsShape = {
  /** what is needed while the claim is on hold (the assessor's words); null otherwise */
  holdReason: z.string().nullable().optional(),
  /** while on hold: when the customer sent documents in answer to it (ISO); null until they do */
  holdAnsweredAt: z.string().nullable().optional(),
  /** why the claim was repudiated (the reason given to the customer); null otherwise */
  declineReason: z.string().nullable().optional(),
  /** approved for less than the most it could pay: why (the reason given to the customer); null otherwise */
  lessThanPayableReason: z.string().nullable().optional(),
  /**
   * An approved claim on a financed item lost outright (docs/decisions/0043): the approved amount split, cents,
   * the settlement paid to the credit provider that finances the item and the rest paid to the customer; null
   * for any other claim.
   */
  payoutSplit: z
    .object({
      creditProvider: z.string(),
      settlementAmount: z.number().int(),
      customerAmount: z.number().int(),
    })
    .nullable()
    .optional(),
  /** once paid: the payment's reference (as on the customer's bank statement); null before */
  payoutReference: z.string().nullable().optional(),
  /** once paid, with `payoutSplit`: the reference of the settlement paid to the credit provider; null otherwise */
  settlementReference: z.string().nullable().optional(),
  /**
   * What limits the most the claim can pay below its cover, and why, in words the customer reads (a natural
   * death in the waiting period: 'the premiums paid, as the death was in the waiting period'); null when
   * nothing does
   */
  payableLimit: z.object({ amount: z.number().int(), reason: z.string() }).nullable().optional(),
};

/**
 * The header of a claim as every line's API shows it (claims/view.ts builds it): the claim, its two status
 * axes, amounts, claimant and payout account, what the cover was when it was made, its documents and what
 * is still outstanding. A line adds its claim type's own facts.
 */
export const claimHeaderShape = {
  claimId: z.string(),
  claimNumber: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  status: z.enum(CLAIM_STATUSES),
  approvalStatus: z.enum(CLAIM_APPROVAL_STATUSES),
  /** Pending, OnHold, Recommendation Awaited, Approved, Repudiated, Paid */
  statusDisplayValue: z.enum(CLAIM_DISPLAY_VALUES),
  /** requested amount (cents) */
  amount: z.number().int(),
  grantedAmount: z.number().int().nullable(),
  /** the cover for what is claimed (cents) */
  coverAmount: z.number().int(),
  claimant: claimantViewSchema,
  bankDetails: payoutAccountViewSchema,
  /** ACTIVE, or GRACE when the claim was made in the grace period of a missed premium */
  coverStatus: z.enum(['ACTIVE', 'GRACE']),
  /** how the claim's policy ended since, if it did: the claim is assessed on the cover of the event's day */
  policyEnded: policyEndedSchema.nullable().optional(),
  requiredDocuments: z.array(z.string()),
  documentsOutstanding: z.array(z.string()),
  documents: z.array(claimDocumentViewSchema),
  /** set once every required document is in */
  documentsCompleteAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recentlyUpdated: z.boolean(),
  /** received → documents → assessing → approved (or declined) → paid, matching the messages sent */
  timeline: z.array(claimTimelineEntrySchema).optional(),
  ...claimCustomerReasonsShape,
};

/** What every line's claim submission replies: claimId and claimNumber (spec 002 §3), the message, the documents. */
export const claimSubmitReplyShape = {
  claimId: z.string(),
  claimNumber: z.string(),
  message: z.string(),
  coverStatus: z.enum(['ACTIVE', 'GRACE']),
  requiredDocuments: z.array(z.string()),
  documentsOutstanding: z.array(z.string()),
};
