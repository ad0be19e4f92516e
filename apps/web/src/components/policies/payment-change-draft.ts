import { z } from 'zod';
import type { PaymentDetails, PaymentMethodInput } from '@cover/domain';
import { emptyBankAccount, type BankAccountDraft } from './bank-account-draft';
import { bankAccountSchema, debitOrderPayment } from './bank-account-schema';
import { bankLabel } from './labels';
import { debitOrderConsentField } from '../declaration/debit-order-consent';

/** What every line's updatePolicyPayment takes besides the policy; without a method the current one stays. */
export interface PaymentChange {
  paymentMethod?: PaymentMethodInput;
  billingDay?: number;
  /** the debit order authorisation, asked whenever a debit order will pay; the salary deduction one for a move to it */
  consents?: { debitOrder?: boolean; salaryDeduction?: boolean };
}

/**
 * A debit order change as typed: keep the account on file (only its day changes) or a new account, and the
 * debit order authorisation (QA walk 15 no. 1).
 */
export interface PaymentChangeDraft extends BankAccountDraft {
  account: 'current' | 'new';
  debitOrder: boolean;
}

/** The day and the authorisation always; the new account's fields only when a new account is entered. */
export const paymentChangeSchema = z
  .object({
    account: z.enum(['current', 'new']),
    bankName: z.string(),
    branchCode: z.string(),
    accountHolderName: z.string(),
    accountNumber: z.string(),
    accountType: z.string(),
    debitOrderDate: bankAccountSchema.shape.debitOrderDate,
    debitOrder: debitOrderConsentField(true),
  })
  .superRefine((draft, ctx) => {
    if (draft.account === 'current') return;
    const parsed = bankAccountSchema.safeParse(draft);
    for (const issue of parsed.success ? [] : parsed.error.issues)
      if (issue.path[0] !== 'debitOrderDate')
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }) satisfies z.ZodType<PaymentChangeDraft>;

/** Whether the policy's current payment is a debit order the customer may keep. */
export const keepableAccount = (details: PaymentDetails | null | undefined) =>
  details?.type === 'debit_order' && details.accountNumber ? details : null;

/** A fresh draft: the account on file kept when there is one; a new one names its holder as the old did. */
export function freshPaymentChange(details: PaymentDetails | null | undefined, billingDay: number) {
  return {
    ...emptyBankAccount(details?.accountHolderName ?? ''),
    debitOrderDate: billingDay,
    account: keepableAccount(details) ? 'current' : 'new',
    debitOrder: false,
  } satisfies PaymentChangeDraft;
}

/** What is sent: the day alone for the account kept (its number never leaves the server), else the new one. */
export function paymentChangeOf(draft: PaymentChangeDraft): PaymentChange {
  const consents = { debitOrder: draft.debitOrder };
  if (draft.account === 'current') return { billingDay: draft.debitOrderDate, consents };
  return { paymentMethod: debitOrderPayment(draft), billingDay: draft.debitOrderDate, consents };
}

/** 'Capitec, account ending 7890, Lerato Mokoena': the account on file, as the masked details give it. */
export function accountOnFile(details: PaymentDetails): string {
  const ending = (details.accountNumber ?? '').replace(/\D/g, '').slice(-4);
  return [bankLabel(details.bankName), `account ending ${ending}`, details.accountHolderName]
    .filter(Boolean)
    .join(', ');
}
