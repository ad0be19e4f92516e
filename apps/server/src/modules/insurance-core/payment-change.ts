/**
 * updatePolicyPayment for every line: the holder's new payment method (and billing day) from the next
 * collection on, as a new policy version (so the schedule follows). A credit life policy sold with this one
 * and paid by the same debit order or deduction moves with it: the customer changed "how I pay", not "how I
 * pay for one of the two". Whenever a debit order will pay (a new one, or the account on file on another day),
 * the debit order authorisation is asked as the wizards ask it (QA walk 15 no. 1), naming the total a month
 * collected for every policy moving, the account by its last 4 digits and the day; it is stored with its text
 * and text version on each moving policy's history event, or the change is refused at consents.debitOrder.
 * A move to the salary deduction asks the salary deduction authorisation for that total likewise (422 at
 * consents.salaryDeduction), as the employee wizards ask it.
 */
import {
  DEBIT_ORDER_CONSENT,
  DEBIT_ORDER_CONSENT_MESSAGE,
  DEBIT_ORDER_CONSENT_TEXT_VERSION,
  PAYMENT_CHANGE_MESSAGES,
  paymentChangeConsentText,
  paymentChangeSummary,
  rebilledDate,
  type PaymentMethodInput,
  type PolicyPaymentReply,
} from '@cover/domain';
import type { PaymentMethodRow, PolicyRow } from '../../db/schema/index.js';
import { today } from './clock.js';
import { CORE_MESSAGES, conflict } from './errors.js';
import { appendEvent } from './events.js';
import { AppError } from '../../platform/errors.js';
import { storeApplicationPayment } from './holder-payment.js';
import { policyPaymentOf } from './holder-reads.js';
import { actorOf, type LineCallContext } from './line-context.js';
import { movingWith } from './linked-policies.js';
import { findOwnedPolicy } from './ownership.js';
import { requireConsent, salaryDeductionConsent, type StoredConsent } from './payment-consents.js';
import { findPaymentMethod, samePaymentOnDay } from './payment-methods.js';
import { updatePolicy } from './policies.js';

export interface PolicyPaymentChange {
  policyId: string;
  /** absent: the current payment method is kept, collected on `billingDay` */
  paymentMethod?: PaymentMethodInput | undefined;
  billingDay?: number | undefined;
  consents?: { debitOrder: boolean; salaryDeduction?: boolean } | undefined;
}

/** The policy's next collection once its billing day is `billingDay` (null: it collects nothing). */
export function nextCollectionAfterChange(policy: PolicyRow, billingDay: number, now: Date): string | null {
  if (!policy.nextBillingDate) return null;
  const day = today(now);
  return rebilledDate(billingDay, policy.nextBillingDate, day > policy.startDate ? day : policy.startDate);
}

/** Employees may pay by salary deduction; everyone by debit order. */
const offeredFor = (policy: PolicyRow) =>
  policy.channel === 'employee'
    ? (['deduct_from_salary', 'debit_order'] as const)
    : (['debit_order'] as const);

export async function changePolicyPayment(
  ctx: LineCallContext,
  line: string,
  input: PolicyPaymentChange,
): Promise<PolicyPaymentReply> {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, input.policyId, { line, lock: true });
  if (policy.status !== 'ACTIVE') throw conflict('POLICY_NOT_ACTIVE', CORE_MESSAGES.policyAlreadyCancelled);
  const billingDay = input.billingDay ?? policy.billingDay;
  const current = input.paymentMethod ? null : await currentPayment(ctx, policy);
  const moving = [policy, ...(await movingWith(ctx.db, policy, { lock: true }))];
  const account = input.paymentMethod ?? current;
  const consents =
    account?.type === 'debit_order'
      ? [debitOrderAuthorised(ctx, moving, billingDay, account, input.consents?.debitOrder)]
      : account?.type === 'deduct_from_salary' && input.paymentMethod
        ? [salaryDeductionAuthorised(ctx, moving, input.consents?.salaryDeduction)]
        : [];
  const { payment, type } = input.paymentMethod
    ? {
        payment: await storeApplicationPayment(ctx, input.paymentMethod, billingDay, offeredFor(policy)),
        type: input.paymentMethod.type,
      }
    : await keepCurrentPayment(ctx, current, billingDay);
  for (const row of moving) await repoint(ctx, row, payment, type, consents);
  return policyPaymentOf(ctx, line, policy.id);
}

