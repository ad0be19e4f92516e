/**
 * A change that raises what is collected asks the payment consent again, for the NEW premium a month (QA
 * walk 10 no. 3): the salary deduction one when the salary pays, the debit order one (with the collection
 * day) when a debit order pays, as the application asked it. Stored on the change's history event with its
 * text, text version and time. Every change that can raise the premium asks it: adding children or
 * extended family, editing a relative (their cover option or age), changing the plan, and editing the
 * policy details (a spouse added or a child now studying). A change that lowers the premium or leaves it
 * as it is asks none: the consent already given covers the same or a smaller amount, so a decrease is
 * applied without asking again.
 */
import type { PaymentMethodInput } from '@cover/domain';
import type { AlterationConsents, AlterationType } from '@cover/domain/funeral';
import type { AlterationPackageRow, PolicyRow } from '../../db/schema/index.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { debitOrderAuthorised } from '../insurance-core/payment-change.js';
import { findPaymentMethod } from '../insurance-core/payment-methods.js';
import {
  debitOrderConsent,
  requireConsent,
  salaryDeductionConsent,
  type StoredConsent,
} from './payment-consents.js';

/** The changes whose higher premium is authorised again before it is applied (only when it is higher). */
const CONSENTED_CHANGES: ReadonlySet<string> = new Set<AlterationType>([
  'add_children',
  'add_extended_family',
  'edit_extended_family',
  'change_plan',
  'edit_policy_details',
]);

/**
 * A change of how the premium is paid that ends in a debit order (a new account, or the same one on a new
 * day) authorises it, for the premium a month from that account on that day, as every line's payment
 * change does (QA walk 15 no. 1; insurance-core/payment-change.ts).
 */
async function paymentChangeConsents(
  ctx: Pick<LineCallContext, 'db' | 'now'>,
  policy: PolicyRow,
  pending: Pick<AlterationPackageRow, 'newPremium' | 'result'>,
  consents: AlterationConsents | undefined,
): Promise<StoredConsent[]> {
  const result = (pending.result ?? {}) as { paymentMethod?: PaymentMethodInput; billingDay?: number };
  const billingDay = result.billingDay ?? policy.billingDay;
  const account = result.paymentMethod ?? (await findPaymentMethod(ctx.db, policy.paymentMethodId));
  if (account?.type !== 'debit_order') return [];
  return [
    debitOrderAuthorised(
      ctx,
      [{ ...policy, monthlyPremium: pending.newPremium }],
      billingDay,
      account,
      consents?.debitOrder,
    ),
  ];
}

/** The consents the change needs and was given (none when it needs none); 422 at consents.<key> when not. */
export async function premiumChangeConsents(
  ctx: Pick<LineCallContext, 'db' | 'now'>,
  policy: PolicyRow,
  pending: Pick<AlterationPackageRow, 'type' | 'currentPremium' | 'newPremium' | 'result'>,
  consents: AlterationConsents | undefined,
): Promise<StoredConsent[]> {
  if (pending.type === 'update_payment_details') return paymentChangeConsents(ctx, policy, pending, consents);
  if (!CONSENTED_CHANGES.has(pending.type) || pending.newPremium <= pending.currentPremium) return [];
  const method = await findPaymentMethod(ctx.db, policy.paymentMethodId);
  if (method?.type === 'deduct_from_salary')
    return [requireConsent(ctx, salaryDeductionConsent(pending.newPremium), consents?.salaryDeduction)];
  if (method?.type === 'debit_order')
    return [
      requireConsent(ctx, debitOrderConsent(pending.newPremium, policy.billingDay), consents?.debitOrder),
    ];
  return [];
}
