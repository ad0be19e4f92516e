import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idpUsers, type IdpUserRow, type NewIdpUserRow } from '../../db/schema/identity.js';
import type { PoolDefinition, PoolKey } from './pools.js';

/** Queries over idp_users. Usernames and aliases match case-insensitively through their *_key columns. */

export async function findUserById(db: Database, id: string): Promise<IdpUserRow | null> {
  const [row] = await db.select().from(idpUsers).where(eq(idpUsers.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByUsername(
  db: Database,
  pool: PoolKey,
  username: string,
): Promise<IdpUserRow | null> {
  const [row] = await db
    .select()
    .from(idpUsers)
    .where(and(eq(idpUsers.pool, pool), eq(idpUsers.usernameKey, username.toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** Sign-in name: the username, or else the preferred_username alias. */
export async function findUserByLogin(
  db: Database,
  pool: PoolKey,
  login: string,
): Promise<IdpUserRow | null> {
  const key = login.trim().toLowerCase();
  if (!key) return null;
  const rows = await db
    .select()
    .from(idpUsers)
    .where(and(eq(idpUsers.pool, pool), or(eq(idpUsers.usernameKey, key), eq(idpUsers.aliasKey, key))))
    .limit(2);
  return rows.find((row) => row.usernameKey === key) ?? rows[0] ?? null;
}

/** The user a passwordless sign-in names: the first of the pool's forms of the typed name that exists. */
export async function findUserBySignInName(
  db: Database,
  pool: PoolDefinition,
  login: string,
): Promise<IdpUserRow | null> {
  for (const form of pool.loginForms(login)) {
    const user = await findUserByLogin(db, pool.key, form);
    if (user) return user;
  }
  return null;
}

/** True when the alias is another user's alias or username. */
export async function aliasTaken(db: Database, pool: PoolKey, aliasKey: string, exceptUserId?: string) {
  const rows = await db
    .select({ id: idpUsers.id })
    .from(idpUsers)
    .where(
      and(eq(idpUsers.pool, pool), or(eq(idpUsers.aliasKey, aliasKey), eq(idpUsers.usernameKey, aliasKey))),
    )
    .limit(2);
  return rows.some((row) => row.id !== exceptUserId);
}

export async function insertUser(db: Database, row: NewIdpUserRow): Promise<IdpUserRow> {
  const [inserted] = await db.insert(idpUsers).values(row).returning();
  if (!inserted) throw new Error('idp_users insert returned no row');
  return inserted;
}

export async function updateUser(
  db: Database,
  id: string,
  patch: Partial<NewIdpUserRow>,
): Promise<IdpUserRow> {
  const [updated] = await db.update(idpUsers).set(patch).where(eq(idpUsers.id, id)).returning();
  if (!updated) throw new Error('idp_users update matched no row');
  return updated;
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(idpUsers).where(eq(idpUsers.id, id));
}

/** Users whose attribute equals the value exactly ('username', 'sub' and 'preferred_username' match case-insensitively). */
export async function listUsersByAttribute(
  db: Database,
  pool: PoolKey,
  name: string,
  value: string,
  limit = 60,
): Promise<IdpUserRow[]> {
  const condition =
    name === 'username'
      ? eq(idpUsers.usernameKey, value.toLowerCase())
      : name === 'preferred_username'
        ? eq(idpUsers.aliasKey, value.toLowerCase())
        : name === 'sub'
          ? sql`${idpUsers.id}::text = ${value.toLowerCase()}`
          : sql`${idpUsers.attributes} ->> ${name} = ${value}`;
  return db
    .select()
    .from(idpUsers)
    .where(and(eq(idpUsers.pool, pool), condition))
    .orderBy(idpUsers.createdAt)
    .limit(limit);
}

/** The unique index a failed insert/update tripped over, if any. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current && typeof current === 'object';) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match =
        typeof candidate.message === 'string' ? /constraint "([^"]+)"/.exec(candidate.message) : null;
      return match?.[1] ?? 'unknown';
    }
    current = candidate.cause;
  }
  return null;
}
