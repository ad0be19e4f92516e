/**
 * The billing run: for every ACTIVE policy whose billing date has come, create the premium collection of
 * each due date (catching up missed runs), attempt it through the collector and move the next billing date
 * on. Failed premiums add to the balance and start the grace period; they are presented again on later
 * runs while the grace lasts; a policy whose oldest unpaid premium is past its grace period LAPSES.
 * Safe to run repeatedly and from several instances: one premium per policy and due date. Policies are read
 * in keyset pages (BILLING_BATCH_SIZE ids at a time), so memory stays bounded however many fall due. Due
 * policies are billed a chunk of a page per transaction with set-based statements (billing-due.ts); the few
 * owing policies are presented again and lapsed one by one.
 */
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import {
  daysBetween,
  formatLongDate,
  formatRand,
  GRACE_PERIOD_DAYS,
  graceEndsOn,
  policyLifecycle,
  shouldLapse,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import {
  events,
  paymentMethods,
  policies,
  type CollectionRow,
  type PaymentMethodRow,
  type PolicyRow,
} from '../../db/schema/index.js';
import { chunksOf, forEachLimited, keysetPages } from './billing-batches.js';
import { billDueChunk } from './billing-due.js';
import { collectionEvent } from './billing-events.js';
import { today as dayOf } from './clock.js';
import { settleCollection, unpaidCollections } from './collections.js';
import { simulatedCollector, type Collector } from './collector.js';
import { appendEvent } from './events.js';
import { MAX_CONSECUTIVE_FAILURES } from './payment-methods.js';
import { updatePolicy } from './policies.js';

/** How many days before the grace period ends the customer is warned that the policy will lapse. */
export const LAPSE_WARNING_DAYS = 5;

/** How many policy ids a billing pass reads at a time. */
export const BILLING_BATCH_SIZE = 500;

export interface BillingRunOptions {
  now: Date;
  collector?: Collector;
  graceDays?: number;
  /** policy ids read per page (default BILLING_BATCH_SIZE) */
  batchSize?: number;
  /**
   * transactions at the same time (default 1: one after another): a page of due policies is billed in this
   * many chunks, each in its own transaction; owing policies are retried this many at a time
   */
  concurrency?: number;
}

export interface BillingRunResult {
  date: string;
  collected: number;
  failed: number;
  recovered: number;
  lapsed: number;
}

async function lockActive(tx: Database, policyId: string): Promise<PolicyRow | null> {
  const [row] = await tx.select().from(policies).where(eq(policies.id, policyId)).for('update');
  return row && row.status === 'ACTIVE' ? row : null;
}

/** A policy locked for the rest of the transaction, with its payment method as it now is. */
interface LockedPolicy {
  policy: PolicyRow;
  method: PaymentMethodRow | null;
}

/** The ACTIVE policy with this id, locked, and its payment method (one query); null when it is not ACTIVE. */
async function lockActiveWithMethod(tx: Database, policyId: string): Promise<LockedPolicy | null> {
  const [row] = await tx
    .select({ policy: policies, method: paymentMethods })
    .from(policies)
    .leftJoin(paymentMethods, eq(paymentMethods.id, policies.paymentMethodId))
    .where(eq(policies.id, policyId))
    .for('update', { of: policies });
  return row && row.policy.status === 'ACTIVE' ? row : null;
}

/**
 * Counts a failure on the payment method (blocking it after MAX_CONSECUTIVE_FAILURES) or clears its count after
 * a success; returns the method as it now is. A success on a method without failures changes nothing.
 */
async function recordOutcome(
  tx: Database,
  method: PaymentMethodRow | null,
  ok: boolean,
  now: Date,
): Promise<PaymentMethodRow | null> {
  if (!method || (ok && method.consecutiveFailures === 0)) return method;
  const [row] = await tx
    .update(paymentMethods)
    .set(
      ok
        ? { consecutiveFailures: 0, updatedAt: now }
        : {
            consecutiveFailures: sql`${paymentMethods.consecutiveFailures} + 1`,
            blockedAt: sql`case when ${paymentMethods.consecutiveFailures} + 1 >= ${MAX_CONSECUTIVE_FAILURES} then ${now.toISOString()}::timestamptz else ${paymentMethods.blockedAt} end`,
            updatedAt: now,
          },
    )
    .where(eq(paymentMethods.id, method.id))
    .returning();
  return row ?? null;
}

/** Attempts one collection; returns whether it was taken (and keeps `locked.method` as it now is). */
async function attempt(
  tx: Database,
  locked: LockedPolicy,
  collection: CollectionRow,
  collector: Collector,
  now: Date,
): Promise<boolean> {
  const { policy, method } = locked;
  const outcome = method
    ? await collector.collect({
        policyId: policy.id,
        paymentMethod: method,
        amount: collection.amount,
        dueDate: collection.dueDate,
      })
    : ({ ok: false, reason: 'No payment method' } as const);
  await settleCollection(tx, collection.id, {
    status: outcome.ok ? 'successful' : 'failed',
    failureReason: outcome.ok ? null : outcome.reason,
    now,
  });
  locked.method = await recordOutcome(tx, method, outcome.ok, now);
  await appendEvent(tx, collectionEvent(policy.id, collection, outcome, now));
  return outcome.ok;
}

/** Presents failed premiums again (once a day) while their grace period lasts. */
async function retryPolicy(
  tx: Database,
  policyId: string,
  date: string,
  graceDays: number,
  collector: Collector,
  now: Date,
  result: BillingRunResult,
) {
  const locked = await lockActiveWithMethod(tx, policyId);
  if (!locked) return;
  const { policy } = locked;
  let balance = policy.balance;
  for (const collection of await unpaidCollections(tx, [policy.id])) {
    if (date > graceEndsOn(collection.dueDate, graceDays)) continue;
    if (collection.attemptedAt && dayOf(collection.attemptedAt) >= date) continue;
    if (await attempt(tx, locked, collection, collector, now)) {
      result.recovered += 1;
      balance -= collection.amount;
    }
  }
  if (balance !== policy.balance) await updatePolicy(tx, policy.id, { balance: Math.max(0, balance) }, now);
  if (balance > 0) await warnOfLapse(tx, policy.id, Math.max(0, balance), date, graceDays, now);
}

/**
 * Once, when the oldest unpaid premium's grace period ends within LAPSE_WARNING_DAYS: 'policy.lapse_warning'
 * (the customer is told the day the policy will lapse). A later run that day, or a missed day, adds no second one.
 */
async function warnOfLapse(
  tx: Database,
  policyId: string,
  balance: number,
  date: string,
  graceDays: number,
  now: Date,
) {
  const [oldest] = await unpaidCollections(tx, [policyId]);
  if (!oldest) return;
  const endsOn = graceEndsOn(oldest.dueDate, graceDays);
  const daysLeft = daysBetween(date, endsOn);
  if (daysLeft < 0 || daysLeft > LAPSE_WARNING_DAYS) return;
  const [warned] = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'policy'),
        eq(events.entityId, policyId),
        eq(events.type, 'policy.lapse_warning'),
        sql`${events.data}->>'dueDate' = ${oldest.dueDate}`,
      ),
    )
    .limit(1);
  if (warned) return;
  await appendEvent(tx, {
    entityType: 'policy',
    entityId: policyId,
    type: 'policy.lapse_warning',
    summary: `Lapse warning: the policy lapses on ${formatLongDate(endsOn)} unless ${formatRand(balance)} is paid`,
    data: { dueDate: oldest.dueDate, graceEndsOn: endsOn, balance },
    actor: 'billing-run',
    at: now,
  });
}

