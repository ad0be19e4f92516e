/**
 * Reinstatement of a lapsed policy, for every line and both audiences (docs/decisions/0026): the offer
 * (GET: whether the policy can be reinstated, until when, the arrears and the unpaid months, the payment
 * method) and the payment (POST: the arrears collected at once, from the policy's payment method or a new
 * debit order; idempotent with an Idempotency-Key).
 */
import { z } from 'zod';
import { debitOrderDetailsSchema, paymentDetailsSchema } from './common.js';

export * from '../lifecycle/reinstatement-eligibility.js';

const reinstatementPath = (audience: 'retail' | 'employee') =>
  `/api/${audience}/policies/:policyId/reinstatement` as const;

const routesOf = <A extends 'retail' | 'employee'>(audience: A) =>
  ({
    offer: { method: 'GET', path: reinstatementPath(audience), audience },
    reinstate: { method: 'POST', path: reinstatementPath(audience), audience, idempotent: true },
  }) as const;

/** One route family for every line: the policy id says which policy (the caller's own, 404 otherwise). */
export const REINSTATEMENT_PATHS = { retail: routesOf('retail'), employee: routesOf('employee') } as const;
export type ReinstatementAudience = keyof typeof REINSTATEMENT_PATHS;

export const reinstatementParamsSchema = z.object({ policyId: z.string().min(1).max(64) });

/** A premium that was not collected before the policy lapsed: it is part of the arrears. */
export const unpaidPremiumSchema = z.object({
  collectionId: z.string(),
  dueDate: z.string(),
  /** cents */
  amount: z.number().int(),
  failureReason: z.string().nullable(),
});
export type UnpaidPremium = z.infer<typeof unpaidPremiumSchema>;

export const reinstatementOfferSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  line: z.string(),
  status: z.string(),
  eligible: z.boolean(),
  /** why not, in plain words, when not eligible */
  reason: z.string().nullable(),
  /** the South African day the policy lapsed */
  lapsedOn: z.string().nullable(),
  /** the last day on which it can be reinstated */
  windowEndsOn: z.string().nullable(),
  /** cents: the unpaid premiums, collected at once on reinstatement */
  arrears: z.number().int(),
  unpaidPremiums: z.array(unpaidPremiumSchema),
  monthlyPremium: z.number().int(),
  /** the policy's payment method (account number masked), null when it has none */
  paymentMethod: paymentDetailsSchema.nullable(),
  /** the first premium after a reinstatement today */
  nextBillingDate: z.string().nullable(),
});
export type ReinstatementOffer = z.infer<typeof reinstatementOfferSchema>;

/** Pay from the policy's own payment method, or from the new debit order given here (it then becomes the policy's). */
export const reinstateInputSchema = z.object({ paymentMethod: debitOrderDetailsSchema.optional() });
export type ReinstateInput = z.infer<typeof reinstateInputSchema>;

export const reinstateReplySchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  line: z.string(),
  status: z.literal('ACTIVE'),
  /** the policy's new version: its schedule is issued again */
  version: z.number().int(),
  /** cents collected */
  arrearsPaid: z.number().int(),
  /** the 'arrears' collection that recorded it (null when nothing was owed) */
  collectionId: z.string().nullable(),
  reinstatedAt: z.string(),
  nextBillingDate: z.string().nullable(),
  paymentMethod: paymentDetailsSchema.nullable(),
  message: z.string(),
});
export type ReinstateReply = z.infer<typeof reinstateReplySchema>;

export const REINSTATEMENT_TEXTS = {
  reinstated: 'Your policy is active again. The arrears were collected and a new policy schedule was issued.',
  paymentFailed:
    'We could not collect the arrears of {amount}: {reason}. Nothing was changed. Please check the account or use another one.',
  noPaymentMethod: 'Please enter the debit order details to pay the arrears from.',
} as const;
