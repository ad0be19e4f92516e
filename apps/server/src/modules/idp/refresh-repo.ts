import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { idpRefreshTokens, type IdpRefreshTokenRow } from '../../db/schema/identity.js';
import type { PoolKey } from './pools.js';

/** Refresh tokens: opaque random strings, stored as SHA-256 hashes, 30 days, one per sign-in (origin_jti). */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface NewRefreshToken {
  token: string;
  originJti: string;
}

export async function createRefreshToken(
  db: Database,
  input: {
    userId: string;
    pool: PoolKey;
    clientId: string;
    authTime: Date;
    amr: readonly string[];
    now: Date;
  },
): Promise<NewRefreshToken> {
  // The user's expired sign-ins are dead weight (their access tokens expired long ago): clear them out.
  await db
    .delete(idpRefreshTokens)
    .where(and(eq(idpRefreshTokens.userId, input.userId), lt(idpRefreshTokens.expiresAt, input.now)));
  const token = randomBytes(48).toString('base64url');
  const originJti = randomUUID();
  await db.insert(idpRefreshTokens).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    pool: input.pool,
    clientId: input.clientId,
    originJti,
    authTime: input.authTime,
    amr: [...input.amr],
    expiresAt: new Date(input.now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
    createdAt: input.now,
  });
  return { token, originJti };
}

export async function findRefreshToken(db: Database, token: string): Promise<IdpRefreshTokenRow | null> {
  const [row] = await db
    .select()
    .from(idpRefreshTokens)
    .where(eq(idpRefreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export async function findByOriginJti(db: Database, originJti: string): Promise<IdpRefreshTokenRow | null> {
  const [row] = await signInByOriginJti(db).execute({ originJti });
  return row ?? null;
}

/** Every signed-in request's revocation check reads it (when not cached): a prepared statement. */
const signInByOriginJti = preparedPerDatabase((db) =>
  db
    .select()
    .from(idpRefreshTokens)
    .where(eq(idpRefreshTokens.originJti, sql.placeholder('originJti')))
    .limit(1)
    .prepare('sign_in_by_origin_jti'),
);

export async function revokeFamily(db: Database, originJti: string, now: Date): Promise<void> {
  await db
    .update(idpRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(idpRefreshTokens.originJti, originJti), isNull(idpRefreshTokens.revokedAt)));
}

/** Revokes every live sign-in of the user; returns the origin_jti values it revoked. */
export async function revokeAllForUser(db: Database, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(idpRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(idpRefreshTokens.userId, userId), isNull(idpRefreshTokens.revokedAt)))
    .returning({ originJti: idpRefreshTokens.originJti });
  return rows.map((row) => row.originJti);
}

export async function originJtisOfUser(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ originJti: idpRefreshTokens.originJti })
    .from(idpRefreshTokens)
    .where(eq(idpRefreshTokens.userId, userId));
  return rows.map((row) => row.originJti);
}
