/**
 * A claim on an ended policy, for every line (QA walk 14 no. 1): the policy covered every event up to the
 * day its cover ended, so a death or loss before then is still claimed after it was cancelled or lapsed.
 * A cancelled policy covered the day it was cancelled; a lapsed one the days before it lapsed (the grace
 * period of the missed premium ran out on the lapse day). A policy the insurer ended with the approved claim
 * for its item's total loss (reason 'policy_claimed', decisions/0041) takes no further claim: the item is
 * gone and has been paid for.
 */
import { formatLongDate } from '../format/dates.js';
import { addDays, saDay } from './dates.js';

/** What the rule reads of a policy: its status and how it ended (instants, or ISO strings from a view). */
export interface EndedPolicyFacts {
  status: string;
  cancelledAt?: Date | string | null | undefined;
  lapsedAt?: Date | string | null | undefined;
  cancellationReason?: string | null | undefined;
}

export interface ClaimCoverEnd {
  /** whether a claim may still be made on the policy (for an event up to `lastCoveredDay`) */
  claimable: boolean;
  /** the last day the policy covered ('YYYY-MM-DD'); null while it is in force */
  lastCoveredDay: string | null;
}

const dayOf = (instant: Date | string | null | undefined): string | null =>
  instant ? saDay(typeof instant === 'string' ? new Date(instant) : instant) : null;

/** Whether a claim may be made on the policy, and the last day of its cover once it ended. */
export function claimCoverEnd(policy: EndedPolicyFacts): ClaimCoverEnd {
  if (policy.status === 'CANCELLED') {
    const lastCoveredDay = dayOf(policy.cancelledAt);
    return {
      claimable: lastCoveredDay !== null && policy.cancellationReason !== 'policy_claimed',
      lastCoveredDay,
    };
  }
  if (policy.status === 'LAPSED') {
    const lapsedOn = dayOf(policy.lapsedAt);
    return lapsedOn
      ? { claimable: true, lastCoveredDay: addDays(lapsedOn, -1) }
      : { claimable: false, lastCoveredDay: null };
  }
  return { claimable: true, lastCoveredDay: null };
}

/** The refusal of an event after the last day of cover, on the event's date. */
export const eventAfterCoverMessage = (lastCoveredDay: string): string =>
  `Your cover ended on ${formatLongDate(lastCoveredDay)}: only an event on or before that day can be claimed.`;

/**
 * The refusal of an event on `day` ('YYYY-MM-DD') after the policy's last day of cover; null while it is in
 * force, for a day up to that one, or before a day is typed. The claim forms say it on the date field as
 * the server refuses it.
 */
export function eventAfterCoverProblem(policy: EndedPolicyFacts, day: string): string | null {
  const { lastCoveredDay } = claimCoverEnd(policy);
  return lastCoveredDay !== null && day !== '' && day > lastCoveredDay
    ? eventAfterCoverMessage(lastCoveredDay)
    : null;
}

/** The claim form's line on an ended policy: which events it still takes. */
export const claimsUpToText = (lastCoveredDay: string): string =>
  `This policy’s cover ended on ${formatLongDate(lastCoveredDay)}: you can claim for an event on or before that day.`;
