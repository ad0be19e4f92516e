import { branchCodeForBank, isBillingDay, personNameField, SA_BANKS } from '@cover/domain';
import type { DebitOrderDraft } from './debit-order-draft';

export { emptyDebitOrder, type DebitOrderDraft } from './debit-order-draft';

export const isKnownBank = (name: string) => SA_BANKS.some((bank) => bank.label === name);

/** The universal branch code of the chosen bank. */
export const branchCodeFor = (bankName: string) => branchCodeForBank(bankName) ?? '';

export function debitOrderErrors(draft: DebitOrderDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isKnownBank(draft.bankName)) errors.bankName = 'Please choose your bank';
  const holder = personNameField.safeParse(draft.accountHolderName);
  if (!holder.success)
    errors.accountHolderName = holder.error.issues[0]?.message ?? 'Please enter the account holder';
  if (!/^\d{6,16}$/.test(draft.accountNumber.replace(/\s/g, '')))
    errors.accountNumber = 'Please enter a valid bank account number (6 to 16 digits)';
  if (!draft.accountType) errors.accountType = 'Please choose the account type';
  if (!isBillingDay(draft.debitOrderDate)) errors.debitOrderDate = 'Please choose a debit order day';
  return errors;
}

/** The payment method payload of a debit order. */
export function debitOrderPayment(draft: DebitOrderDraft) {
  return {
    type: 'debit_order' as const,
    bankName: draft.bankName,
    branchCode: branchCodeFor(draft.bankName),
    accountHolderName: draft.accountHolderName.trim(),
    accountNumber: draft.accountNumber.replace(/\s/g, ''),
    accountType: draft.accountType as 'cheque' | 'savings' | 'transmission',
    debitOrderDate: draft.debitOrderDate,
  };
}
