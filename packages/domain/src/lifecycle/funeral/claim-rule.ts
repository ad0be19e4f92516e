/**
 * The pure rules of a funeral claim: is the death covered (policy in force or in grace on the date of death,
 * member on cover, date sensible), does the natural-death waiting period apply, and is the requested amount
 * within the member's cover for that cause.
 */
import { formatRand } from '../../format/money.js';
import { isCoveredAfterWaitingPeriod, waitingPeriodEndsOn, type CauseOfDeath } from '../cover-periods.js';

/** What the funeral claim rule says when it refuses a claim (the server's claim messages include these). */
export const FUNERAL_CLAIM_RULE_MESSAGES = {
  deathInFuture: 'The date of death cannot be in the future',
  deathBeforePolicy: 'The date of death is before the policy started',
  memberNotYetCovered: 'This member was not yet covered on the date of death',
  memberNoLongerCovered: 'This member was no longer covered on the date of death',
  policyNotActive: 'The policy was not active on the date of death, so no claim can be paid',
  amountOverCover: (cover: string) =>
    `The requested amount cannot be more than this member's cover of ${cover}`,
} as const;

export interface ClaimPolicyFacts {
  status: string;
  startDate: string;
  /** arrears in cents: a missed premium puts the policy in its grace period */
  balance: number;
  /** the first day the policy no longer covered, if it ended (the day it lapsed, the day after it was cancelled) */
  endedOn: string | null;
}

export interface ClaimMemberFacts {
  /** the day this life's cover started (the policy start, or the day the member was added) */
  addedOn: string;
  /** the day the member was removed from cover, if they were */
  removedOn: string | null;
  coverAmount: number;
  accidentalCoverAmount: number;
}

export interface ClaimEventFacts {
  dateOfDeath: string;
  cause: CauseOfDeath;
  /** cents */
  requestedAmount: number;
  today: string;
}

export type ClaimCheck =
  | {
      ok: true;
      withinWaitingPeriod: boolean;
      waitingPeriodEndsOn: string;
      /** the member's cover for this cause, cents */
      coverAmount: number;
      coverStatus: 'ACTIVE' | 'GRACE';
    }
  | { ok: false; code: string; message: string; fields?: Record<string, string> };

const DATE_FIELD = 'funeralClaimBlock.dateOfDeath';

const refuse = (code: string, message: string, field?: string): ClaimCheck => ({
  ok: false,
  code,
  message,
  ...(field ? { fields: { [field]: message } } : {}),
});

/** Checks a claim against the policy and the member; the first problem wins. */
export function checkFuneralClaim(
  policy: ClaimPolicyFacts,
  member: ClaimMemberFacts,
  event: ClaimEventFacts,
): ClaimCheck {
  const { dateOfDeath, cause } = event;
  if (dateOfDeath > event.today)
    return refuse('DEATH_IN_FUTURE', FUNERAL_CLAIM_RULE_MESSAGES.deathInFuture, DATE_FIELD);
  if (dateOfDeath < policy.startDate)
    return refuse('DEATH_BEFORE_POLICY', FUNERAL_CLAIM_RULE_MESSAGES.deathBeforePolicy, DATE_FIELD);
  if (policy.endedOn !== null && dateOfDeath >= policy.endedOn) {
    return refuse('POLICY_NOT_ACTIVE', FUNERAL_CLAIM_RULE_MESSAGES.policyNotActive, DATE_FIELD);
  }
  if (policy.status !== 'ACTIVE' && policy.endedOn === null) {
    return refuse('POLICY_NOT_ACTIVE', FUNERAL_CLAIM_RULE_MESSAGES.policyNotActive, DATE_FIELD);
  }
  if (dateOfDeath < member.addedOn)
    return refuse('MEMBER_NOT_COVERED', FUNERAL_CLAIM_RULE_MESSAGES.memberNotYetCovered, DATE_FIELD);
  if (member.removedOn !== null && dateOfDeath >= member.removedOn) {
    return refuse('MEMBER_NOT_COVERED', FUNERAL_CLAIM_RULE_MESSAGES.memberNoLongerCovered, DATE_FIELD);
  }
  const coverAmount = cause === 'accidental' ? member.accidentalCoverAmount : member.coverAmount;
  if (event.requestedAmount > coverAmount) {
    return refuse(
      'AMOUNT_OVER_COVER',
      FUNERAL_CLAIM_RULE_MESSAGES.amountOverCover(formatRand(coverAmount)),
      'amount',
    );
  }
  // Arrears, or a death before the policy lapsed: the death fell in the grace period of a missed premium.
  const coverStatus = policy.balance > 0 || policy.status === 'LAPSED' ? 'GRACE' : 'ACTIVE';
  return {
    ok: true,
    withinWaitingPeriod: !isCoveredAfterWaitingPeriod(member.addedOn, dateOfDeath, cause),
    waitingPeriodEndsOn: waitingPeriodEndsOn(member.addedOn, 'natural'),
    coverAmount,
    coverStatus,
  };
}
