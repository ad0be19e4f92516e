/**
 * updatePolicyPayment for every line: the holder's new payment method (and billing day) from the next
 * collection on, as a new policy version (so the schedule follows). A credit life policy sold with this one
 * and paid by the same debit order or deduction moves with it: the customer changed "how I pay", not "how I
 * pay for one of the two".
 */
import {
  PAYMENT_CHANGE_MESSAGES,
  paymentChangeSummary,
  rebilledDate,
  type PaymentMethodInput,
  type PolicyPaymentReply,
} from '@cover/domain';
import { and, eq, sql } from 'drizzle-orm';
import { policies, type PolicyRow } from '../../db/schema/index.js';
import { today } from './clock.js';
import { CORE_MESSAGES, conflict } from './errors.js';
import { appendEvent } from './events.js';
import { AppError } from '../../platform/errors.js';
import { storeApplicationPayment } from './holder-payment.js';
import { policyPaymentOf } from './holder-reads.js';
import { actorOf, type LineCallContext } from './line-context.js';
import { findOwnedPolicy } from './ownership.js';
import { findPaymentMethod, samePaymentOnDay } from './payment-methods.js';
import { updatePolicy } from './policies.js';

export interface PolicyPaymentChange {
  policyId: string;
  /** absent: the current payment method is kept, collected on `billingDay` */
  paymentMethod?: PaymentMethodInput | undefined;
  billingDay?: number | undefined;
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
  const { payment, type } = input.paymentMethod
    ? {
        payment: await storeApplicationPayment(ctx, input.paymentMethod, billingDay, offeredFor(policy)),
        type: input.paymentMethod.type,
      }
    : await keepCurrentPayment(ctx, policy, billingDay);
  const moving = [policy, ...(await linkedOnSamePayment(ctx, policy))];
  for (const row of moving) await repoint(ctx, row, payment, type);
  return policyPaymentOf(ctx, line, policy.id);
}

/** The policy's own payment method on the new day (the customer keeps the account and its number). */
async function keepCurrentPayment(ctx: LineCallContext, policy: PolicyRow, billingDay: number) {
  const current = await findPaymentMethod(ctx.db, policy.paymentMethodId);
  if (!current)
    throw new AppError(422, 'APPLICATION_INVALID', PAYMENT_CHANGE_MESSAGES.noCurrentPayment, {
      paymentMethod: PAYMENT_CHANGE_MESSAGES.noCurrentPayment,
    });
  const row = await samePaymentOnDay(ctx.db, current, billingDay, ctx.now);
  return { payment: { paymentMethodId: row.id, billingDay }, type: row.type };
}

/** The in-force policies sold with this one (its credit life) that are paid the same way. */
async function linkedOnSamePayment(ctx: LineCallContext, policy: PolicyRow): Promise<PolicyRow[]> {
  if (!policy.paymentMethodId) return [];
  return ctx.db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.policyHolderId, policy.policyHolderId),
        eq(policies.status, 'ACTIVE'),
        eq(policies.paymentMethodId, policy.paymentMethodId),
        sql`${policies.lineData}->>'linkedPolicyId' = ${policy.id}`,
      ),
    )
    .for('update');
}

async function repoint(
  ctx: LineCallContext,
  policy: PolicyRow,
  payment: { paymentMethodId: string; billingDay: number },
  type: PaymentMethodInput['type'],
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
    data: { version, method: type, billingDay: payment.billingDay, nextBillingDate },
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
