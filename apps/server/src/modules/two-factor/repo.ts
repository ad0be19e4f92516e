import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { twoFactorSessions, type TwoFactorSessionRow } from '../../db/schema/two-factor.js';

/** Queries over two_factor_sessions: one row per pool sign-in (origin_jti). */

export type TwoFactorChannel = 'email' | 'phone_number';
export type TwoFactorPool = 'retail' | 'employee';

export async function findSession(db: Database, originJti: string): Promise<TwoFactorSessionRow | null> {
  const [row] = await db
    .select()
    .from(twoFactorSessions)
    .where(eq(twoFactorSessions.originJti, originJti))
    .limit(1);
  return row ?? null;
}

export interface RecordSendInput {
  originJti: string;
  pool: TwoFactorPool;
  sub: string;
  codeHmac: string;
  channel: TwoFactorChannel;
  expiresAt: Date;
  now: Date;
  maxSends: number;
}

/**
 * Stores a freshly sent code (replacing the previous one, resetting the attempt count) and counts the send.
 * Atomic: returns null, storing nothing, when the sign-in already used up its sends or was verified.
 */
export async function recordSend(db: Database, input: RecordSendInput): Promise<TwoFactorSessionRow | null> {
  const [row] = await db
    .insert(twoFactorSessions)
    .values({
      originJti: input.originJti,
      pool: input.pool,
      sub: input.sub,
      codeHmac: input.codeHmac,
      channel: input.channel,
      attempts: 0,
      expiresAt: input.expiresAt,
      sends: 1,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: twoFactorSessions.originJti,
      set: {
        codeHmac: input.codeHmac,
        channel: input.channel,
        attempts: 0,
        expiresAt: input.expiresAt,
        sends: sql`${twoFactorSessions.sends} + 1`,
      },
      setWhere: and(
        lt(twoFactorSessions.sends, input.maxSends),
        isNull(twoFactorSessions.verifiedAt),
        eq(twoFactorSessions.sub, input.sub),
      ),
    })
    .returning();
  return row ?? null;
}

/** Counts one wrong guess at the current code; returns the new count, or null when the limit was reached. */
export async function countWrongAttempt(
  db: Database,
  originJti: string,
  codeHmac: string,
  limit: number,
): Promise<number | null> {
  const [row] = await db
    .update(twoFactorSessions)
    .set({ attempts: sql`${twoFactorSessions.attempts} + 1` })
    .where(
      and(
        eq(twoFactorSessions.originJti, originJti),
        eq(twoFactorSessions.codeHmac, codeHmac),
        lt(twoFactorSessions.attempts, limit),
      ),
    )
    .returning({ attempts: twoFactorSessions.attempts });
  return row?.attempts ?? null;
}

/** Marks the sign-in verified and retires its code; false when that code was already used or replaced. */
export async function markVerified(
  db: Database,
  originJti: string,
  codeHmac: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorSessions)
    .set({ verifiedAt: now, codeHmac: null })
    .where(and(eq(twoFactorSessions.originJti, originJti), eq(twoFactorSessions.codeHmac, codeHmac)))
    .returning({ originJti: twoFactorSessions.originJti });
  return rows.length > 0;
}

/** Drops the rows of sign-ins that began before `before` (their tokens have long expired). */
export async function purgeSessionsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(twoFactorSessions).where(lt(twoFactorSessions.createdAt, before));
}
