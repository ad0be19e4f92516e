/**
 * Back-office assessment of claims on the two axes of lifecycle/claim.ts: an assessor puts a claim on hold
 * (in_review, shown OnHold) or recommends approval or repudiation once its documents are complete
 * (acknowledged, shown Recommendation Awaited); a different person confirms (approved → pending_payout, or
 * repudiated → closed); the payout is recorded (paid_out, shown Paid). Every step appends an event.
 */
import {
  formatRand,
  canMoveClaim,
  claimApprovalLifecycle,
  type ClaimApprovalStatus,
  type ClaimDecisionInput,
  type ClaimRecommendationInput,
  type ClaimStatus,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { ClaimRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { CLAIM_MESSAGES, claimNotFound, isUuid } from './errors.js';
import { appendClaimEvent, findClaim, updateClaimFrom, type ClaimEvent } from './repo.js';

export interface AssessmentAt {
  now: Date;
  /** 'operator:<id>' */
  actor: string;
}

export const ASSESSMENT_MESSAGES = {
  documentsIncomplete: 'The claim cannot be assessed before all required documents are in',
  sameConfirmer: 'A recommendation must be confirmed by someone other than the assessor who made it',
  amountOverRequested: (requested: string) => `The amount cannot be more than the requested ${requested}`,
} as const;

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

/** The assessor needs more information: open → in_review (OnHold). */
export async function putClaimOnHold(
  db: Database,
  claimId: string,
  note: string,
  at: AssessmentAt,
): Promise<ClaimRow> {
  const claim = await claimFor(db, claimId);
  return move(
    db,
    claim,
    ['in_review'],
    {},
    { type: 'claim.on_hold', summary: `Claim on hold: ${note}`, data: { note } },
    at,
  );
}

/** The assessor's recommendation: → acknowledged (Recommendation Awaited); documents must be complete. */
export async function recommendClaim(
  db: Database,
  claimId: string,
  input: ClaimRecommendationInput,
  at: AssessmentAt,
): Promise<ClaimRow> {
  const claim = await claimFor(db, claimId);
  if (claim.documentsCompleteAt === null) throw conflict(ASSESSMENT_MESSAGES.documentsIncomplete);
  const amount = input.recommendation === 'approve' ? (input.amount ?? 0) : null;
  if (amount !== null && amount > claim.requestedAmountCents) {
    const message = ASSESSMENT_MESSAGES.amountOverRequested(formatRand(claim.requestedAmountCents));
    throw new AppError(422, 'AMOUNT_OVER_REQUESTED', message, { amount: message });
  }
  const path: ClaimStatus[] = claim.claimStatus === 'open' ? ['in_review', 'acknowledged'] : ['acknowledged'];
  return move(
    db,
    claim,
    path,
    {
      recommendation: input.recommendation,
      recommendedAmountCents: amount,
      recommendationNote: input.note,
      recommendedBy: at.actor,
      recommendedAt: at.now,
    },
    {
      type: 'claim.recommended',
      summary: `Recommended to ${input.recommendation}${amount === null ? '' : ` ${formatRand(amount)}`}: ${input.note}`,
      data: { recommendation: input.recommendation, amount, note: input.note },
      // the assessor's recommendation is for the confirmer: staff only, never shown or sent to the customer
      internal: true,
    },
    at,
  );
}

/** A supervisor (not the assessor) confirms: approved → pending_payout with the granted amount, or repudiated → closed. */
export async function confirmClaim(
  db: Database,
  claimId: string,
  input: ClaimDecisionInput,
  at: AssessmentAt,
): Promise<ClaimRow> {
  const claim = await claimFor(db, claimId);
  if (claim.claimStatus !== 'acknowledged') throw conflict(CLAIM_MESSAGES.invalidTransition);
  if (claim.recommendedBy === at.actor)
    throw new AppError(403, 'FOUR_EYES', ASSESSMENT_MESSAGES.sameConfirmer);
  const approve = input.decision === 'approve';
  const granted = approve ? (claim.recommendedAmountCents ?? claim.requestedAmountCents) : null;
  return move(
    db,
    claim,
    [approve ? 'pending_payout' : 'closed'],
    {
      approvalStatus: approve ? 'approved' : 'repudiated',
      grantedAmountCents: granted,
      decisionReason: input.reason,
      decidedBy: at.actor,
      decidedAt: at.now,
    },
    {
      type: approve ? 'claim.approved' : 'claim.repudiated',
      summary: approve
        ? `Approved for ${formatRand(granted ?? 0)}: ${input.reason}`
        : `Repudiated: ${input.reason}`,
      data: { decision: input.decision, grantedAmount: granted },
    },
    at,
  );
}

/** The payout went out: pending_payout → paid_out (Paid). */
export async function recordClaimPayout(
  db: Database,
  claimId: string,
  reference: string,
  at: AssessmentAt,
): Promise<ClaimRow> {
  const claim = await claimFor(db, claimId);
  return move(
    db,
    claim,
    ['paid_out'],
    { payoutReference: reference, paidAt: at.now },
    {
      type: 'claim.paid',
      summary: `Paid ${formatRand(claim.grantedAmountCents ?? 0)} (reference ${reference})`,
      data: { reference, amount: claim.grantedAmountCents },
    },
    at,
  );
}
