import { and, asc, count, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idpWebauthnCredentials, type IdpWebauthnCredentialRow } from '../../db/schema/identity.js';
import type { PoolKey } from './pools.js';
import { uniqueViolation } from './users-repo.js';

/** Queries over idp_webauthn_credentials: a user's passkeys, always scoped to the user (never by id alone). */

export type NewWebauthnCredential = typeof idpWebauthnCredentials.$inferInsert;

/** Where a page of a user's passkeys continues: after this (createdAt, id) in creation order. */
export interface CredentialCursor {
  createdAt: Date;
  id: string;
}

const ofUser = (userId: string, pool: PoolKey) =>
  and(eq(idpWebauthnCredentials.userId, userId), eq(idpWebauthnCredentials.pool, pool));

/** How many passkeys the user has in the pool (all relying parties). */
export async function countUserCredentials(db: Database, userId: string, pool: PoolKey): Promise<number> {
  const [row] = await db.select({ total: count() }).from(idpWebauthnCredentials).where(ofUser(userId, pool));
  return row?.total ?? 0;
}

/** The user's passkeys for one relying party, oldest first (allow/exclude lists of the ceremonies). */
export function listUserCredentialsForRp(
  db: Database,
  userId: string,
  pool: PoolKey,
  relyingPartyId: string,
): Promise<IdpWebauthnCredentialRow[]> {
  return db
    .select()
    .from(idpWebauthnCredentials)
    .where(and(ofUser(userId, pool), eq(idpWebauthnCredentials.relyingPartyId, relyingPartyId)))
    .orderBy(asc(idpWebauthnCredentials.createdAt), asc(idpWebauthnCredentials.id));
}

/** One page of the user's passkeys in creation order, `limit + 1` rows so the caller can tell if more follow. */
export function listUserCredentialsPage(
  db: Database,
  userId: string,
  pool: PoolKey,
  limit: number,
  after?: CredentialCursor,
): Promise<IdpWebauthnCredentialRow[]> {
  const cursor = after
    ? or(
        gt(idpWebauthnCredentials.createdAt, after.createdAt),
        and(eq(idpWebauthnCredentials.createdAt, after.createdAt), gt(idpWebauthnCredentials.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(idpWebauthnCredentials)
    .where(and(ofUser(userId, pool), cursor))
    .orderBy(asc(idpWebauthnCredentials.createdAt), asc(idpWebauthnCredentials.id))
    .limit(limit + 1);
}

/** The user's passkey with this credential id (base64url), or null — another user's passkey is never found. */
export async function findUserCredential(
  db: Database,
  userId: string,
  pool: PoolKey,
  credentialId: string,
): Promise<IdpWebauthnCredentialRow | null> {
  const [row] = await db
    .select()
    .from(idpWebauthnCredentials)
    .where(and(ofUser(userId, pool), eq(idpWebauthnCredentials.credentialId, credentialId)))
    .limit(1);
  return row ?? null;
}

/** Stores a new passkey; null when a passkey with this credential id already exists in the pool. */
export async function insertCredential(
  db: Database,
  row: NewWebauthnCredential,
): Promise<IdpWebauthnCredentialRow | null> {
  try {
    const [inserted] = await db.insert(idpWebauthnCredentials).values(row).returning();
    return inserted ?? null;
  } catch (error) {
    if (uniqueViolation(error)) return null;
    throw error;
  }
}

/** Deletes the user's passkey; false when the user has no passkey with that id. */
export async function deleteUserCredential(
  db: Database,
  userId: string,
  pool: PoolKey,
  credentialId: string,
): Promise<{ friendlyName: string } | null> {
  const [deleted] = await db
    .delete(idpWebauthnCredentials)
    .where(and(ofUser(userId, pool), eq(idpWebauthnCredentials.credentialId, credentialId)))
    .returning({ friendlyName: idpWebauthnCredentials.friendlyName });
  return deleted ?? null;
}

/**
 * Records a sign-in with the passkey: its new signature counter, backup state and time of use. Compare-and-set on
 * the counter read before verification, so two concurrent uses of one assertion cannot both succeed.
 */
export async function recordCredentialUse(
  db: Database,
  row: IdpWebauthnCredentialRow,
  use: { counter: number; backedUp: boolean; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(idpWebauthnCredentials)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(and(eq(idpWebauthnCredentials.id, row.id), eq(idpWebauthnCredentials.counter, row.counter)))
    .returning({ id: idpWebauthnCredentials.id });
  return updated.length > 0;
}
