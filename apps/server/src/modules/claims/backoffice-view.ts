/**
 * One claim as the back office reads it: the claim view every line shares, its assessment trail (the
 * recommendation, the decision and the payout, people by display name) and its whole history with the
 * staff-only entries. Customers' claim views never carry these.
 */
import { HOLD_DOCUMENT_KIND, type ClaimAssessment, type StaffHistoryEntry } from '@cover/domain';
import type { ClaimRow } from '../../db/schema/index.js';
import { claimApprovalBlocker, claimPayable } from './claim-lines.js';
import { actorName, operatorNamesOf } from '../backoffice/actors.js';
import { staffHistory } from '../backoffice/history.js';
import type { ClaimsDeps } from './service.js';
import { HOLD_ANSWERED_EVENT } from './hold-answers.js';
import { claimViews } from './service.js';
import { earlierClaimsOf } from './earlier-claims.js';
import { coverEndedByApproval } from './total-loss.js';
import type { DownloadUrl } from './view.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The history once per upload: the customer's upload that answers a hold is recorded both as its documents
 * received and as the hold answered, in the same instant; staff read the hold answered only (QA walk 4).
 */
export function oneEntryPerHoldAnswer(history: readonly StaffHistoryEntry[]): StaffHistoryEntry[] {
  const answeredAt = new Set(
    history.filter((entry) => entry.type === HOLD_ANSWERED_EVENT).map((entry) => entry.createdAt),
  );
  return history.filter(
    (entry) => !(entry.type === 'claim.documents_received' && answeredAt.has(entry.createdAt)),
  );
}

/** The states in which an approval may still come. */
const AWAITING_DECISION: readonly string[] = ['open', 'in_review', 'acknowledged'];

/** The assessment columns of the claim row, with the operators' display names. */
export async function claimAssessmentOf(deps: ClaimsDeps, claim: ClaimRow): Promise<ClaimAssessment> {
  const names = await operatorNamesOf(deps.db, [claim.recommendedBy, claim.decidedBy]);
  const nameOf = (actor: string | null) => (actor ? actorName(actor, names) : null);
  return {
    recommendation: claim.recommendation ?? null,
    recommendedAmount: claim.recommendedAmountCents,
    recommendationNote: claim.recommendationNote,
    recommendationCustomerReason: claim.recommendationCustomerReason,
    recommendedBy: nameOf(claim.recommendedBy),
    recommendedAt: iso(claim.recommendedAt),
    decisionReason: claim.decisionReason,
    decidedBy: nameOf(claim.decidedBy),
    decidedAt: iso(claim.decidedAt),
    payoutReference: claim.payoutReference,
    settlementReference: claim.settlementReference,
    paidAt: iso(claim.paidAt),
    // a financed item lost outright: the settlement to its credit provider, granted or else recommended
    settlement: claimSettlementOf(claim),
  };
}

/** The settlement to the credit provider of a financed item lost outright: granted, or recommended; null. */
export function claimSettlementOf(claim: ClaimRow) {
  const amount = claim.settlementCents ?? claim.recommendedSettlementCents;
  return amount === null || !claim.settlementCreditProvider
    ? null
    : { creditProvider: claim.settlementCreditProvider, amount };
}

/**
 * The back-office detail of one claim (GET and every assessment step's reply), as `viewer` (the caller,
 * 'operator:<id>') reads it: whether they made the recommendation waiting to be confirmed (four eyes).
 */
export async function backofficeClaimView(
  deps: ClaimsDeps,
  claim: ClaimRow,
  downloadUrl: DownloadUrl,
  viewer?: string,
) {
  const awaitingDecision = AWAITING_DECISION.includes(claim.claimStatus);
  const [[view], assessment, history, earlierClaims, endsCover] = await Promise.all([
    claimViews(deps, [claim], downloadUrl),
    claimAssessmentOf(deps, claim),
    staffHistory(deps.db, 'claim', claim.id),
    earlierClaimsOf(deps.db, claim),
    awaitingDecision ? coverEndedByApproval(deps.db, deps.claimLines, claim) : null,
  ]);
  if (!view) throw new Error('the claim view is missing');
  return {
    ...view,
    assessment,
    payable: claimPayable(deps.claimLines, claim),
    // only while a decision is still to be made: a decided claim is held up by nothing
    approvalBlocker: awaitingDecision ? claimApprovalBlocker(deps.claimLines, claim) : null,
    // a claim of total loss: what its approval ends, for the dialogs to say (QA walk 9 no. 3)
    endsCover,
    // the type's own names of its documents ('Copy of the driver’s licence', not 'Drivers licence'), and
    // the document asked for while the claim was on hold
    documentLabels: Object.fromEntries(
      [...deps.claimLines.typeOf(claim).documentKinds, HOLD_DOCUMENT_KIND].map((kind) => [
        kind.value,
        kind.label,
      ]),
    ),
    // confirming and recording the payout are someone else's (four eyes)
    youRecommended:
      (claim.claimStatus === 'acknowledged' || claim.claimStatus === 'pending_payout') &&
      viewer !== undefined &&
      claim.recommendedBy === viewer,
    // the same policy's earlier claims on the same life or item (QA walk 9 no. 1)
    earlierClaims,
    history: oneEntryPerHoldAnswer(history),
  };
}
