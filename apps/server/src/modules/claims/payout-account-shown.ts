/**
 * The payout account in full, for the person who pays an approved claim (QA walk 16): staff pages show the
 * account masked, so whoever makes the payment reads it here, once the claim waits for its payout and only if
 * they did not recommend it (four eyes, as recording the payout). Each reading is an internal history entry,
 * so who saw a customer's account and when stays on record.
 */
import { CLAIM_PAYOUT_ACCOUNT_MESSAGES, formatRand, type ClaimPayoutAccountReply } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { ASSESSMENT_MESSAGES } from './assessment-amounts.js';
import { claimSettlementOf } from './backoffice-view.js';
import { claimNotFound, isUuid } from './errors.js';
import { appendClaimEvent, findClaim } from './repo.js';

export const PAYOUT_ACCOUNT_SHOWN_EVENT = 'claim.payout_account_shown';

export async function payoutAccountFor(
  db: Database,
  claimId: string,
  at: { now: Date; actor: string },
): Promise<ClaimPayoutAccountReply> {
  const claim = isUuid(claimId) ? await findClaim(db, claimId) : null;
  if (!claim) throw claimNotFound();
  if (claim.claimStatus !== 'pending_payout')
    throw new AppError(409, 'CLAIM_NOT_PAYABLE', CLAIM_PAYOUT_ACCOUNT_MESSAGES.notPayable);
  if (claim.recommendedBy === at.actor) throw new AppError(403, 'FOUR_EYES', ASSESSMENT_MESSAGES.samePayer);
  const settlement = claimSettlementOf(claim);
  const amount = Math.max(0, (claim.grantedAmountCents ?? 0) - (settlement?.amount ?? 0));
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: PAYOUT_ACCOUNT_SHOWN_EVENT,
    summary: `Payout account shown to pay ${formatRand(amount)}`,
    actor: at.actor,
    internal: true,
    at: at.now,
  });
  return {
    account: {
      bankName: claim.payoutBankName,
      branchCode: claim.payoutBranchCode,
      accountHolderName: claim.payoutAccountHolderName,
      accountNumber: claim.payoutAccountNumber,
      accountType: claim.payoutAccountType,
    },
    amount,
    settlement,
  };
}
