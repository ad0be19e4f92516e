/** Premium collections and refunds of policies. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { anyOf, preparedPerDatabase } from '../../db/prepared.js';
import { collections, type CollectionRow } from '../../db/schema/index.js';

/** Inserts a pending premium collection; null when one already exists for this due date. */
export async function insertPremiumCollection(
  db: Database,
  values: { policyId: string; amount: number; dueDate: string; paymentMethodId: string | null; now: Date },
): Promise<CollectionRow | null> {
  const [row] = await db
    .insert(collections)
    .values({
      policyId: values.policyId,
      type: 'premium',
      status: 'pending',
      amount: values.amount,
      dueDate: values.dueDate,
      paymentMethodId: values.paymentMethodId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Inserts pending premium collections in one statement; returns the new ones (none for a due date already taken). */
export async function insertPremiumCollections(
  db: Database,
  values: readonly { policyId: string; amount: number; dueDate: string; paymentMethodId: string | null }[],
  now: Date,
): Promise<CollectionRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(collections)
    .values(
      values.map((value) => ({
        ...value,
        type: 'premium' as const,
        status: 'pending' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** Settles many collections in one statement: each with its own status and failure reason, all attempted now. */
export async function settleCollections(
  db: Database,
  outcomes: readonly { id: string; status: 'successful' | 'failed'; failureReason: string | null }[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map(
      (outcome) => sql`(${outcome.id}::uuid, ${outcome.status}::text, ${outcome.failureReason}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update collections c set status = v.status, failure_reason = v.failure_reason,
      attempted_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) v(id, status, failure_reason)
    where c.id = v.id`);
}

export async function settleCollection(
  db: Database,
  id: string,
  outcome: { status: 'successful' | 'failed' | 'cancelled'; failureReason?: string | null; now: Date },
): Promise<void> {
  await db
    .update(collections)
    .set({
      status: outcome.status,
      failureReason: outcome.failureReason ?? null,
      attemptedAt: outcome.now,
      updatedAt: outcome.now,
    })
    .where(eq(collections.id, id));
}

export async function insertRefund(
  db: Database,
  values: { policyId: string; amount: number; dueDate: string; paymentMethodId: string | null; now: Date },
): Promise<CollectionRow> {
  const [row] = await db
    .insert(collections)
    .values({
      policyId: values.policyId,
      type: 'refund',
      status: 'successful',
      amount: -Math.abs(values.amount),
      dueDate: values.dueDate,
      paymentMethodId: values.paymentMethodId,
      attemptedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('refund was not stored');
  return row;
}

/** Premiums collected less refunds already made, in cents (read by the detail of a policy in cooling-off). */
export async function netPremiumsPaid(db: Database, policyId: string): Promise<number> {
  const [row] = await netPaidOf(db).execute({ policyId });
  return Number(row?.total ?? 0);
}

const netPaidOf = preparedPerDatabase((db) =>
  db
    .select({ total: sql<string | number | null>`coalesce(sum(${collections.amount}), 0)` })
    .from(collections)
    .where(and(eq(collections.policyId, sql.placeholder('policyId')), eq(collections.status, 'successful')))
    .prepare('net_premiums_paid'),
);

/** Failed premium collections not yet paid, oldest first. */
export async function unpaidCollections(
  db: Database,
  policyIds: readonly string[],
): Promise<CollectionRow[]> {
  if (policyIds.length === 0) return [];
  return unpaidOf(db).execute({ policyIds });
}

const unpaidOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(collections)
    .where(
      and(
        anyOf(collections.policyId, 'policyIds'),
        eq(collections.type, 'premium'),
        eq(collections.status, 'failed'),
      ),
    )
    .orderBy(asc(collections.dueDate))
    .prepare('unpaid_collections_of_policies'),
);

export async function recentCollections(
  db: Database,
  policyId: string,
  limit = 24,
): Promise<CollectionRow[]> {
  return db
    .select()
    .from(collections)
    .where(eq(collections.policyId, policyId))
    .orderBy(desc(collections.dueDate), desc(collections.createdAt))
    .limit(limit);
}
