/**
 * A loan settled from a claim ends the credit life on it (docs/decisions/0045): once the payout of a financed
 * item's total loss goes out, the settlement paid to the credit provider (decision 0043) leaves no loan for
 * the credit life sold with the item's policy, or taken on its own on the item by the same holder, to cover.
 * In the transaction that records the payout, the insurer cancels each such credit life still in force
 * through the insurance core's cancellation, reason 'loan_settled', from that day: the days paid for after it
 * are refunded (decision 0044), cooling-off's refund of everything does not apply (the holder did not choose
 * to cancel), billing stops, and a death or disability before that day can still be claimed. The history
 * entry is the system's; the customer is told by the cancellation's notice in its own words
 * (loanSettledNotice).
 */
import { loanSettledSummary, type LoanSettled } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { policies, type ClaimRow } from '../../db/schema/index.js';
import { cancelPolicyCore } from '../insurance-core/cancellation.js';
import type { ProductLine } from '../insurance-core/lines.js';
import type { ClaimAt, LineClaims, TotalLossOf } from './claim-lines.js';
import { creditLifeOnClaimedItem } from './credit-life-on-item.js';
import { TOTAL_LOSS_ACTOR } from './total-loss.js';

export const LOAN_SETTLED_REASON = 'loan_settled';

/**
 * The `LineClaims.paidOut` follow-up of a line whose items are financed: a paid claim of total loss (`lossOf`)
 * whose settlement went to a credit provider ends the in-force `creditLife` policies on the item's loan: sold
 * with its policy, or taken on their own on the item (`item.financedItemOf`).
 */
export const endCreditLifeOfSettledLoan =
  (creditLife: ProductLine, lossOf: TotalLossOf, item: Pick<LineClaims, 'financedItemOf'> = {}) =>
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
    const onLoan = await creditLifeOnClaimedItem(tx, item, claim, policy, { lock: true });
    for (const row of onLoan.filter((entry) => entry.line === creditLife.key))
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
