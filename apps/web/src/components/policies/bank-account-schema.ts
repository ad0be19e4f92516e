import { z } from 'zod';
import {
  BANK_ACCOUNT_TYPES,
  branchCodeForBank,
  debitOrderDetailsSchema,
  isBillingDay,
  SA_BANKS,
  type BankAccountType,
} from '@cover/domain';
import type { BankAccountDraft } from './bank-account-draft';
import { checkedBy } from '../form-fields/zod-rules';

export const isKnownBank = (name: string) => SA_BANKS.some((bank) => bank.label === name);

/** The universal branch code of the chosen bank ('' until a bank is chosen). */
export const branchCodeFor = (bankName: string) => branchCodeForBank(bankName) ?? '';

const withoutSpaces = (typed: unknown) => String(typed).replace(/\s/g, '');
const isAccountType = (value: string): value is BankAccountType =>
  BANK_ACCOUNT_TYPES.some((type) => type.value === value);
const rules = debitOrderDetailsSchema.shape;

/** A debit order's bank account as typed, checked with the domain's debit order rules. */
/** The bank not chosen, said to the customer (BankAccountFields says it about a `payer` instead). */
export const BANK_NOT_CHOSEN = 'Please choose your bank';

export const bankAccountSchema = z.object({
  bankName: z.string().refine(isKnownBank, BANK_NOT_CHOSEN),
  branchCode: z.string(),
  accountHolderName: checkedBy(z.string(), rules.accountHolderName),
  accountNumber: checkedBy(z.string(), z.preprocess(withoutSpaces, rules.accountNumber)),
  accountType: z.string().refine(isAccountType, 'Please choose the account type'),
  debitOrderDate: z.number().refine(isBillingDay, 'Please choose a debit order day'),
}) satisfies z.ZodType<BankAccountDraft>;

/** Field → message for a draft (empty when it may be sent): for screens that keep their own state. */
export function bankAccountErrors(draft: BankAccountDraft): Record<string, string> {
  const parsed = bankAccountSchema.safeParse(draft);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues)
    errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The payment method payload of a debit order from this account. */
export function debitOrderPayment(draft: BankAccountDraft) {
  return {
    type: 'debit_order' as const,
    bankName: draft.bankName,
    branchCode: branchCodeFor(draft.bankName),
    accountHolderName: draft.accountHolderName.trim(),
    accountNumber: withoutSpaces(draft.accountNumber),
    accountType: draft.accountType as BankAccountType,
    debitOrderDate: draft.debitOrderDate,
  };
}
