/**
 * The claim lifecycle on two axes (REFERENCE "Claims have two axes"): the claim status
 * open → in_review → acknowledged → pending_payout → paid_out → closed (reopen allowed), and the approval
 * status pending → approved | repudiated. Display values (spec 002 §4): Pending, OnHold,
 * Recommendation Awaited, Approved, Repudiated, Paid.
 */
import { defineStateMachine } from './state-machine.js';

export const CLAIM_STATUSES = [
  'open',
  'in_review',
  'acknowledged',
  'pending_payout',
  'paid_out',
  'closed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_APPROVAL_STATUSES = ['pending', 'approved', 'repudiated'] as const;
export type ClaimApprovalStatus = (typeof CLAIM_APPROVAL_STATUSES)[number];

export const claimLifecycle = defineStateMachine<ClaimStatus>('claim', {
  open: ['in_review', 'closed'],
  in_review: ['acknowledged', 'closed'],
  acknowledged: ['pending_payout', 'closed'],
  pending_payout: ['paid_out', 'closed'],
  paid_out: ['closed'],
  closed: ['open'],
});

export const claimApprovalLifecycle = defineStateMachine<ClaimApprovalStatus>('claim approval', {
  pending: ['approved', 'repudiated'],
  approved: [],
  repudiated: [],
});

/** A payout may only be scheduled for an approved claim; a repudiated claim can only be closed. */
export function canMoveClaim(
  claim: { status: ClaimStatus; approvalStatus: ClaimApprovalStatus },
  to: ClaimStatus,
): boolean {
  if (!claimLifecycle.canTransition(claim.status, to)) return false;
  if (to === 'pending_payout' || to === 'paid_out') return claim.approvalStatus === 'approved';
  if (claim.approvalStatus === 'repudiated') return to === 'closed';
  return true;
}

export const CLAIM_DISPLAY_VALUES = [
  'Pending',
  'OnHold',
  'Recommendation Awaited',
  'Approved',
  'Repudiated',
  'Paid',
] as const;
export type ClaimDisplayValue = (typeof CLAIM_DISPLAY_VALUES)[number];

/**
 * What the customer sees: Paid once paid out (a closed claim shows its decision); Repudiated / Approved once decided; Recommendation Awaited
 * while acknowledged (the assessor's recommendation awaits the supervisor); OnHold while in review (waiting
 * for documents or information); Pending otherwise.
 */
export function claimDisplayValue(claim: {
  status: ClaimStatus;
  approvalStatus: ClaimApprovalStatus;
}): ClaimDisplayValue {
  if (claim.status === 'paid_out') return 'Paid';
  if (claim.approvalStatus === 'repudiated') return 'Repudiated';
  if (claim.approvalStatus === 'approved') return 'Approved';
  if (claim.status === 'acknowledged') return 'Recommendation Awaited';
  if (claim.status === 'in_review') return 'OnHold';
  return 'Pending';
}
