/**
 * A claim of total loss ends the cover of what was lost (docs/decisions/0041): once the claim that a phone was
 * lost or stolen, or that a vehicle was stolen or hijacked, is approved (the supervisor confirms it; not at the
 * payout, as 0038 decided for a death), the insurer cancels the policy in the same transaction through the
 * insurance core's cancellation, reason 'policy_claimed', from that day: nothing is refunded (a claim was
 * made), billing stops and no claim can be made on it any more. The history entry is the system's, in plain
 * words; the customer is told by the cancellation's notice in its own words. The credit life on the item's
 * finance covers the person's debt, not the item, and goes on; where the payout settles that debt with the
 * credit provider (decision 0043), it ends once the payout goes out (loan-settled.ts, decision 0045). A
 * repudiated claim changes nothing, and a policy already cancelled is left as it is.
 */
import {
  policyLifecycle,
  type ClaimEndsCover,
  totalLossSummary,
  type InsurerCancellationReason,
  type PolicyLifecycleStatus,
  type TotalLoss,
} from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, type ClaimRow } from '../../db/schema/index.js';
import { cancelPolicyCore } from '../insurance-core/cancellation.js';
import type { ProductLine } from '../insurance-core/lines.js';
import { linkedCoverOf } from '../insurance-core/linked-policies.js';
import type { ClaimAt, ClaimLines, TotalLossOf } from './claim-lines.js';
import { creditLifeOnClaimedItem } from './credit-life-on-item.js';
import { financierOfClaim } from './financed-payout.js';

/** Who the history and the notice credit with ending the cover: the system, not the confirmer. */
export const TOTAL_LOSS_ACTOR = 'system';
export const TOTAL_LOSS_REASON: InsurerCancellationReason = 'policy_claimed';

export type { TotalLossOf };

/**
 * The `LineClaims.decided` follow-up of a line whose items can be lost outright: an approved claim that
 * `lossOf` names a total loss cancels its policy of `line`.
 */
export const endCoverAtTotalLoss =
  (line: ProductLine, lossOf: TotalLossOf) =>
  async (tx: Database, claim: ClaimRow, at: ClaimAt): Promise<void> => {
    if (claim.approvalStatus !== 'approved') return;
    const loss = lossOf(claim);
    if (!loss) return;
    const [policy] = await tx.select().from(policies).where(eq(policies.id, claim.policyId)).for('update');
    if (!policy || !policyLifecycle.canTransition(policy.status as PolicyLifecycleStatus, 'CANCELLED'))
      return;
    // a financed item: the loan is settled from the payout (decisions/0043), so its credit life is not said to go on
    const totalLoss: TotalLoss = {
      ...loss,
      claimNumber: claim.claimNumber,
      ...(claim.settlementCents !== null && claim.settlementCreditProvider
        ? { settledTo: claim.settlementCreditProvider }
        : {}),
    };
    await cancelPolicyCore(tx, policy, {
      reason: TOTAL_LOSS_REASON,
      line,
      now: at.now,
      actor: TOTAL_LOSS_ACTOR,
      entry: { summary: totalLossSummary(totalLoss), data: { claimId: claim.id, totalLoss } },
      // the claim paid out the item: the month paid for is kept (decisions/0041, 0044)
      refundsUnusedDays: false,
    });
  };

/**
 * What approving `claim` would end, for the staff dialogs to say (QA walk 9 no. 3): its policy, when its line
 * names it a total loss and the policy is still in force, with the credit life on the item's loan (sold with
 * the policy or taken on its own on the item) that goes on; null otherwise.
 */
export async function coverEndedByApproval(
  db: Database,
  claimLines: ClaimLines,
  claim: ClaimRow,
): Promise<ClaimEndsCover | null> {
  const loss = claimLines.of(claim.line).totalLoss?.(claim);
  if (!loss) return null;
  const [policy] = await db.select().from(policies).where(eq(policies.id, claim.policyId));
  if (!policy || !policyLifecycle.canTransition(policy.status as PolicyLifecycleStatus, 'CANCELLED'))
    return null;
  return {
    policyNumber: policy.policyNumber,
    item: loss.item,
    linkedCover: linkedCoverOf(await creditLifeOnClaimedItem(db, claimLines.of(claim.line), claim, policy)),
    // the credit provider paid the settlement first (decisions/0043)
    financedBy: await financierOfClaim(db, claimLines, claim),
  };
}
