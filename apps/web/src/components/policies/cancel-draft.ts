import { unusedCoverOf, type LinkedCover, type UnusedCoverFacts } from '@cover/domain';
import { dropTabValue, readTabValue, writeTabValue } from '../../lib/tab-storage';
import type { CancelledPolicyReply } from './cancel-steps';

/**
 * The cancel form of one policy as chosen so far (the reason and the comment), and the outcome once it is
 * cancelled, kept in this tab's sessionStorage as the motor claim form is (kept-claim-draft.ts): a reload
 * loses no choice, and the confirmation still shows after the policy reads as cancelled (a line's page that
 * guards ended policies renders it again) or after a reload. The draft is forgotten once cancelled.
 * sessionStorage lives only as long as the tab, is not shared with other tabs and is never sent anywhere.
 */
const DRAFT_PREFIX = 'cover.cancel-draft';
const DONE_PREFIX = 'cover.cancelled';

/** The form as typed: the reason (a value of the line's list) and the comment. */
export interface CancelDraft {
  reason?: string;
  comment?: string;
}

/** What the confirmation needs once the policy is cancelled. */
export interface KeptCancelResult {
  result: CancelledPolicyReply;
  /** a claim was made on the policy before it was cancelled (no cooling-off refund then) */
  claimMade: boolean;
  /** the month paid for that ran past the cancellation, when the refund was for its days after it */
  unusedCover?: UnusedCoverFacts | null;
  /** the linked policies that were not cancelled with it */
  continuing: LinkedCover[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function keepCancelDraft(policyId: string, draft: CancelDraft): void {
  writeTabValue(`${DRAFT_PREFIX}:${policyId}`, {
    ...(draft.reason ? { reason: draft.reason } : {}),
    comment: draft.comment ?? '',
  });
}

/** The form kept for this policy, or null. */
export function keptCancelDraft(policyId: string): CancelDraft | null {
  const kept = readTabValue(`${DRAFT_PREFIX}:${policyId}`);
  if (!isObject(kept)) return null;
  return {
    ...(typeof kept.reason === 'string' ? { reason: kept.reason } : {}),
    comment: typeof kept.comment === 'string' ? kept.comment : '',
  };
}

export function dropCancelDraft(policyId: string): void {
  dropTabValue(`${DRAFT_PREFIX}:${policyId}`);
}

/** Keeps the outcome of a cancellation (and forgets the form that led to it). */
export function keepCancelResult(policyId: string, kept: KeptCancelResult): void {
  dropCancelDraft(policyId);
  writeTabValue(`${DONE_PREFIX}:${policyId}`, kept);
}

/** The outcome kept for this policy (cancelled in this tab), or null. */
export function keptCancelResult(policyId: string): KeptCancelResult | null {
  const kept = readTabValue(`${DONE_PREFIX}:${policyId}`);
  if (!isObject(kept) || !isObject(kept.result) || typeof kept.result.message !== 'string') return null;
  return {
    result: kept.result as unknown as CancelledPolicyReply,
    claimMade: kept.claimMade === true,
    unusedCover: unusedCoverOf(kept.unusedCover),
    continuing: Array.isArray(kept.continuing) ? (kept.continuing as LinkedCover[]) : [],
  };
}
