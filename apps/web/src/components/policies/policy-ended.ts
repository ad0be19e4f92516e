import { formatDate } from './format-time';

/** What every line's policy says of how it ended (the core view's cancellation and lapse days). */
export interface EndedPolicy {
  status: string;
  cancelledAt?: string | null;
  lapsedAt?: string | null;
  /** why it was cancelled (the core's reason value), when the view gives it */
  cancellationReason?: string | null;
}

/** Cancelled or lapsed: cover has ended and no premium is collected any more. */
export const hasEnded = (policy: { status: string }) =>
  policy.status === 'CANCELLED' || policy.status === 'LAPSED';

/** 'Cancelled on 5 December 2026', 'Lapsed on …' ('Cancelled' when the day is not known); null in force. */
export function endedOnText(policy: EndedPolicy): string | null {
  if (policy.status === 'CANCELLED')
    return policy.cancelledAt ? `Cancelled on ${formatDate(policy.cancelledAt)}` : 'Cancelled';
  if (policy.status === 'LAPSED')
    return policy.lapsedAt ? `Lapsed on ${formatDate(policy.lapsedAt)}` : 'Lapsed';
  return null;
}

/**
 * The page's line on an ended policy: 'Cancelled on 5 December 2026: cover ended and no further …'; one the
 * insurer ended with a claim for the item's total loss (docs/decisions/0041), or because a claim's payout
 * settled the loan it covered (0045), says so.
 */
export function coverEndedText(policy: EndedPolicy): string | null {
  const ended = endedOnText(policy);
  if (!ended) return null;
  const why =
    policy.status !== 'CANCELLED'
      ? ''
      : policy.cancellationReason === 'policy_claimed'
        ? ' with the approved claim for its loss'
        : policy.cancellationReason === 'loan_settled'
          ? ' when the loan it covered was settled from a claim'
          : '';
  return `${ended}${why}: cover ended and no further premiums are collected`;
}

export const NO_FURTHER_PREMIUMS = 'No further premiums are collected for this policy.';
