/**
 * How much an assessment may approve and what the customer is told about it: the amount checked against what
 * the claim can pay (its excess, its line's cap), the reason an approval for less needs, the customer
 * reason of a decision and when the confirmer's own note is needed.
 */
import {
  CLAIM_DECISION_MESSAGES,
  claimDecisionNeedsReason,
  claimRecommendationFor,
  formatRand,
  type ClaimDecisionInput,
  type ClaimRecommendationInput,
} from '@cover/domain';
import type { ClaimRow } from '../../db/schema/index.js';
import { AppError, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { claimPayable, type ClaimLines } from './claim-lines.js';

export const ASSESSMENT_MESSAGES = {
  documentsIncomplete: 'The claim cannot be approved before all required documents are in',
  sameConfirmer: 'A recommendation must be confirmed by someone other than the assessor who made it',
  samePayer: 'The payout must be recorded by someone other than the assessor who recommended the claim',
  amountOverRequested: (requested: string) => `The amount cannot be more than the requested ${requested}`,
  amountOverPayable: (payable: string, requested: string, excess: string) =>
    `The amount cannot be more than ${payable}: the requested ${requested} less the ${excess} excess`,
  /** the line's cap, e.g. 'R 450,00: the premiums paid, as the death was in the waiting period' */
  amountOverCap: (payable: string, reason: string) => `The amount cannot be more than ${payable}: ${reason}`,
} as const;

/**
 * The amount to pay checked against what the claim can pay: the requested amount less its excess, or its
 * line's cap with why (422).
 */
export function checkPayable(claimLines: ClaimLines, claim: ClaimRow, amount: number): void {
  const payable = claimPayable(claimLines, claim);
  if (amount <= payable.max) return;
  const requested = formatRand(claim.requestedAmountCents);
  const message = payable.cap
    ? ASSESSMENT_MESSAGES.amountOverCap(formatRand(payable.max), payable.cap.reason)
    : payable.excess
      ? ASSESSMENT_MESSAGES.amountOverPayable(formatRand(payable.max), requested, formatRand(payable.excess))
      : ASSESSMENT_MESSAGES.amountOverRequested(requested);
  throw new AppError(422, 'AMOUNT_OVER_REQUESTED', message, { amount: message });
}

const missing = (field: 'amount' | 'customerReason' | 'reason') =>
  new AppError(422, 'VALIDATION_FAILED', CLAIM_DECISION_MESSAGES[field], {
    [field]: CLAIM_DECISION_MESSAGES[field],
  });

/**
 * Approving less than the most the claim can pay needs the reason the customer is given (422 on
 * customerReason); the reason is kept only then.
 */
export function lessThanPayableReason(
  claimLines: ClaimLines,
  claim: ClaimRow,
  input: ClaimRecommendationInput,
): string | null {
  const { max } = claimPayable(claimLines, claim);
  const checked = claimRecommendationFor(max).safeParse(input);
  if (!checked.success) {
    const fields = Object.fromEntries(
      checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    throw new AppError(422, 'VALIDATION_FAILED', VALIDATION_MESSAGE, fields);
  }
  return input.amount !== undefined && input.amount < max ? (input.customerReason ?? null) : null;
}

/** The recommended amount, or (without one: overturning a repudiation) the confirmer's, checked. */
export function grantedAmount(claimLines: ClaimLines, claim: ClaimRow, input: ClaimDecisionInput): number {
  if (claim.recommendation === 'approve' && claim.recommendedAmountCents !== null)
    return claim.recommendedAmountCents;
  if (input.amount === undefined) throw missing('amount');
  checkPayable(claimLines, claim, input.amount);
  return input.amount;
}

/**
 * Approved for less than the most payable: the recommendation's customer reason, or (overturning a
 * repudiation with a smaller amount) the confirmer's, required then; null for the full amount.
 */
export function approvedLessReasonOf(
  claimLines: ClaimLines,
  claim: ClaimRow,
  input: ClaimDecisionInput,
): string | null {
  if (claim.recommendation === 'approve' && claim.recommendedAmountCents !== null)
    return claim.recommendationCustomerReason;
  if (input.amount === undefined || input.amount >= claimPayable(claimLines, claim).max) return null;
  if (!input.customerReason)
    throw new AppError(422, 'VALIDATION_FAILED', CLAIM_DECISION_MESSAGES.lessThanPayableReason, {
      customerReason: CLAIM_DECISION_MESSAGES.lessThanPayableReason,
    });
  return input.customerReason;
}

/** The recommendation's customer reason, or (overturning an approval) the confirmer's. */
export function customerReasonOf(claim: ClaimRow, input: ClaimDecisionInput): string {
  if (claim.recommendation === 'repudiate' && claim.recommendationCustomerReason)
    return claim.recommendationCustomerReason;
  if (!input.customerReason) throw missing('customerReason');
  return input.customerReason;
}

/**
 * The confirmer's staff-only note: required when they overturn the recommendation or decide without one
 * (422 at `reason`); confirming the recommended decision may leave it out (null).
 */
export function decisionNoteOf(claim: ClaimRow, input: ClaimDecisionInput): string | null {
  if (input.reason) return input.reason;
  if (claimDecisionNeedsReason(claim.recommendation ?? null, input.decision)) throw missing('reason');
  return null;
}
