/** Payment details of a policy (getPolicyPayment / updatePolicyPayment) and its premium collections. */
import { z } from 'zod';
import { paymentDetailsSchema, paymentMethodInputSchema } from './common.js';
import { policyIdField } from './ids.js';
import { billingDayField } from './policy-core.js';

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
  })
  .refine((change) => change.paymentMethod !== undefined || change.billingDay !== undefined, {
    message: PAYMENT_CHANGE_MESSAGES.nothingToChange,
    path: ['billingDay'],
  });
export type PolicyPaymentChangeInput = z.output<typeof policyPaymentChangeInputSchema>;
