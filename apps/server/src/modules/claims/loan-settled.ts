/**
 * A loan settled from a claim ends the credit life on it (docs/decisions/0045): once the payout of a financed
 * item's total loss goes out, the settlement paid to the credit provider (decision 0043) leaves no loan for
 * the credit life sold with the item's policy to cover. In the transaction that records the payout, the
 * insurer cancels each such credit life still in force through the insurance core's cancellation, reason
 * 'loan_settled', from that day: the days paid for after it are refunded (decision 0044), cooling-off's
 * refund of everything does not apply (the holder did not choose to cancel), billing stops, and a death or
 * disability before that day can still be claimed. The history entry is the system's; the customer is told
 * by the cancellation's notice in its own words (loanSettledNotice).
 */
import { loanSettledSummary, type LoanSettled } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, type ClaimRow } from '../../db/schema/index.js';
import { cancelPolicyCore } from '../insurance-core/cancellation.js';
import type { ProductLine } from '../insurance-core/lines.js';
import { inForceLinkedPolicies } from '../insurance-core/linked-policies.js';
import type { ClaimAt, TotalLossOf } from './claim-lines.js';
import { TOTAL_LOSS_ACTOR } from './total-loss.js';

export const LOAN_SETTLED_REASON = 'loan_settled';

/**
 * The `LineClaims.paidOut` follow-up of a line whose items are financed: a paid claim of total loss (`lossOf`)
 * whose settlement went to a credit provider ends the in-force `creditLife` policies sold with its policy.
 */
export const endCreditLifeOfSettledLoan =
  (creditLife: ProductLine, lossOf: TotalLossOf) =>
  async (tx: Database, claim: ClaimRow, at: ClaimAt): Promise<void> => {
    const loss = lossOf(claim);
    if (!loss || claim.settlementCents === null || !claim.settlementCreditProvider) return;
    const [policy] = await tx.select().from(policies).where(eq(policies.id, claim.policyId));
    if (!policy) return;
    const settled: LoanSettled = {
      creditProvider: claim.settlementCreditProvider,
      claimNumber: claim.claimNumber,
      item: loss.item,
    };
    const linked = await inForceLinkedPolicies(tx, policy, { lock: true });
    for (const row of linked.filter((entry) => entry.line === creditLife.key))
      await cancelPolicyCore(tx, row, {
        reason: LOAN_SETTLED_REASON,
        line: creditLife,
        now: at.now,
        actor: TOTAL_LOSS_ACTOR,
        entry: {
          summary: (refund) => loanSettledSummary(settled, refund),
          data: { claimId: claim.id, loanSettled: settled },
        },
        refundsCoolingOff: false,
      });
  };
