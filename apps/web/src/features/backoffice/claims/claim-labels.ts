import { CLAIM_STAFF_STATUS as WORDS, type BackofficeClaimQueue, type ClaimStatus } from '@cover/domain';
import { formatDate } from '../../../components/policies/labels';
import type { BackofficeClaimSummary } from '../api/claims-api';
import { ageInWords } from '../components/age';
import { CLAIMANT_RELATIONS } from '@cover/domain/funeral';
import { textValue } from './line-facts';

/** A document kind ('death_certificate') in words ('Death certificate'). */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim().toLowerCase();
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return text.replace(/\bid\b/gi, 'ID').replace(/\bsaps\b/gi, 'SAPS');
}

/** The claim queues of the console: the state, its words and what staff do there. */
export const CLAIM_QUEUES: readonly { status: BackofficeClaimQueue; label: string; intro: string }[] = [
  // a claim's badge says 'Open' (claimStaffStatus); the queue holds the open claims
  { status: 'open', label: 'Open claims', intro: 'New claims to assess or put on hold.' },
  { status: 'in_review', label: WORDS.in_review, intro: 'Claims waiting for documents or information.' },
  {
    status: 'acknowledged',
    label: WORDS.acknowledged,
    intro: 'Recommendations waiting for another person to confirm or overturn.',
  },
  { status: 'pending_payout', label: WORDS.pending_payout, intro: 'Approved claims to pay.' },
];

export const claimQueueLabel = (status: string | null | undefined) =>
  CLAIM_QUEUES.find((queue) => queue.status === status)?.label ?? 'All claims';

/** How the claimant is related to the deceased or the policy, in words ('main_member' → 'Main member of the policy'). */
export function relationLabel(relation: string): string {
  return CLAIMANT_RELATIONS.find((entry) => entry.value === relation)?.label ?? textValue(relation);
}

/**
 * What the claim's cover amount is: a funeral claim's is the benefit for its cause of death (the accidental
 * death benefit is often twice the natural death cover the policy states), any other claim's the cover.
 */
export function claimCoverLabel(claim: Record<string, unknown>): string {
  const block = claim.funeralClaimBlock as { causeOfDeath?: unknown } | undefined;
  const cause = typeof block?.causeOfDeath === 'string' ? block.causeOfDeath.toLowerCase() : null;
  if (cause === 'accidental') return 'Accidental death benefit';
  if (cause === 'natural') return 'Natural death cover';
  return 'Cover amount';
}

/** The claims staff still have to act on (assess, confirm, pay): only these show how long they have waited. */
const WAITING_ON_STAFF: readonly ClaimStatus[] = ['open', 'in_review', 'acknowledged', 'pending_payout'];

/**
 * A claim's line in the back-office list: its type, the day it was reported, and either how long it has
 * waited (a claim staff still act on) or when it was decided or paid.
 */
export function claimListMeta(claim: BackofficeClaimSummary, now: Date = new Date()): string {
  const reached = (step: string) => claim.timeline.find((entry) => entry.step === step)?.at ?? null;
  const day = (at: string | null) => formatDate(at ?? claim.updatedAt);
  const state =
    claim.status === 'paid_out'
      ? `Paid on ${day(reached('paid'))}`
      : claim.approvalStatus === 'repudiated'
        ? `Repudiated on ${day(reached('declined'))}`
        : claim.status === 'closed'
          ? `Closed on ${day(null)}`
          : WAITING_ON_STAFF.includes(claim.status)
            ? `Waiting ${ageInWords(claim.updatedAt, now)}`
            : '';
  const outstanding = claim.documentsOutstanding.length;
  return [
    claim.claimTypeLabel,
    `reported ${formatDate(claim.createdAt)}`,
    state,
    // on hold and answered by the customer: back with staff
    claim.holdAnsweredAt ? `Documents received on ${formatDate(claim.holdAnsweredAt)}` : '',
    outstanding > 0 ? `${outstanding} document${outstanding === 1 ? '' : 's'} outstanding` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
