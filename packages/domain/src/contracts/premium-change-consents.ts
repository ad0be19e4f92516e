import { z } from 'zod';

/**
 * The payment consent a change that raises the premium asks (QA walk 10 no. 3): a salary deduction's
 * (salaryDeductionConsentText) or a debit order's (debitOrderConsentText), with the NEW premium a month.
 * The server asks for the one the policy pays by, when the change needs it. Line-agnostic: the shared
 * priced-change form sends it for any line's change.
 */
export const alterationConsentsSchema = z.object({
  salaryDeduction: z.boolean().default(false),
  debitOrder: z.boolean().default(false),
});
export type AlterationConsents = z.output<typeof alterationConsentsSchema>;
