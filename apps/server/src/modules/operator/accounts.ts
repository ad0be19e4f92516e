import { FIELD_MESSAGES, isStrongPassword, type OperatorUser } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { revokeAllOperatorSessions } from '../../platform/auth/operator-session.js';
import { hashPassword, type ScryptParams } from '../../platform/password-hash.js';
import { findOperatorByName, insertOperator, updateOperatorCredentials } from './repo.js';
import { normaliseOperatorName, toOperatorUser } from './service.js';

/** The roles an operator account can hold: the operator portal, and the back office. */
export const OPERATOR_ROLES = ['operator', 'backoffice'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const OPERATOR_NAME = /^[a-z0-9][a-z0-9._-]{1,49}$/;
const MAX_PASSWORD_LENGTH = 256;
const MAX_DISPLAY_NAME_LENGTH = 100;

export interface OperatorAccountInput {
  name: string;
  /** Required when creating; when resetting, replaces the current one if given. */
  displayName?: string | undefined;
  /** Required when creating; when resetting, replaces the current ones if given. */
  roles?: readonly string[] | undefined;
  password: string;
  /** Allow replacing the password of an existing account (its sessions are revoked, its lock lifted). */
  resetPassword?: boolean | undefined;
}

export interface OperatorAccountResult {
  action: 'created' | 'password-reset';
  operator: OperatorUser;
  revokedSessions: number;
}

/** A refusal with a message fit for the command line. */
export class OperatorAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorAccountError';
  }
}

function checkRoles(roles: readonly string[]): OperatorRole[] {
  const unknown = roles.filter((role) => !(OPERATOR_ROLES as readonly string[]).includes(role));
  if (unknown.length > 0) {
    throw new OperatorAccountError(
      `Unknown role(s): ${unknown.join(', ')}. Known roles: ${OPERATOR_ROLES.join(', ')}`,
    );
  }
  if (roles.length === 0) throw new OperatorAccountError('At least one role is required');
  return [...new Set(roles as readonly OperatorRole[])];
}

function checkDisplayName(displayName: string): string {
  const trimmed = displayName.replace(/\s+/g, ' ').trim();
  if (!trimmed) throw new OperatorAccountError('A display name is required');
  if (trimmed.length > MAX_DISPLAY_NAME_LENGTH) {
    throw new OperatorAccountError(`The display name must be at most ${MAX_DISPLAY_NAME_LENGTH} characters`);
  }
  return trimmed;
}

/**
 * Creates an operator (or back-office) account with a scrypt hash of a password that meets the password
 * policy, or — only with `resetPassword` — replaces an existing account's password, lifts its lock and
 * revokes its open sessions. Refuses a duplicate name otherwise.
 */
export async function createOperatorAccount(
  db: Database,
  input: OperatorAccountInput,
  options: { now?: Date; hashParams?: ScryptParams } = {},
): Promise<OperatorAccountResult> {
  const now = options.now ?? new Date();
  const name = normaliseOperatorName(input.name);
  if (!OPERATOR_NAME.test(name)) {
    throw new OperatorAccountError(
      'The name must be 2–50 characters: letters, digits, dots, hyphens or underscores, starting with a letter or digit',
    );
  }
  if (input.password.length > MAX_PASSWORD_LENGTH || !isStrongPassword(input.password)) {
    throw new OperatorAccountError(FIELD_MESSAGES.passwordStrength);
  }
  const displayName = input.displayName === undefined ? undefined : checkDisplayName(input.displayName);
  const roles = input.roles === undefined ? undefined : checkRoles(input.roles);
  const existing = await findOperatorByName(db, name);
  if (existing && !input.resetPassword) {
    throw new OperatorAccountError(
      `An operator named "${name}" already exists (use --reset-password to replace its password)`,
    );
  }
  const passwordHash = await hashPassword(input.password, options.hashParams);
  if (existing) {
    const updated = await updateOperatorCredentials(db, existing.id, {
      passwordHash,
      ...(displayName ? { displayName } : {}),
      ...(roles ? { roles } : {}),
    });
    if (!updated) throw new OperatorAccountError(`The operator "${name}" was removed meanwhile`);
    const revokedSessions = await revokeAllOperatorSessions(db, existing.id, now);
    return { action: 'password-reset', operator: toOperatorUser(updated), revokedSessions };
  }
  if (!displayName) throw new OperatorAccountError('A display name is required (--display-name)');
  if (!roles) throw new OperatorAccountError('At least one role is required (--roles)');
  const created = await insertOperator(db, { name, displayName, roles, passwordHash });
  if (!created) throw new OperatorAccountError(`An operator named "${name}" already exists`);
  return { action: 'created', operator: toOperatorUser(created), revokedSessions: 0 };
}
