/**
 * Where a claim is paid, for every line: the account given, or the account the policy's premiums come from
 * (its debit order), read here from the caller's own policy (the line found it for the caller) so the full
 * number never travels to the browser and back.
 */
import {
  givenPayoutAccountSchema,
  PAYOUT_MESSAGES,
  saBankValueOf,
  type PayoutAccount,
  type PayoutBankDetails,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { ClaimRow, PolicyRow } from '../../db/schema/index.js';
import { AppError, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { findPaymentMethod } from '../insurance-core/payment-methods.js';

/**
 * The account to pay: the one given, or (`source: 'premium_account'`, PREMIUM_ACCOUNT_SOURCE) the debit order account of `policy`,
 * which must be one of the caller's own (the line checked it); 422 on bankDetails when its premiums are not
 * paid from a bank account.
 */
export async function payoutAccountFor(
  db: Database,
  policy: Pick<PolicyRow, 'paymentMethodId'>,
  bankDetails: PayoutBankDetails,
): Promise<PayoutAccount> {
  // an account given has its bank; the premium account (`source: PREMIUM_ACCOUNT_SOURCE`) is read here
  if ('bankName' in bankDetails) return bankDetails;
  const method = await findPaymentMethod(db, policy.paymentMethodId);
  const account =
    method?.type === 'debit_order'
      ? givenPayoutAccountSchema.safeParse({
          bankName: saBankValueOf(method.bankName),
          accountHolderName: method.accountHolderName,
          accountNumber: method.accountNumber,
          accountType: method.accountType,
        })
      : null;
  if (!account?.success)
    throw new AppError(422, 'VALIDATION_FAILED', VALIDATION_MESSAGE, {
      bankDetails: PAYOUT_MESSAGES.noPremiumAccount,
    });
  return account.data;
}

/** The claim's payout columns of an account. */
export const payoutColumns = (account: PayoutAccount) =>
  ({
    payoutBankName: account.bankName,
    payoutBranchCode: account.branchCode,
    payoutAccountHolderName: account.accountHolderName,
    payoutAccountNumber: account.accountNumber,
    payoutAccountType: account.accountType,
  }) satisfies Partial<ClaimRow>;
