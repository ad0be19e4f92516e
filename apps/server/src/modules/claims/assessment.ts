/**
 * Back-office assessment of claims on the two axes of lifecycle/claim.ts: an assessor puts a claim on hold
 * (in_review, shown OnHold) or recommends repudiation at any time, or approval once its documents are complete
 * (acknowledged, shown Recommendation Awaited: an obvious duplicate needs no police report, QA walk 9 no. 7); a different person confirms (approved → pending_payout, or
 * repudiated → closed); the payout is recorded (paid_out, shown Paid). Every step appends an event. An
 * approval (recommended or confirmed) waits while the claim's line holds it up (`approvalBlocker`: motor
 * damage whose photos are outstanding); a repudiation does not. A recommendation to approve made while the claim
 * is on hold and the customer has not answered needs the reason what was asked for is no longer needed
 * (hold-answers.ts); one to repudiate does not (the customer is told the repudiation only). A claim on hold is
 * not put on hold again until the customer answered (409 CLAIM_ALREADY_ON_HOLD). A confirmed decision runs its
 * line's follow-up (`LineClaims.decided`) in the same transaction.
 */
import {
  CLAIM_HOLD_MESSAGES,
  formatRand,
  canMoveClaim,
  claimApprovalLifecycle,
  type ClaimApprovalStatus,
  type ClaimDecisionInput,
  type ClaimPayoutInput,
  type ClaimRecommendationInput,
  type ClaimStatus,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { ClaimRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  ASSESSMENT_MESSAGES,
  approvedLessReasonOf,
  checkPayable,
  customerReasonOf,
  decisionNoteOf,
  grantedAmount,
  lessThanPayableReason,
} from './assessment-amounts.js';
import { claimApprovalBlocker, claimPayable, type ClaimLines } from './claim-lines.js';
import { CLAIM_MESSAGES, claimNotFound, isUuid } from './errors.js';
import { checkedSettlement, financierOfClaim, paidSummary, payoutPaymentsOf } from './financed-payout.js';
import { holdsOf, isClaimOnHold, withdrawUnansweredHold } from './hold-answers.js';
import { appendClaimEvent, findClaim, updateClaimFrom, type ClaimEvent } from './repo.js';

export { ASSESSMENT_MESSAGES };

export interface AssessmentAt {
  now: Date;
  /** 'operator:<id>' */
  actor: string;
}

/** An approval is refused while the claim's line holds it up (motor: the photos of the damage are outstanding). */
function refuseApprovalWhileHeld(claimLines: ClaimLines, claim: ClaimRow): void {
  const blocker = claimApprovalBlocker(claimLines, claim);
  if (blocker) throw new AppError(409, 'APPROVAL_HELD', blocker);
}

const conflict = (message: string) => new AppError(409, 'CLAIM_STATE', message);

async function claimFor(db: Database, claimId: string): Promise<ClaimRow> {
  const claim = isUuid(claimId) ? await findClaim(db, claimId, true) : null;
  if (!claim) throw claimNotFound();
  return claim;
}

const axes = (claim: ClaimRow) => ({
  status: claim.claimStatus as ClaimStatus,
  approvalStatus: claim.approvalStatus as ClaimApprovalStatus,
});

/** Moves the claim along `path` (each step checked against the lifecycle), with `changes`, and logs `event`. */
async function move(
  db: Database,
  claim: ClaimRow,
  path: readonly ClaimStatus[],
  changes: Partial<ClaimRow>,
  event: Omit<ClaimEvent, 'claimId' | 'actor' | 'at'>,
  at: AssessmentAt,
): Promise<ClaimRow> {
  let state = axes(claim);
  const approvalStatus = (changes.approvalStatus ?? state.approvalStatus) as ClaimApprovalStatus;
  if (
    approvalStatus !== state.approvalStatus &&
    !claimApprovalLifecycle.canTransition(state.approvalStatus, approvalStatus)
  ) {
    throw conflict(CLAIM_MESSAGES.invalidTransition);
  }
  state = { ...state, approvalStatus };
  for (const to of path) {
    if (!canMoveClaim(state, to)) throw conflict(CLAIM_MESSAGES.invalidTransition);
    state = { ...state, status: to };
  }
  const updated = await updateClaimFrom(db, claim, {
    ...changes,
    claimStatus: state.status,
    approvalStatus: state.approvalStatus,
    updatedAt: at.now,
  });
  if (!updated) throw conflict(CLAIM_MESSAGES.invalidTransition);
  await appendClaimEvent(db, {
    ...event,
    claimId: claim.id,
    data: { from: axes(claim), to: state, ...event.data },
    actor: at.actor,
    at: at.now,
  });
  return updated;
}

/**
 * The assessor needs more information: open → in_review (OnHold). A claim whose hold the customer answered may
 * be asked again (it stays in_review, the new request unanswered); one still waiting for an answer may not.
 */
export async function putClaimOnHold(
  db: Database,
  claimId: string,
  note: string,
  at: AssessmentAt,
): Promise<ClaimRow> {
  const claim = await claimFor(db, claimId);
  const askingAgain = isClaimOnHold(claim);
  if (askingAgain && !(await holdsOf(db, [claim.id])).get(claim.id)?.answeredAt)
    throw new AppError(409, 'CLAIM_ALREADY_ON_HOLD', CLAIM_HOLD_MESSAGES.alreadyOnHold);
  // the note is what the customer is asked for: shown on their claim and sent to them; asking again is the
  // same event (the customer's view and notice read it alike), in the history as what it is
  const summary = askingAgain ? `Asked the customer for more: ${note}` : `Claim on hold: ${note}`;
  return move(
    db,
    claim,
    askingAgain ? [] : ['in_review'],
    {},
    { type: 'claim.on_hold', summary, data: { note } },
    at,
  );
}

/**
 * An approval (recommended, or confirmed overturning a repudiation) waits for every required document; a
 * repudiation does not (409).
 */
function refuseApprovalBeforeDocuments(claim: ClaimRow): void {
  if (claim.documentsCompleteAt === null) throw conflict(ASSESSMENT_MESSAGES.documentsIncomplete);
}

/**
 * The assessor's recommendation: → acknowledged (Recommendation Awaited); to approve, documents must be
 * complete.
 */
export async function recommendClaim(
  db: Database,
  claimLines: ClaimLines,
  claimId: string,
  input: ClaimRecommendationInput,
  at: AssessmentAt,
): Promise<ClaimRow> {
  const claim = await claimFor(db, claimId);
  if (input.recommendation === 'approve') refuseApprovalBeforeDocuments(claim);
  const amount = input.recommendation === 'approve' ? (input.amount ?? 0) : null;
  let customerReason = input.recommendation === 'repudiate' ? (input.customerReason ?? null) : null;
  let financier: string | null = null;
  let settlement: number | null = null;
  if (amount !== null) {
    refuseApprovalWhileHeld(claimLines, claim);
    checkPayable(claimLines, claim, amount);
    customerReason = lessThanPayableReason(claimLines, claim, input);
    // a financed item lost outright: the credit provider's settlement, paid to it first (decisions/0043)
    financier = await financierOfClaim(db, claimLines, claim);
    settlement = checkedSettlement(financier, amount, input.settlementAmount);
  }
  // moving on from a hold the customer has not answered needs the reason, and tells them (decisions/0039);
  // a repudiation ends the request with the claim: the customer is told the repudiation only
  if (input.recommendation === 'approve')
    await withdrawUnansweredHold(db, claim, input.holdWithdrawnReason, at);
  const path: ClaimStatus[] = claim.claimStatus === 'open' ? ['in_review', 'acknowledged'] : ['acknowledged'];
  return move(
    db,
    claim,
    path,
    {
      recommendation: input.recommendation,
      recommendedAmountCents: amount,
      recommendationNote: input.note,
      recommendationCustomerReason: customerReason,
      recommendedBy: at.actor,
      recommendedAt: at.now,
      settlementCreditProvider: settlement === null ? null : financier,
      recommendedSettlementCents: settlement,
    },
    {
      type: 'claim.recommended',
      summary: `Recommended to ${input.recommendation}${amount === null ? '' : ` ${formatRand(amount)}`}${settlementWords(financier, settlement)}: ${input.note}`,
      data: {
        recommendation: input.recommendation,
        amount,
        note: input.note,
        customerReason,
        ...(settlement === null ? {} : { settlement: { creditProvider: financier, amount: settlement } }),
      },
      // the assessor's recommendation is for the confirmer: staff only, never shown or sent to the customer
      internal: true,
    },
    at,
  );
}

/** ' (R 180 000,00 of it to WesBank to settle the loan)', or '' when nothing goes to a credit provider. */
const settlementWords = (financier: string | null, settlement: number | null) =>
  financier === null || settlement === null
    ? ''
    : ` (${formatRand(settlement)} of it to ${financier} to settle the loan)`;

/**
 * The settlement of an approval: the recommended one, or (overturning a repudiation) the confirmer's, checked
 * against the credit provider noted now and the amount granted.
 */
async function grantedSettlement(
  db: Database,
  claimLines: ClaimLines,
  claim: ClaimRow,
  input: ClaimDecisionInput,
  granted: number,
): Promise<{ financier: string | null; settlement: number | null }> {
  if (claim.recommendation === 'approve' && claim.recommendedAmountCents !== null)
    return {
      financier: claim.recommendedSettlementCents === null ? null : claim.settlementCreditProvider,
      settlement: claim.recommendedSettlementCents,
    };
  const financier = await financierOfClaim(db, claimLines, claim);
  return { financier, settlement: checkedSettlement(financier, granted, input.settlementAmount) };
}

/**
 * A supervisor (not the assessor) confirms: approved → pending_payout with the granted amount, or repudiated
 * → closed. The customer is given the recommendation's customer reason for a repudiation, or the confirmer's
 * when overturning an approval; an approval overturning a repudiation names its amount (checked like a
 * recommendation's). The confirmer's own note is a staff-only history entry, required only when they decide
 * against the recommendation or without one.
 */
export async function confirmClaim(
  db: Database,
  claimLines: ClaimLines,
  claimId: string,
  input: ClaimDecisionInput,
  at: AssessmentAt,
): Promise<ClaimRow> {
  const claim = await claimFor(db, claimId);
  if (claim.claimStatus !== 'acknowledged') throw conflict(CLAIM_MESSAGES.invalidTransition);
  if (claim.recommendedBy === at.actor)
    throw new AppError(403, 'FOUR_EYES', ASSESSMENT_MESSAGES.sameConfirmer);
  const note = decisionNoteOf(claim, input);
  const approve = input.decision === 'approve';
  if (approve) {
    refuseApprovalBeforeDocuments(claim);
    refuseApprovalWhileHeld(claimLines, claim);
  }
  const granted = approve ? grantedAmount(claimLines, claim, input) : null;
  const { financier, settlement } =
    granted === null
      ? { financier: null, settlement: null }
      : await grantedSettlement(db, claimLines, claim, input, granted);
  const approvalLimit = approve ? (claimPayable(claimLines, claim).cap ?? null) : null;
  // approved for less than the most payable: the recommendation's reason the customer is given
  const customerReason = approve
    ? approvedLessReasonOf(claimLines, claim, input)
    : customerReasonOf(claim, input);
  const updated = await move(
    db,
    claim,
    [approve ? 'pending_payout' : 'closed'],
    {
      approvalStatus: approve ? 'approved' : 'repudiated',
      grantedAmountCents: granted,
      decisionReason: customerReason,
      decidedBy: at.actor,
      decidedAt: at.now,
      settlementCreditProvider: financier,
      settlementCents: settlement,
    },
    {
      type: approve ? 'claim.approved' : 'claim.repudiated',
      summary: approve
        ? `Approved for ${formatRand(granted ?? 0)}${settlementWords(financier, settlement)}`
        : `Repudiated: ${customerReason ?? ''}`,
      // what its line limited it to and why (the waiting period's premiums paid), for the customer's notice;
      // a financed item lost outright: the settlement paid to its credit provider first (decisions/0043)
      data: {
        decision: input.decision,
        grantedAmount: granted,
        payableLimit: approvalLimit,
        ...(settlement === null ? {} : { settlement: { creditProvider: financier, amount: settlement } }),
      },
    },
    at,
  );
  // confirming the recommended decision may go without a note of its own: the recommendation's says why
  if (note !== null)
    await appendClaimEvent(db, {
      claimId: claim.id,
      type: 'claim.decision_note',
      summary: `Note on the decision: ${note}`,
      data: { decision: input.decision, note },
      actor: at.actor,
      internal: true,
      at: at.now,
    });
  // the line's own follow-up (motor: a repudiated claim's inspection of the damage is no longer needed)
  await claimLines.of(claim.line).decided?.(db, updated, at);
  return updated;
}

/**
 * The payout went out: pending_payout → paid_out (Paid), recorded by someone other than who recommended the
 * claim, with each payment's reference (a financed item's settlement to its credit provider is a payment of
 * its own: payoutPaymentsOf); then the line's own follow-up (motor: the credit life on a loan the settlement
 * paid off ends).
 */
export async function recordClaimPayout(
  db: Database,
  claimLines: ClaimLines,
  claimId: string,
  input: ClaimPayoutInput,
  at: AssessmentAt,
): Promise<ClaimRow> {
  const claim = await claimFor(db, claimId);
  // four eyes on the money too (QA walk 16): who recommended the claim does not record its payout
  if (claim.claimStatus === 'pending_payout' && claim.recommendedBy === at.actor)
    throw new AppError(403, 'FOUR_EYES', ASSESSMENT_MESSAGES.samePayer);
  if (claim.claimStatus !== 'pending_payout') throw conflict(CLAIM_MESSAGES.invalidTransition);
  const payments = payoutPaymentsOf(claim, input);
  const paid = await move(
    db,
    claim,
    ['paid_out'],
    {
      payoutReference: payments.reference,
      settlementReference: payments.settlement?.reference ?? null,
      paidAt: at.now,
    },
    {
      type: 'claim.paid',
      summary: paidSummary(claim, payments),
      data: {
        reference: payments.reference,
        amount: claim.grantedAmountCents,
        ...(payments.settlement ? { settlement: payments.settlement } : {}),
      },
    },
    at,
  );
  await claimLines.of(paid.line).paidOut?.(db, paid, at);
  return paid;
}