async function lapseIfDue(
  tx: Database,
  policyId: string,
  date: string,
  graceDays: number,
  now: Date,
  result: BillingRunResult,
) {
  const policy = await lockActive(tx, policyId);
  if (!policy) return;
  const [oldest] = await unpaidCollections(tx, [policy.id]);
  if (!shouldLapse(oldest?.dueDate ?? null, date, graceDays) || !oldest) return;
  policyLifecycle.assertTransition('ACTIVE', 'LAPSED');
  await updatePolicy(tx, policy.id, { status: 'LAPSED', lapsedAt: now, nextBillingDate: null }, now);
  await appendEvent(tx, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.lapsed',
    summary: `Policy lapsed: the premium due ${formatLongDate(oldest.dueDate)} was not paid within ${graceDays} days`,
    data: { dueDate: oldest.dueDate, balance: policy.balance },
    actor: 'billing-run',
    at: now,
  });
  result.lapsed += 1;
}

export async function runBilling(db: Database, options: BillingRunOptions): Promise<BillingRunResult> {
  const { now } = options;
  const collector = options.collector ?? simulatedCollector;
  const graceDays = options.graceDays ?? GRACE_PERIOD_DAYS;
  const size = options.batchSize ?? BILLING_BATCH_SIZE;
  const concurrency = options.concurrency ?? 1;
  const date = dayOf(now);
  const result: BillingRunResult = { date, collected: 0, failed: 0, recovered: 0, lapsed: 0 };

  const due = and(
    eq(policies.status, 'ACTIVE'),
    isNotNull(policies.nextBillingDate),
    lte(policies.nextBillingDate, date),
    gt(policies.monthlyPremium, 0),
  );
  const billing = { date, collector, graceDays, now };
  for await (const ids of keysetPages(db, due, size, 'billing-date'))
    await forEachLimited(chunksOf(ids, concurrency), concurrency, async (chunk) => {
      const tally = await db.transaction((tx) => billDueChunk(tx, chunk, billing));
      result.collected += tally.collected;
      result.failed += tally.failed;
    });

  const owing = and(eq(policies.status, 'ACTIVE'), gt(policies.balance, 0));
  for await (const ids of keysetPages(db, owing, size, 'id'))
    await forEachLimited(ids, concurrency, async (id) => {
      await db.transaction((tx) => retryPolicy(tx, id, date, graceDays, collector, now, result));
      await db.transaction((tx) => lapseIfDue(tx, id, date, graceDays, now, result));
    });
  return result;
}
