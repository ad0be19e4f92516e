import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idpCodes, type IdpCodeRow } from '../../db/schema/identity.js';

const HOUR_MS = 60 * 60 * 1000;

/** Queries over idp_codes: one live code per user and purpose; older ones are retired when a new one is sent. */

/** When codes of these purposes were sent to the user since `since`, oldest first. */
export async function sendTimesSince(
  db: Database,
  userId: string,
  purposes: readonly string[],
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: idpCodes.createdAt })
    .from(idpCodes)
    .where(
      and(
        eq(idpCodes.userId, userId),
        inArray(idpCodes.purpose, [...purposes]),
        gte(idpCodes.createdAt, since),
      ),
    )
    .orderBy(idpCodes.createdAt);
  return rows.map((row) => row.createdAt);
}

export async function insertCode(
  db: Database,
  input: { userId: string; purpose: string; target: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Codes that expired over an hour ago can no longer matter (not even to the hourly send count).
    await tx
      .delete(idpCodes)
      .where(
        and(
          eq(idpCodes.userId, input.userId),
          lt(idpCodes.expiresAt, new Date(input.now.getTime() - HOUR_MS)),
        ),
      );
    await tx
      .update(idpCodes)
      .set({ consumedAt: input.now })
      .where(
        and(
          eq(idpCodes.userId, input.userId),
          eq(idpCodes.purpose, input.purpose),
          isNull(idpCodes.consumedAt),
        ),
      );
    await tx.insert(idpCodes).values({
      userId: input.userId,
      purpose: input.purpose,
      target: input.target,
      codeHash: input.codeHash,
      expiresAt: input.expiresAt,
      createdAt: input.now,
    });
  });
}

export async function latestCode(db: Database, userId: string, purpose: string): Promise<IdpCodeRow | null> {
  const [row] = await db
    .select()
    .from(idpCodes)
    .where(and(eq(idpCodes.userId, userId), eq(idpCodes.purpose, purpose)))
    .orderBy(desc(idpCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts one wrong guess; returns the new count, or null if the limit was already reached. */
export async function countWrongAttempt(db: Database, id: string, limit: number): Promise<number | null> {
  const [row] = await db
    .update(idpCodes)
    .set({ attempts: sql`${idpCodes.attempts} + 1` })
    .where(and(eq(idpCodes.id, id), lt(idpCodes.attempts, limit)))
    .returning({ attempts: idpCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(idpCodes)
    .set({ consumedAt: now })
    .where(and(eq(idpCodes.id, id), isNull(idpCodes.consumedAt)))
    .returning({ id: idpCodes.id });
  return rows.length > 0;
}
