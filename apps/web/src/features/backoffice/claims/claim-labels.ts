import type { ClaimStatus } from '@cover/domain';
import { CLAIMANT_RELATIONS } from '@cover/domain/funeral';
import { textValue } from './line-facts';

/** A document kind ('death_certificate') in words ('Death certificate'). */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim().toLowerCase();
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return text.replace(/\bid\b/gi, 'ID').replace(/\bsaps\b/gi, 'SAPS');
}

/** The claim queues of the console: the state, its words and what staff do there. */
export const CLAIM_QUEUES: readonly { status: ClaimStatus; label: string; intro: string }[] = [
  { status: 'open', label: 'Open claims', intro: 'New claims to assess or put on hold.' },
  { status: 'in_review', label: 'On hold', intro: 'Claims waiting for documents or information.' },
  {
    status: 'acknowledged',
    label: 'Recommendation awaited',
    intro: 'Recommendations waiting for another person to confirm or overturn.',
  },
  { status: 'pending_payout', label: 'Awaiting payout', intro: 'Approved claims to pay.' },
];

export const claimQueueLabel = (status: string | null | undefined) =>
  CLAIM_QUEUES.find((queue) => queue.status === status)?.label ?? 'All claims';

/** How the claimant is related to the deceased or the policy, in words ('main_member' → 'Main member of the policy'). */
export function relationLabel(relation: string): string {
  return CLAIMANT_RELATIONS.find((entry) => entry.value === relation)?.label ?? textValue(relation);
}
