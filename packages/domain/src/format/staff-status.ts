/**
 * The states of applications and claims as staff read them in the console: the names of the queues they
 * sit in ('Referred', 'Open', 'Awaiting payout'), not the display values the spec fixes for customers
 * ('Pending', 'OnHold', 'Recommendation Awaited'), which stay what customers see.
 */
import { statusLabel } from '../constants/statuses.js';
import type { UnderwritingStatus } from '../contracts/backoffice/underwriting.js';
import type { ClaimStatus } from '../lifecycle/claim.js';

/** An application's underwriting state, as the console's application queues are named. */
export const UNDERWRITING_STAFF_STATUS = {
  REFERRED: 'Referred',
  ON_HOLD: 'On hold',
  RECOMMENDATION_AWAITED: 'Recommendation awaited',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
} as const satisfies Record<UnderwritingStatus, string>;

/** The states of an application still waiting for an underwriter. */
const WAITING: readonly string[] = ['REFERRED', 'ON_HOLD', 'RECOMMENDATION_AWAITED'];

/**
 * An application's state for staff: while it waits for an underwriter (PENDING), the queue it is in;
 * declined, 'Declined'; otherwise where it went (approved, active, cancelled).
 */
export function applicationStaffStatus(application: {
  status: string;
  underwritingStatus: string | null;
}): string {
  const underwriting = application.underwritingStatus;
  if (underwriting === 'DECLINED') return UNDERWRITING_STAFF_STATUS.DECLINED;
  if (application.status === 'PENDING' && underwriting && WAITING.includes(underwriting))
    return UNDERWRITING_STAFF_STATUS[underwriting as UnderwritingStatus];
  // an application is 'Active' once it became a policy: staff read where it went (QA walk 16)
  if (application.status === 'ACTIVE') return 'Policy issued';
  return statusLabel(application.status);
}

/** A claim's state staff still act on, as the console's claim queues are named. */
export const CLAIM_STAFF_STATUS = {
  open: 'Open',
  in_review: 'On hold',
  acknowledged: 'Recommendation awaited',
  pending_payout: 'Awaiting payout',
} as const satisfies Partial<Record<ClaimStatus, string>>;

/**
 * A claim's state for staff: the queue it is in while staff act on it ('Hold answered' once the customer sent
 * what a hold asked for: the assessor's turn again); once paid or decided, what the customer is told (Paid,
 * Repudiated, Approved); a claim closed undecided, 'Closed'.
 */
export function claimStaffStatus(claim: {
  status: string;
  statusDisplayValue: string;
  /** on hold: when the customer sent what it asked for (the assessor's turn again) */
  holdAnsweredAt?: string | null | undefined;
}): string {
  if (claim.status === 'in_review' && claim.holdAnsweredAt) return 'Hold answered';
  const queue = (CLAIM_STAFF_STATUS as Readonly<Record<string, string>>)[claim.status];
  if (queue) return queue;
  if (claim.status === 'closed' && claim.statusDisplayValue === 'Pending') return 'Closed';
  return statusLabel(claim.statusDisplayValue);
}
