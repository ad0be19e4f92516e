import { randomInt } from 'node:crypto';
import type { IdpUserRow } from '../../db/schema/identity.js';
import { renderEmail } from '../../platform/notifier/index.js';
import { applyAttributeUpdate } from './attribute-updates.js';
import { validateAttributes, type AttributeMap, type AttributeType } from './attributes.js';
import type { IdpContext } from './context.js';
import { assertPasswordPolicy } from './credentials.js';
import { IdpError } from './errors.js';
import { createUser } from './operations/sign-up.js';
import type { PoolKey } from './pools.js';
import { originJtisOfUser } from './refresh-repo.js';
import { deleteUser, findUserByLogin, listUsersByAttribute } from './users-repo.js';

/** A user as the server's own code sees it (never any secret). */
export interface AdminUser {
  pool: PoolKey;
  sub: string;
  username: string;
  status: IdpUserRow['status'];
  enabled: boolean;
  /** Current attributes, including email_verified / phone_number_verified ('true' | 'false'). */
  attributes: Record<string, string>;
  /** New email / phone_number values waiting for verification. */
  pendingAttributes: Record<string, string>;
  mfaEnabled: string[];
  preferredMfa: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminCreateUserInput {
  username: string;
  attributes?: AttributeMap | AttributeType[];
  /** Defaults to a generated password that satisfies the policy. */
  temporaryPassword?: string;
  /** When true no invitation (username + temporary password) is emailed. */
  suppressMessage?: boolean;
}

/** The internal admin API (not reachable over HTTP). Errors are IdpError (e.g. UserNotFoundException). */
export interface IdpAdmin {
  adminGetUser(pool: PoolKey, username: string): Promise<AdminUser | null>;
  adminUpdateUserAttributes(
    pool: PoolKey,
    username: string,
    attributes: AttributeMap | AttributeType[],
  ): Promise<AdminUser>;
  adminDeleteUser(pool: PoolKey, username: string): Promise<void>;
  adminCreateUser(pool: PoolKey, input: AdminCreateUserInput): Promise<AdminUser>;
  listUsersByAttribute(pool: PoolKey, name: string, value: string): Promise<AdminUser[]>;
}

export function toAdminUser(row: IdpUserRow): AdminUser {
  return {
    pool: row.pool as PoolKey,
    sub: row.id,
    username: row.username,
    status: row.status,
    enabled: row.enabled,
    attributes: { ...row.attributes },
    pendingAttributes: { ...row.pendingAttributes },
    mfaEnabled: [...row.mfaEnabled],
    preferredMfa: row.mfaPreferred,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const toMap = (attributes: AttributeMap | AttributeType[] | undefined): AttributeMap =>
  Array.isArray(attributes)
    ? Object.fromEntries(attributes.map((entry) => [entry.Name, entry.Value]))
    : { ...attributes };

/** A temporary password meeting the policy: upper, lower, digit and symbol among 12 characters. */
export function generateTemporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_=+?'];
  const all = sets.join('');
  const chars = sets.map((set) => set[randomInt(set.length)] ?? 'A');
  while (chars.length < 12) chars.push(all[randomInt(all.length)] ?? 'a');
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

export function createIdpAdmin(ctx: IdpContext): IdpAdmin {
  const requireUser = async (pool: PoolKey, username: string) => {
    const user = await findUserByLogin(ctx.db, pool, username);
    if (!user) throw new IdpError('UserNotFoundException', 'User does not exist.');
    return user;
  };
  return {
    async adminGetUser(pool, username) {
      const user = await findUserByLogin(ctx.db, pool, username);
      return user ? toAdminUser(user) : null;
    },
    async adminUpdateUserAttributes(pool, username, attributes) {
      const user = await requireUser(pool, username);
      const result = await applyAttributeUpdate(ctx, ctx.pools.byKey(pool), user, toMap(attributes), 'admin');
      return toAdminUser(result.user);
    },
    async adminDeleteUser(pool, username) {
      const user = await requireUser(pool, username);
      const families = await originJtisOfUser(ctx.db, user.id);
      await deleteUser(ctx.db, user.id);
      await ctx.revocations.markRevoked(families);
      ctx.logger.info({ userId: user.id, pool }, 'idp user deleted');
    },
    async adminCreateUser(pool, input) {
      const definition = ctx.pools.byKey(pool);
      const attributes = toMap(input.attributes);
      validateAttributes(definition, attributes, 'admin');
      const password = assertPasswordPolicy(
        input.temporaryPassword ?? generateTemporaryPassword(),
        'TemporaryPassword',
      );
      const user = await createUser(ctx, definition, {
        username: input.username,
        password,
        attributes,
        status: 'FORCE_CHANGE_PASSWORD',
      });
      if (!input.suppressMessage && attributes.email) {
        const email = renderEmail('verification-code', {
          code: password,
          purpose: `sign in for the first time with the username ${user.username} and choose your own password (this is your temporary password)`,
          expiresInMinutes: 7 * 24 * 60,
          name: attributes.given_name,
        });
        await ctx.notifier.sendEmail({ to: attributes.email, ...email, subject: 'Your temporary password' });
      }
      ctx.logger.info({ userId: user.id, pool }, 'idp user created by admin');
      return toAdminUser(user);
    },
    async listUsersByAttribute(pool, name, value) {
      return (await listUsersByAttribute(ctx.db, pool, name, value)).map(toAdminUser);
    },
  };
}
