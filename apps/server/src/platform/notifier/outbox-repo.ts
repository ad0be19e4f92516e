import type { OutboxMessage } from '@cover/domain';
import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { outboxMessages, type NewOutboxMessageRow, type OutboxMessageRow } from '../../db/schema/outbox.js';
import type { Database } from '../../db/client.js';

/** The application's database (PGlite or node-postgres), or a transaction on it. */
export type OutboxDb = Database;

export const MAX_LAST_ERROR_LENGTH = 500;

/** The `last_error` of a text whose number is not a South African mobile number. */
export const INVALID_NUMBER = 'INVALID_NUMBER';
/** `last_error` values that no later attempt can fix: the message is kept, never retried. */
export const PERMANENT_ERRORS: readonly string[] = [INVALID_NUMBER];

export async function insertMessage(db: OutboxDb, row: NewOutboxMessageRow): Promise<OutboxMessageRow> {
  const [inserted] = await db.insert(outboxMessages).values(row).returning();
  if (!inserted) throw new Error('outbox insert returned no row');
  return inserted;
}

/**
 * Records a customer notice once: a second insert with the same `dedupeKey` ('<event id>:<channel>') adds
 * nothing, so a retried or replayed change never sends the same message twice. Returns the new row or null.
 */
export async function insertDedupedMessage(
  db: OutboxDb,
  row: NewOutboxMessageRow & { dedupeKey: string },
): Promise<OutboxMessageRow | null> {
  const [inserted] = await db
    .insert(outboxMessages)
    .values(row)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning();
  return inserted ?? null;
}

/**
 * Takes up to `limit` of the messages written but never attempted, oldest first, for their one delivery
 * attempt: in one statement their `attempts` become 1 and the rows are returned. Rows another instance is
 * taking at the same moment are skipped (FOR UPDATE SKIP LOCKED), so two instances never take the same
 * message and neither waits for the other.
 */
export async function claimPending(db: OutboxDb, limit: number): Promise<OutboxMessageRow[]> {
  const unattempted = and(eq(outboxMessages.status, 'pending'), eq(outboxMessages.attempts, 0));
  // A CTE, not `id IN (subquery)`: a locking CTE is evaluated exactly once. With the LIMITed subquery
  // inside IN, the update took more rows than the limit (7 for a limit of 5, on PGlite).
  const oldest = db
    .$with('oldest')
    .as(
      db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(unattempted)
        .orderBy(asc(outboxMessages.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    );
  const claimed = await db
    .with(oldest)
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, db.select({ id: oldest.id }).from(oldest)))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Marks messages sent in one statement (those kept in the outbox, which no transport carries). */
export async function markAllSent(db: OutboxDb, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(inArray(outboxMessages.id, [...ids]));
}

/**
 * Takes a message for one delivery attempt: bumps `attempts` only if nobody else has since (the
 * optimistic check on the attempt count), so two instances never send the same message twice.
 */
export async function claimForDelivery(
  db: OutboxDb,
  row: OutboxMessageRow,
): Promise<OutboxMessageRow | null> {
  const [claimed] = await db
    .update(outboxMessages)
    .set({ attempts: row.attempts + 1 })
    .where(
      and(
        eq(outboxMessages.id, row.id),
        eq(outboxMessages.attempts, row.attempts),
        inArray(outboxMessages.status, ['pending', 'failed']),
      ),
    )
    .returning();
  return claimed ?? null;
}

export async function markSent(db: OutboxDb, id: string, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(eq(outboxMessages.id, id));
}

export async function markFailed(db: OutboxDb, id: string, error: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError: error.slice(0, MAX_LAST_ERROR_LENGTH) })
    .where(eq(outboxMessages.id, id));
}

/**
 * Messages (email and SMS) still to deliver: failed ones under the attempt limit whose error may pass, and
 * pending ones left behind before `staleBefore`.
 */
export async function findRetryable(
  db: OutboxDb,
  options: { maxAttempts: number; staleBefore: Date; limit: number },
): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        lt(outboxMessages.attempts, options.maxAttempts),
        or(
          and(
            eq(outboxMessages.status, 'failed'),
            or(isNull(outboxMessages.lastError), notInArray(outboxMessages.lastError, [...PERMANENT_ERRORS])),
          ),
          and(eq(outboxMessages.status, 'pending'), lt(outboxMessages.createdAt, options.staleBefore)),
        ),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt))
    .limit(options.limit);
}

export async function listRecent(db: OutboxDb, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
  return rows.map(toOutboxMessage);
}

export function toOutboxMessage(row: OutboxMessageRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
