/**
 * Reinstatement of a lapsed policy, for every line (docs/decisions/0026). The offer says whether the
 * caller's policy can be reinstated today and what it costs; reinstating collects the arrears at once
 * (through the billing run's collector) from the policy's payment method or a new debit order, records them
 * as one 'arrears' collection that settles the unpaid premiums, and brings the policy back ACTIVE as a new
 * version (its schedule is issued again) with the original waiting periods. A failed collection changes
 * nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  formatLongDate,
  formatRand,
  isBillingDay,
  nextBillingDate,
  policyLifecycle,
  REINSTATEMENT_TEXTS,
  type PolicyHolder,
  type ReinstateInput,
  type ReinstatementOffer,
  type ReinstateReply,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import { collections, paymentMethods, type PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Collector } from '../insurance-core/collector.js';
import { policyHolderRequired } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import { insertPaymentMethod, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { updatePolicy } from '../insurance-core/policies.js';
import type { PolicyChanges } from '../insurance-core/version-events.js';
import { findHolderPolicy, policyArrears, unpaidPremiumOf } from './policy-arrears.js';

export interface ReinstatementContext {
  db: Database;
  now: Date;
  holder: PolicyHolder | null;
  /** who asked, for the history ('retail:<sub>') */
  actor: string;
  collector: Collector;
  changes: PolicyChanges;
}

export async function reinstatementOffer(
  ctx: Omit<ReinstatementContext, 'collector' | 'changes'>,
  policyId: string,
): Promise<ReinstatementOffer> {
  const policy = await findHolderPolicy(ctx.db, ctx.holder, policyId);
  const facts = await policyArrears(ctx.db, policy, ctx.now);
  const { eligibility } = facts;
  return {
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    line: policy.line,
    status: policy.status,
    eligible: eligibility.eligible,
    reason: eligibility.eligible ? null : eligibility.reason,
    lapsedOn: facts.lapsedOn,
    windowEndsOn: eligibility.windowEndsOn,
    arrears: facts.arrears,
    unpaidPremiums: facts.unpaid.map(unpaidPremiumOf),
    monthlyPremium: policy.monthlyPremium,
    paymentMethod: facts.paymentMethod ? toPaymentDetails(facts.paymentMethod) : null,
    nextBillingDate: eligibility.eligible ? facts.nextBillingDate : null,
  };
}

const refused = (code: string, reason: string) =>
  new AppError(code === 'WINDOW_CLOSED' ? 422 : 409, `REINSTATEMENT_${code}`, reason);

const BILLING_DAY_TEXT = 'Please choose a debit order day: the 12th, 15th, 20th, 25th or the last day';

/**
 * The new debit order, and the billing day it brings: its debit order day when given (one of the billing
 * days), else the policy's own.
 */
async function storeDebitOrder(
  ctx: ReinstatementContext,
  policy: PolicyRow,
  input: NonNullable<ReinstateInput['paymentMethod']>,
) {
  if (!ctx.holder) throw policyHolderRequired();
  const billingDay = input.debitOrderDate ?? policy.billingDay;
  if (!isBillingDay(billingDay))
    throw new AppError(422, 'REINSTATEMENT_INVALID', BILLING_DAY_TEXT, {
      'paymentMethod.debitOrderDate': BILLING_DAY_TEXT,
    });
  const method = await insertPaymentMethod(ctx.db, ctx.holder.policyHolderId, input, {
    salaryReferenceNumber: null,
    billingDay,
    now: ctx.now,
  });
  return { method, billingDay };
}

export async function reinstatePolicy(
  ctx: ReinstatementContext,
  policyId: string,
  input: ReinstateInput,
): Promise<ReinstateReply> {
  const { db, now } = ctx;
  const policy = await findHolderPolicy(db, ctx.holder, policyId, true);
  const facts = await policyArrears(db, policy, now);
  if (!facts.eligibility.eligible) throw refused(facts.eligibility.code, facts.eligibility.reason);
  policyLifecycle.assertTransition('LAPSED', 'ACTIVE');

  const debitOrder = input.paymentMethod ? await storeDebitOrder(ctx, policy, input.paymentMethod) : null;
  const method = debitOrder?.method ?? facts.paymentMethod;
  const billingDay = debitOrder?.billingDay ?? policy.billingDay;
  const nextBilling = nextBillingDate(billingDay, facts.today, false);
  if (!method)
    throw new AppError(422, 'PAYMENT_METHOD_REQUIRED', REINSTATEMENT_TEXTS.noPaymentMethod, {
      paymentMethod: REINSTATEMENT_TEXTS.noPaymentMethod,
    });

  let collectionId: string | null = null;
  if (facts.arrears > 0) {
    const outcome = await ctx.collector.collect({
      policyId: policy.id,
      paymentMethod: method,
      amount: facts.arrears,
      dueDate: facts.today,
    });
    // Thrown inside the request's transaction: the new debit order and everything else roll back.
    if (!outcome.ok)
      throw new AppError(
        422,
        'REINSTATEMENT_PAYMENT_FAILED',
        REINSTATEMENT_TEXTS.paymentFailed
          .replace('{amount}', formatRand(facts.arrears))
          .replace('{reason}', outcome.reason),
      );
    const [arrears] = await db
      .insert(collections)
      .values({
        policyId: policy.id,
        type: 'arrears',
        status: 'successful',
        amount: facts.arrears,
        dueDate: facts.today,
        paymentMethodId: method.id,
        attemptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!arrears) throw new Error('arrears collection was not stored');
    collectionId = arrears.id;
    // The unpaid premiums are settled by the arrears collection: cancelled (never counted twice as paid),
    // with the reference of the collection that paid them.
    await db
      .update(collections)
      .set({
        status: 'cancelled',
        failureReason: `Paid with the arrears (collection ${arrears.id})`,
        updatedAt: now,
      })
      .where(
        inArray(
          collections.id,
          facts.unpaid.map((row) => row.id),
        ),
      );
  }
  await db
    .update(paymentMethods)
    .set({ consecutiveFailures: 0, blockedAt: null, updatedAt: now })
    .where(eq(paymentMethods.id, method.id));

  const version = policy.version + 1;
  const updated = await updatePolicy(
    db,
    policy.id,
    {
      status: 'ACTIVE',
      reinstatedAt: now,
      balance: 0,
      paymentMethodId: method.id,
      billingDay,
      nextBillingDate: nextBilling,
      version,
    },
    now,
  );
  const months = facts.unpaid.map((row) => formatLongDate(row.dueDate)).join(', ');
  await appendEvent(db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.reinstated',
    summary:
      facts.arrears > 0
        ? `Policy reinstated: arrears of ${formatRand(facts.arrears)} paid (premiums due ${months}). Waiting periods carry on from the original start dates; the next premium is due ${formatLongDate(nextBilling)}.`
        : `Policy reinstated. Waiting periods carry on from the original start dates; the next premium is due ${formatLongDate(nextBilling)}.`,
    data: { arrears: facts.arrears, version, collectionId, lapsedOn: facts.lapsedOn },
    actor: ctx.actor,
    at: now,
  });
  ctx.changes.record({
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    version,
    cause: 'reinstated',
  });
  return {
    policyId: updated.id,
    policyNumber: updated.policyNumber,
    line: updated.line,
    status: 'ACTIVE',
    version,
    arrearsPaid: facts.arrears,
    collectionId,
    reinstatedAt: now.toISOString(),
    nextBillingDate: updated.nextBillingDate,
    paymentMethod: toPaymentDetails(method),
    message: REINSTATEMENT_TEXTS.reinstated,
  };
}
