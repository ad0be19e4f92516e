/**
 * Which of the customer's policies a claim form offers, on every line (QA walk 14 no. 1): one in force, and
 * one cancelled or lapsed for an event up to the last day it covered (the domain's `claimCoverEnd`, the rule
 * the server applies), with that day said under the chosen policy. One ended by the approved claim for its
 * item's total loss is not offered.
 */
import { claimCoverEnd, claimsUpToText, type EndedPolicyFacts } from '@cover/domain';

/** A policy choice of a claim form, with what it says once the policy's cover ended. */
export interface ClaimPolicyOption {
  value: string;
  label: string;
  coverEnded?: string | null;
}

/** Whether a claim can still be made on the policy (in force, or ended with days of cover to claim for). */
export const isClaimablePolicy = (policy: EndedPolicyFacts): boolean => claimCoverEnd(policy).claimable;

/** 'This policy’s cover ended on 6 December 2026: you can claim for an event on or before that day.' */
export function coverEndedNote(policy: EndedPolicyFacts): string | null {
  const { lastCoveredDay } = claimCoverEnd(policy);
  return lastCoveredDay === null ? null : claimsUpToText(lastCoveredDay);
}

/** The form's choice of `policy`, named by `label`. */
export const claimPolicyOption = (
  policy: EndedPolicyFacts & { policyId: string },
  label: string,
): ClaimPolicyOption => ({ value: policy.policyId, label, coverEnded: coverEndedNote(policy) });
