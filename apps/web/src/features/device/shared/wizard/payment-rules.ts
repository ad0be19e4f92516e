import { z } from 'zod';
import { billingAddressSchema } from '@cover/domain/device';
import type { BankAccountDraft } from '../../../../components/policies/bank-account-draft';
import { bankAccountSchema } from '../../../../components/policies/bank-account-schema';
import type { DeviceRegistrationValues } from './registration-types';

export type PaymentStepValues = Pick<
  DeviceRegistrationValues,
  'paymentMethod' | 'bankAccount' | 'billingAddress'
>;

const nested = (ctx: z.RefinementCtx, prefix: string, issues: readonly z.core.$ZodIssue[]) => {
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)];
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
};

/** Step 3, payment: a debit order's bank account (unless paid from salary) and the billing address. */
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
      if (!account.success) nested(ctx, 'bankAccount', account.error.issues);
    }
    const address = billingAddressSchema.safeParse(values.billingAddress);
    if (!address.success) nested(ctx, 'billingAddress', address.error.issues);
  }) satisfies z.ZodType<PaymentStepValues>;

/** The server's name of a payment field → the form's. */
export function paymentFieldOf(serverPath: string): string | null {
  const [head = '', ...rest] = serverPath.split('.');
  if (head === 'billingAddress') return serverPath;
  if (head === 'billingDay') return 'bankAccount.debitOrderDate';
  if (head === 'paymentMethod') return rest.length > 0 ? `bankAccount.${rest.join('.')}` : 'paymentMethod';
  return null;
}
