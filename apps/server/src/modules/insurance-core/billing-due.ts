/**
 * Bills a chunk of due policies in one transaction with set-based statements, so a policy costs a share of a
 * dozen round trips instead of a dozen of its own: the chunk's ACTIVE due policies are locked in one statement
 * (a policy another transaction holds is skipped: the next run bills it), all their premiums inserted in one
 * (a due date already taken inserts nothing), settled in one, the payment methods they changed written in one,
 * their events appended in one (the customer notices are written for all of them together) and the policies
 * moved on in one. The collector is asked once per premium, in due-date order, with the method as it now is.
 */
import { billingDatesBetween, followingBillingDate } from '@cover/domain';
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentMethods, policies, type PolicyRow } from '../../db/schema/index.js';
import { collectionEvent, graceStartedEvent } from './billing-events.js';
import { MethodLedger, writeMethodChanges } from './billing-methods.js';
import { insertPremiumCollections, settleCollections } from './collections.js';
import type { Collector, CollectionOutcome } from './collector.js';
import { appendEvents, type CoreEvent } from './events.js';

export interface DueBilling {
  date: string;
  collector: Collector;
  graceDays: number;
  now: Date;
}

/** What a chunk billed (counted once its transaction has committed). */
export interface DueTally {
  collected: number;
  failed: number;
}

const NO_METHOD: CollectionOutcome = { ok: false, reason: 'No payment method' };
const keyOf = (policyId: string, dueDate: string) => `${policyId} ${dueDate}`;

/** The chunk's policies still ACTIVE and due, locked, with their payment methods; locked elsewhere: skipped. */
async function lockDue(tx: Database, ids: readonly string[], date: string) {
  return tx
    .select({ policy: policies, method: paymentMethods })
    .from(policies)
    .leftJoin(paymentMethods, eq(paymentMethods.id, policies.paymentMethodId))
    .where(
      and(
        inArray(policies.id, [...ids]),
        eq(policies.status, 'ACTIVE'),
        isNotNull(policies.nextBillingDate),
        lte(policies.nextBillingDate, date),
        gt(policies.monthlyPremium, 0),
      ),
    )
    .orderBy(asc(policies.id))
    .for('update', { of: policies, skipLocked: true });
}

/** Each policy's new balance and next billing date, in one statement. */
async function movePoliciesOn(
  tx: Database,
  moves: readonly { id: string; balance: number; nextBillingDate: string }[],
  now: Date,
): Promise<void> {
  if (moves.length === 0) return;
  const values = sql.join(
    moves.map((move) => sql`(${move.id}::uuid, ${move.balance}::integer, ${move.nextBillingDate}::date)`),
    sql`, `,
  );
  await tx.execute(sql`
    update policies p set balance = v.balance, next_billing_date = v.next_billing_date,
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) v(id, balance, next_billing_date)
    where p.id = v.id`);
}

/** Bills the due policies among `ids` inside `tx`; returns what it collected and what failed. */
export async function billDueChunk(tx: Database, ids: readonly string[], run: DueBilling): Promise<DueTally> {
  const tally: DueTally = { collected: 0, failed: 0 };
  const locked = await lockDue(tx, ids, run.date);
  if (locked.length === 0) return tally;
  const plans = locked.map(({ policy }) => ({
    policy,
    dueDates: billingDatesBetween(policy.billingDay, policy.nextBillingDate as string, run.date),
  }));
  const inserted = await insertPremiumCollections(
    tx,
    plans.flatMap(({ policy, dueDates }) =>
      dueDates.map((dueDate) => ({
        policyId: policy.id,
        amount: policy.monthlyPremium,
        dueDate,
        paymentMethodId: policy.paymentMethodId,
      })),
    ),
    run.now,
  );
  const premiums = new Map(inserted.map((row) => [keyOf(row.policyId, row.dueDate), row]));

  const methods = new MethodLedger(
    locked.map((row) => row.method),
    run.now,
  );
  const settled: { id: string; status: 'successful' | 'failed'; failureReason: string | null }[] = [];
  const appended: CoreEvent[] = [];
  const moves: { id: string; balance: number; nextBillingDate: string }[] = [];
  for (const { policy, dueDates } of plans) {
    let balance = policy.balance;
    for (const dueDate of dueDates) {
      const premium = premiums.get(keyOf(policy.id, dueDate));
      if (!premium) continue;
      const outcome = await collect(run.collector, policy, methods, premium);
      methods.record(policy.paymentMethodId, outcome.ok);
      settled.push({
        id: premium.id,
        status: outcome.ok ? 'successful' : 'failed',
        failureReason: outcome.ok ? null : outcome.reason,
      });
      appended.push(collectionEvent(policy.id, premium, outcome, run.now));
      if (outcome.ok) tally.collected += 1;
      else {
        tally.failed += 1;
        if (balance === 0) appended.push(graceStartedEvent(policy.id, premium, run.graceDays, run.now));
        balance += premium.amount;
      }
    }
    const last = dueDates.at(-1) ?? (policy.nextBillingDate as string);
    moves.push({ id: policy.id, balance, nextBillingDate: followingBillingDate(policy.billingDay, last) });
  }
  await settleCollections(tx, settled, run.now);
  await writeMethodChanges(tx, methods.changed(), run.now);
  // The events (and their notices) before the policies move on: a notice reads the balance before the run.
  await appendEvents(tx, appended);
  await movePoliciesOn(tx, moves, run.now);
  return tally;
}

function collect(
  collector: Collector,
  policy: PolicyRow,
  methods: MethodLedger,
  premium: { amount: number; dueDate: string },
): Promise<CollectionOutcome> | CollectionOutcome {
  const method = methods.current(policy.paymentMethodId);
  if (!method) return NO_METHOD;
  return collector.collect({
    policyId: policy.id,
    paymentMethod: method,
    amount: premium.amount,
    dueDate: premium.dueDate,
  });
}
