/** Payment details of a policy (getPolicyPayment / updatePolicyPayment) and its premium collections. */
import { z } from 'zod';
import { paymentDetailsSchema, paymentMethodInputSchema } from './common.js';
import { policyIdField } from './ids.js';
import { billingDayField } from './policy-core.js';
import { debitOrderConsentText } from './debit-order-consent.js';
import { accountEnding, bankName } from '../notices/notice-wording.js';

export const COLLECTION_TYPES = ['premium', 'refund', 'arrears'] as const;
export const COLLECTION_STATUSES = ['pending', 'successful', 'failed', 'cancelled'] as const;

/** One premium collection (or refund, with a negative amount) of a policy. */
export const collectionSchema = z.object({
  collectionId: z.string(),
  type: z.enum(COLLECTION_TYPES),
  status: z.enum(COLLECTION_STATUSES),
  amount: z.number().int(),
  dueDate: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** getPolicyPayment?policyId=: the payment details, billing figures and recent collections. */
export const policyPaymentReplySchema = z.object({
  policyId: z.string(),
  paymentDetails: paymentDetailsSchema.nullable(),
  billingDay: z.number().int(),
  nextBillingDate: z.string().nullable(),
  monthlyPremium: z.number().int(),
  balance: z.number().int(),
  collections: z.array(collectionSchema),
  /**
   * The in-force policies sold with this one (its credit life) paid the same way: a payment change moves
   * them with it, so a new debit order collects their premiums too.
   */
  movesWith: z
    .array(z.object({ policyId: z.string(), policyNumber: z.string(), monthlyPremium: z.number().int() }))
    .optional(),
});
export type PolicyPaymentReply = z.infer<typeof policyPaymentReplySchema>;

export const PAYMENT_CHANGE_MESSAGES = {
  nothingToChange: 'Please choose a new debit order day or enter new payment details',
  noCurrentPayment: 'Please provide the payment details',
} as const;

/**
 * updatePolicyPayment, every line's: a new payment method and/or billing day. Without a payment method the
 * current one is kept (its account number never needs to come back from the browser) on the new day.
 */
export const policyPaymentChangeInputSchema = z
  .object({
    policyId: policyIdField,
    paymentMethod: paymentMethodInputSchema.optional(),
    billingDay: billingDayField.optional(),
    /**
     * the debit order authorisation (paymentChangeConsentText), needed whenever a debit order will pay; the
     * salary deduction one (salaryDeductionConsentText), needed when the change moves the cover to the salary
     */
    consents: z
      .object({ debitOrder: z.boolean().default(false), salaryDeduction: z.boolean().default(false) })
      .optional(),
  })
  .refine((change) => change.paymentMethod !== undefined || change.billingDay !== undefined, {
    message: PAYMENT_CHANGE_MESSAGES.nothingToChange,
    path: ['billingDay'],
  });
export type PolicyPaymentChangeInput = z.output<typeof policyPaymentChangeInputSchema>;

/** 'your Capitec account ending 6789' ('your bank account ending 6789' when the bank is not known). */
export function debitOrderAccountWords(account: {
  bankName?: string | null | undefined;
  accountNumber?: string | null | undefined;
}): string {
  const ending = accountEnding(account.accountNumber);
  const bank = account.bankName ? `your ${bankName(account.bankName)} account` : 'your bank account';
  return ending ? `${bank} ending ${ending}` : bank;
}

/**
 * The debit order authorisation a payment change asks (QA walk 15 no. 1) whenever a debit order will pay:
 * the wizards' words (debitOrderConsentText) with the total collected a month for the policy and those moving
 * with it (cents, `policies` in all), the day, and the account by its last 4 digits only.
 */
export const paymentChangeConsentText = (
  monthlyTotal: number,
  billingDay: number,
  account: Parameters<typeof debitOrderAccountWords>[0],
  policies = 1,
) => debitOrderConsentText(monthlyTotal, billingDay, debitOrderAccountWords(account), policies);
