/**
 * What cancelling a policy today would mean, stated before the customer confirms (every line): whether it
 * is inside the line's cooling-off period, the refund that would be paid, and the claims on the policy.
 * The cooling-off refund (premiums paid) is due only when no claim has been made on the policy (PPR rule 4;
 * the policy schedule says so); otherwise the days paid for after the cancellation come back (decision 0044).
 * Cancelling never withdraws a claim.
 */
import { z } from 'zod';
import { FUNERAL_CANCELLATION_REASONS } from '../constants/cancellation-reasons.js';
import { multilineText } from '../validators/zod-fields.js';
import { policyIdField } from './ids.js';

export const policyClaimRefSchema = z.object({
  claimId: z.string(),
  claimNumber: z.string(),
});

/**
 * A policy sold with this one that goes on when this one is cancelled: the credit life on the finance of the
 * insured phone or vehicle covers the debt, not the item, so it continues with its premium unless the
 * customer cancels it too (docs/decisions/0016, addendum).
 */
export const linkedCoverSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  /** its line, e.g. device_credit_life, vehicle_credit_life */
  line: z.string(),
  /** cents a month */
  monthlyPremium: z.number().int(),
});
export type LinkedCover = z.infer<typeof linkedCoverSchema>;

export const cancellationTermsSchema = z.object({
  /** today (South African day) is on or before the last day of cooling-off */
  withinCoolingOff: z.boolean(),
  coolingOffEndsOn: z.string(),
  /**
   * cents refunded if cancelled today: premiums paid inside cooling-off when no claim was made; else the
   * premium paid for the days after today (unusedCover), or 0
   */
  refundAmount: z.number().int().nonnegative(),
  /**
   * the month already paid for that runs past today, when the refund is for its days after today
   * (docs/decisions/0044); null inside cooling-off with no claim made (everything paid comes back), or when
   * no day after today is paid for
   */
  unusedCover: z
    .object({
      /** the last day paid for */
      paidUntil: z.string(),
      /** the days after today paid for */
      days: z.number().int().positive(),
      /** cents refunded for them */
      amount: z.number().int().positive(),
    })
    .nullable()
    .optional(),
  /** some claim was made on this policy (a cooling-off refund is then not due) */
  claimMade: z.boolean(),
  /** claims on the policy still being dealt with; cancelling does not withdraw them */
  openClaims: z.array(policyClaimRefSchema),
  /** in-force policies sold with this one (its credit life): they continue unless cancelled too */
  linkedCover: z.array(linkedCoverSchema).optional(),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

const cancellationReasonValues = FUNERAL_CANCELLATION_REASONS.map((reason) => reason.value) as [
  (typeof FUNERAL_CANCELLATION_REASONS)[number]['value'],
  ...(typeof FUNERAL_CANCELLATION_REASONS)[number]['value'][],
];

/** Every line's cancelPolicy may also cancel the policies sold with it (its credit life), in the same call. */
export const alsoCancelLinkedField = z.boolean().optional();

/** cancelPolicy (every line): a cancellation reason (spec 002 §9) and an optional comment. */
export const cancelPolicyInputSchema = z.object({
  policyId: policyIdField,
  reason: z.enum(cancellationReasonValues, { message: 'Please choose why you are cancelling' }),
  comment: multilineText(z.string().trim().max(500)).optional(),
  alsoCancelLinked: alsoCancelLinkedField,
});
export type CancelPolicyInput = z.infer<typeof cancelPolicyInputSchema>;

/** What a cancellation reply says beside the cancelled policy of the line. */
export const cancelPolicyReplyShape = {
  withinCoolingOff: z.boolean(),
  /** the refund (cents): inside cooling-off every premium paid, else the days paid for after today; or null */
  refund: z.object({ collectionId: z.string(), amount: z.number().int() }).nullable(),
  message: z.string(),
  /** the policies sold with it cancelled in the same call (alsoCancelLinked), with their refunds (cents) */
  alsoCancelled: z
    .array(z.object({ policyId: z.string(), policyNumber: z.string(), refund: z.number().int() }))
    .optional(),
};
