/**
 * A financed item lost outright (docs/decisions/0043): the credit provider its line notes on the policy (the
 * bank that owns a financed vehicle until its loan is settled) is paid the outstanding settlement from the
 * approved amount first, from its settlement letter, and the customer the rest. Only a claim its line names a
 * total loss has one; every other claim is paid to the customer as before.
 */
import { CLAIM_DECISION_MESSAGES, formatRand } from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { ClaimRow } from '../../db/schema/index.js';
import { AppError, VALIDATION_MESSAGE } from '../../platform/errors.js';
import type { ClaimLines } from './claim-lines.js';

/** The credit provider financing what `claim` says was lost outright, or null (not a total loss, not financed). */
export async function financierOfClaim(
  db: Database,
  claimLines: ClaimLines,
  claim: ClaimRow,
): Promise<string | null> {
  const line = claimLines.of(claim.line);
  if (!line.totalLoss?.(claim) || !line.financierOf) return null;
  return line.financierOf(db, claim);
}

const invalid = (message: string) =>
  new AppError(422, 'VALIDATION_FAILED', VALIDATION_MESSAGE, { settlementAmount: message });

/**
 * The settlement to pay `financier` from `amount` (cents): required, at most `amount` (422 on
 * settlementAmount); null when the item is not financed (any settlement given is then ignored).
 */
export function checkedSettlement(
  financier: string | null,
  amount: number,
  settlement: number | undefined,
): number | null {
  if (financier === null) return null;
  if (settlement === undefined) throw invalid(CLAIM_DECISION_MESSAGES.settlementAmount(financier));
  if (settlement > amount) throw invalid(CLAIM_DECISION_MESSAGES.settlementOverAmount(formatRand(amount)));
  return settlement;
}

/** Who is paid what of an approved claim's amount: the credit provider's settlement and the customer's rest. */
export function payoutSplitOf(claim: ClaimRow) {
  if (
    claim.approvalStatus !== 'approved' ||
    claim.settlementCents === null ||
    !claim.settlementCreditProvider
  )
    return null;
  return {
    creditProvider: claim.settlementCreditProvider,
    settlementAmount: claim.settlementCents,
    customerAmount: Math.max(0, (claim.grantedAmountCents ?? 0) - claim.settlementCents),
  };
}
