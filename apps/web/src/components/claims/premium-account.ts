import { saBankValueOf, type PaymentDetails } from '@cover/domain';

/** A policy of any line with how its premiums are paid (each line's policy view has its module's). */
export interface PolicyPaidBy {
  policyId: string;
  module: { paymentDetails: PaymentDetails | null };
}

/** The policy's debit order account as the customer sees it (its number masked by the server), if it has one. */
export type PremiumAccount = PaymentDetails & { type: 'debit_order'; accountNumber: string };

/** The premium account of a policy's payment details: a debit order with an account; none for a salary deduction. */
export const premiumAccountOf = (details: PaymentDetails | null | undefined): PremiumAccount | null =>
  details?.type === 'debit_order' && details.accountNumber ? (details as PremiumAccount) : null;

/** Where a payout into another account starts: the premium account's bank, holder and type (the number typed). */
export const startFromPremiumAccount = (account: PremiumAccount) => ({
  bankName: saBankValueOf(account.bankName) ?? '',
  accountHolderName: account.accountHolderName ?? '',
  accountType: account.accountType ?? '',
});
