import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { operators, type NewOperatorRow, type OperatorRow } from '../../db/schema/index.js';
import { lockedUntilAfter } from './lockout.js';

export const findOperatorByName = async (db: Database, name: string): Promise<OperatorRow | null> =>
  (await db.select().from(operators).where(eq(operators.name, name)).limit(1))[0] ?? null;

export const findOperatorById = async (db: Database, id: string): Promise<OperatorRow | null> =>
  (await db.select().from(operators).where(eq(operators.id, id)).limit(1))[0] ?? null;

/** Counts one more consecutive failure (atomically) and sets the lock it earns; returns the new count. */
export async function recordFailedLogin(db: Database, id: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ failedAttempts: sql`${operators.failedAttempts} + 1` })
      .where(eq(operators.id, id))
      .returning({ failedAttempts: operators.failedAttempts });
    const failures = row?.failedAttempts ?? 0;
    const lockedUntil = lockedUntilAfter(failures, now);
    if (lockedUntil) await tx.update(operators).set({ lockedUntil }).where(eq(operators.id, id));
    return failures;
  });
}

/** Clears the failure count and lock; stores a stronger hash of the same password when given one. */
export async function recordSuccessfulLogin(db: Database, id: string, rehashed?: string): Promise<void> {
  await db
    .update(operators)
    .set({ failedAttempts: 0, lockedUntil: null, ...(rehashed ? { passwordHash: rehashed } : {}) })
    .where(eq(operators.id, id));
}

/** Inserts a new operator; returns null when the name is taken. */
export async function insertOperator(db: Database, row: NewOperatorRow): Promise<OperatorRow | null> {
  const [inserted] = await db
    .insert(operators)
    .values(row)
    .onConflictDoNothing({ target: operators.name })
    .returning();
  return inserted ?? null;
}

/** Replaces the password hash (and optionally display name and roles) and lifts any lock. */
export async function updateOperatorCredentials(
  db: Database,
  id: string,
  changes: { passwordHash: string; displayName?: string; roles?: string[] },
): Promise<OperatorRow | null> {
  const [updated] = await db
    .update(operators)
    .set({ ...changes, failedAttempts: 0, lockedUntil: null })
    .where(eq(operators.id, id))
    .returning();
  return updated ?? null;
}
