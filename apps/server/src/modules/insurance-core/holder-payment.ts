/**
 * How every line stores the payment of a new application: the method must be one the channel offers; a
 * salary deduction needs the caller on the roster and is taken on the 25th unless another day is chosen;
 * a debit order needs a billing day.
 */
import type { PaymentMethodInput } from '@cover/domain';
import { AppError } from '../../platform/errors.js';
import { requireHolder, type LineCallContext } from './line-context.js';
import { insertPaymentMethod } from './payment-methods.js';
import { rosterEntryOfCaller } from './roster.js';

export const PAYMENT_TEXTS = {
  paymentRequired: 'Please provide the payment details',
  paymentNotOffered: 'This payment method is not offered for this cover',
  billingDayRequired: 'Please choose a billing day',
} as const;

/** Salary deductions are taken with the month's salary on the 25th unless another billing day is chosen. */
export const SALARY_DEDUCTION_BILLING_DAY = 25;

const invalid = (field: string, message: string) =>
  new AppError(422, 'APPLICATION_INVALID', message, { [field]: message });

export async function storeApplicationPayment(
  ctx: LineCallContext,
  method: PaymentMethodInput | undefined,
  billingDayInput: number | undefined,
  offered: readonly PaymentMethodInput['type'][],
): Promise<{ paymentMethodId: string; billingDay: number }> {
  const holder = requireHolder(ctx);
  if (!method) throw invalid('paymentMethod', PAYMENT_TEXTS.paymentRequired);
  if (!offered.includes(method.type)) throw invalid('paymentMethod.type', PAYMENT_TEXTS.paymentNotOffered);
  const salaryReferenceNumber =
    method.type === 'deduct_from_salary' ? (await rosterEntryOfCaller(ctx)).salaryReferenceNumber : null;
  const billingDay =
    billingDayInput ?? (method.type === 'deduct_from_salary' ? SALARY_DEDUCTION_BILLING_DAY : undefined);
  if (billingDay === undefined) throw invalid('billingDay', PAYMENT_TEXTS.billingDayRequired);
  const row = await insertPaymentMethod(ctx.db, holder.policyHolderId, method, {
    salaryReferenceNumber,
    billingDay,
    now: ctx.now,
  });
  return { paymentMethodId: row.id, billingDay };
}