/**
 * The debit order authorisation for the total a month of the `moving` policies from `account` on
 * `billingDay`, as stored; 422 at consents.debitOrder when it is not given.
 */
export function debitOrderAuthorised(
  ctx: Pick<LineCallContext, 'now'>,
  moving: readonly PolicyRow[],
  billingDay: number,
  account: { bankName?: string | null; accountNumber?: string | null },
  given: boolean | undefined,
): StoredConsent {
  const total = moving.reduce((sum, row) => sum + row.monthlyPremium, 0);
  return requireConsent(
    ctx,
    {
      key: DEBIT_ORDER_CONSENT,
      message: DEBIT_ORDER_CONSENT_MESSAGE,
      text: paymentChangeConsentText(total, billingDay, account, moving.length),
      textVersion: DEBIT_ORDER_CONSENT_TEXT_VERSION,
    },
    given,
  );
}

/**
 * The salary deduction authorisation for the total a month of the `moving` policies, as the employee wizards
 * ask it, as stored; 422 at consents.salaryDeduction when it is not given.
 */
function salaryDeductionAuthorised(
  ctx: Pick<LineCallContext, 'now'>,
  moving: readonly PolicyRow[],
  given: boolean | undefined,
): StoredConsent {
  const total = moving.reduce((sum, row) => sum + row.monthlyPremium, 0);
  return requireConsent(ctx, salaryDeductionConsent(total), given);
}

/** The payment method the policy is paid by now (422 when it has none to keep). */
async function currentPayment(ctx: LineCallContext, policy: PolicyRow): Promise<PaymentMethodRow> {
  const current = await findPaymentMethod(ctx.db, policy.paymentMethodId);
  if (!current)
    throw new AppError(422, 'APPLICATION_INVALID', PAYMENT_CHANGE_MESSAGES.noCurrentPayment, {
      paymentMethod: PAYMENT_CHANGE_MESSAGES.noCurrentPayment,
    });
  return current;
}

/** The policy's own payment method on the new day (the customer keeps the account and its number). */
async function keepCurrentPayment(
  ctx: LineCallContext,
  current: PaymentMethodRow | null,
  billingDay: number,
) {
  if (!current) throw new Error('the current payment method is read first');
  const row = await samePaymentOnDay(ctx.db, current, billingDay, ctx.now);
  return { payment: { paymentMethodId: row.id, billingDay }, type: row.type };
}

async function repoint(
  ctx: LineCallContext,
  policy: PolicyRow,
  payment: { paymentMethodId: string; billingDay: number },
  type: PaymentMethodInput['type'],
  consents: readonly StoredConsent[],
): Promise<void> {
  const version = policy.version + 1;
  const nextBillingDate = nextCollectionAfterChange(policy, payment.billingDay, ctx.now);
  await updatePolicy(
    ctx.db,
    policy.id,
    { paymentMethodId: payment.paymentMethodId, billingDay: payment.billingDay, nextBillingDate, version },
    ctx.now,
  );
  await appendEvent(ctx.db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.payment_updated',
    summary: paymentChangeSummary({ method: type, billingDay: payment.billingDay, nextBillingDate }, 'staff'),
    data: {
      version,
      method: type,
      billingDay: payment.billingDay,
      nextBillingDate,
      ...(consents.length > 0 ? { consents } : {}),
    },
    actor: actorOf(ctx),
    at: ctx.now,
  });
  ctx.changes.record({
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    version,
    cause: 'payment_updated',
  });
}
