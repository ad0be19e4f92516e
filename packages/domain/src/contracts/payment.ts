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

/** updatePolicyPayment, every line's: the new payment method and, optionally, billing day. */
export const policyPaymentChangeInputSchema = z.object({
  policyId: policyIdField,
  paymentMethod: paymentMethodInputSchema,
  billingDay: billingDayField.optional(),
});
export type PolicyPaymentChangeInput = z.output<typeof policyPaymentChangeInputSchema>;
