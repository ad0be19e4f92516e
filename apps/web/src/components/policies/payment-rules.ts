import { z } from 'zod';
import { billingAddressSchema } from '@cover/domain';
import type { BankAccountDraft } from './bank-account-draft';
import type { BillingAddressDraft, PaymentMethodChoice } from './billing-address-draft';
import { bankAccountSchema } from './bank-account-schema';

export type { BillingAddressDraft, PaymentMethodChoice } from './billing-address-draft';

/** A wizard's payment step: the method, the debit order's account (its day is the billing day), the address. */
export interface PaymentStepValues {
  paymentMethod: PaymentMethodChoice;
  bankAccount: BankAccountDraft;
  billingAddress: BillingAddressDraft;
}

/** Adds another schema's issues under `prefix`, one per field. */
export function addNestedIssues(ctx: z.RefinementCtx, prefix: string, issues: readonly z.core.$ZodIssue[]) {
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)];
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
}

/** A debit order's bank account (unless paid from salary) and the billing address. */
export const paymentStepSchema = z
  .object({
    paymentMethod: z.enum(['debit_order', 'deduct_from_salary']),
    bankAccount: z.custom<BankAccountDraft>(),
    billingAddress: z.object({
      formattedAddress: z.string(),
      city: z.string(),
      provience: z.string(),
      code: z.string(),
    }),
  })
  .superRefine((values, ctx) => {
    if (values.paymentMethod === 'debit_order') {
      const account = bankAccountSchema.safeParse(values.bankAccount);
      if (!account.success) addNestedIssues(ctx, 'bankAccount', account.error.issues);
    }
    const address = billingAddressSchema.safeParse(values.billingAddress);
    if (!address.success) addNestedIssues(ctx, 'billingAddress', address.error.issues);
  }) satisfies z.ZodType<PaymentStepValues>;

/** The server's name of a payment field (its createApplication path) → the payment form's. */
export function paymentFieldOf(serverPath: string): string | null {
  const [head = '', ...rest] = serverPath.split('.');
  if (head === 'billingAddress') return serverPath;
  if (head === 'billingDay') return 'bankAccount.debitOrderDate';
  if (head === 'paymentMethod') return rest.length > 0 ? `bankAccount.${rest.join('.')}` : 'paymentMethod';
  return null;
}
