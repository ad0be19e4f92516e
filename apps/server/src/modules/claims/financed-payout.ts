/**
 * A financed item lost outright (docs/decisions/0043): the credit provider its line notes on the policy (the
 * bank that owns a financed vehicle until its loan is settled) is paid the outstanding settlement from the
 * approved amount first, from its settlement letter, and the customer the rest. Only a claim its line names a
 * total loss has one; every other claim is paid to the customer as before.
 */
import {
  CLAIM_DECISION_MESSAGES,
  CLAIM_PAYOUT_MESSAGES,
  formatRand,
  type ClaimPayoutInput,
} from '@cover/domain';
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

const invalidField = (field: string, message: string) =>
  new AppError(422, 'VALIDATION_FAILED', VALIDATION_MESSAGE, { [field]: message });
const invalid = (message: string) => invalidField('settlementAmount', message);

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

/** The payments a claim's payout is made in: the customer's (none when nothing is left) and the settlement's. */
export interface PayoutPayments {
  /** the reference of the payment into the customer's account */
  reference: string | null;
  /** a financed item lost outright: the settlement paid to the credit provider, a payment of its own */
  settlement: { creditProvider: string; amount: number; reference: string } | null;
}

/**
 * The payments recorded for `claim`'s payout from the references typed: the customer's reference whenever they
 * are paid anything, and the settlement's whenever a credit provider is paid (422 on the one missing; a
 * reference for a payment that is not made is ignored).
 */
export function payoutPaymentsOf(claim: ClaimRow, input: ClaimPayoutInput): PayoutPayments {
  const split = payoutSplitOf(claim);
  const reference = input.reference || null;
  const settlementReference = input.settlementReference || null;
  if (split && !settlementReference)
    throw invalidField(
      'settlementReference',
      CLAIM_PAYOUT_MESSAGES.settlementReference(split.creditProvider),
    );
  const customerPaid = !split || split.customerAmount > 0;
  if (customerPaid && !reference) throw invalidField('reference', CLAIM_PAYOUT_MESSAGES.reference);
  return {
    reference: customerPaid ? reference : null,
    settlement:
      split && settlementReference
        ? {
            creditProvider: split.creditProvider,
            amount: split.settlementAmount,
            reference: settlementReference,
          }
        : null,
  };
}

/** The payout's history entry: 'Paid R 4 000,00 (reference EFT-1)', or each payment of a financed payout. */
export function paidSummary(claim: ClaimRow, payments: PayoutPayments): string {
  const { settlement, reference } = payments;
  if (!settlement) return `Paid ${formatRand(claim.grantedAmountCents ?? 0)} (reference ${reference})`;
  const toCustomer = Math.max(0, (claim.grantedAmountCents ?? 0) - settlement.amount);
  return `Paid ${formatRand(settlement.amount)} to ${settlement.creditProvider} to settle the loan (reference ${settlement.reference})${
    reference ? ` and ${formatRand(toCustomer)} to the customer (reference ${reference})` : ''
  }`;
}
