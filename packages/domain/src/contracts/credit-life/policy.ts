/**
 * Credit life policies and applications as their holder sees them (phones and vehicles): the core policy
 * and application with the finance covered, the person responsible, the beneficiaries and the premium cap.
 */
import { z } from 'zod';
import { cancelPolicyReplyShape } from '../cancellation.js';
import { paymentDetailsSchema } from '../common.js';
import { applicationCoreShape, policyCoreShape, policyDetailShape } from '../policy-core.js';
import { creditLifeCoverShape, creditLifeModuleSchema } from './details.js';

export const creditLifePolicySchema = z.object({
  ...policyCoreShape,
  module: creditLifeModuleSchema.extend({ paymentDetails: paymentDetailsSchema.nullable() }),
});
export type CreditLifePolicy = z.infer<typeof creditLifePolicySchema>;
export const creditLifePolicyDetailSchema = creditLifePolicySchema.extend(policyDetailShape);
export type CreditLifePolicyDetail = z.infer<typeof creditLifePolicyDetailSchema>;
export const creditLifePolicyListReplySchema = z.object({ data: z.array(creditLifePolicySchema) });
export const creditLifeCancelReplySchema = z.object({
  policy: creditLifePolicySchema,
  ...cancelPolicyReplyShape,
});

export const creditLifeApplicationSchema = z.object({
  ...applicationCoreShape,
  module: z.object({
    ...creditLifeCoverShape,
    creditLifeMonthlyPremium: z.number().int(),
    /** the extra percentage of the balance insured (vehicle credit life; 0 for phones) */
    additionalPercentage: z.number().int(),
    /** as given (reply schemas carry no transforms) */
    beneficiariesDetails: z.array(
      z.object({
        relation: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        idNumber: z.string().optional(),
        email: z.string().optional(),
        mobile: z.string().optional(),
        alternateMobile: z.string().optional(),
        percentage: z.number().int(),
      }),
    ),
    /** the device (or vehicle) application it was taken with; null when taken on its own */
    linkedApplicationId: z.string().nullable(),
    /** how the premium is paid (the debit order consent is asked only for a debit order) */
    paymentType: z.enum(['debit_order', 'deduct_from_salary']).nullable(),
  }),
});
export type CreditLifeApplication = z.infer<typeof creditLifeApplicationSchema>;
export const creditLifeApplicationListReplySchema = z.object({ data: z.array(creditLifeApplicationSchema) });

/** Reply of createIndividualCreditLife and editCreditLifeApplication: the policy once issued. */
export const creditLifeApplicationReplySchema = z.object({
  application: creditLifeApplicationSchema,
  policy: creditLifePolicySchema.nullable(),
  message: z.string(),
});
export type CreditLifeApplicationReply = z.infer<typeof creditLifeApplicationReplySchema>;
