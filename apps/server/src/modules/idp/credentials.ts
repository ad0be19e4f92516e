import type { IdpUserRow } from '../../db/schema/identity.js';
import type { IdpContext } from './context.js';
import { IdpError, notAuthorized } from './errors.js';
import { CLEARED_LOCKOUT, failureMessage, isLocked, recordFailure } from './lockout.js';
import { passwordPolicyViolation } from './password-policy.js';
import type { PoolDefinition } from './pools.js';
import { createPasswordVerifier, passwordMatches, type PasswordVerifier } from './srp-verifier.js';
import { updateUser } from './users-repo.js';

/** Password storage (sealed SRP verifiers) and the failed-password lockout around every check. */

const verifierContext = (userId: string) => `password-verifier:${userId}`;

export function assertPasswordPolicy(password: unknown, parameter = 'Password'): string {
  if (typeof password !== 'string' || password === '') {
    throw new IdpError('InvalidParameterException', `Missing required parameter ${parameter}`);
  }
  const violation = passwordPolicyViolation(password);
  if (violation) throw new IdpError('InvalidPasswordException', violation);
  return password;
}

/** The columns that store a new password for this user. */
export function passwordColumns(
  ctx: IdpContext,
  pool: PoolDefinition,
  userId: string,
  username: string,
  password: string,
) {
  const { salt, verifier } = createPasswordVerifier(pool.srpPoolName, username, password);
  return {
    passwordSalt: salt,
    passwordVerifier: ctx.sealer.seal(verifier, verifierContext(userId)),
    passwordChangedAt: ctx.now(),
  };
}

export function storedVerifier(ctx: IdpContext, user: IdpUserRow): PasswordVerifier {
  return {
    salt: user.passwordSalt,
    verifier: ctx.sealer.open(user.passwordVerifier, verifierContext(user.id)),
  };
}

export function passwordIsCorrect(
  ctx: IdpContext,
  pool: PoolDefinition,
  user: IdpUserRow,
  password: string,
): boolean {
  return passwordMatches(pool.srpPoolName, user.username, password, storedVerifier(ctx, user));
}

export function assertNotLocked(ctx: IdpContext, user: IdpUserRow): void {
  if (isLocked(user, ctx.now())) throw notAuthorized('Password attempts exceeded');
}

/** Records a wrong password and returns the refusal to throw. */
export async function passwordFailure(ctx: IdpContext, user: IdpUserRow): Promise<IdpError> {
  const next = recordFailure(user, ctx.now());
  await updateUser(ctx.db, user.id, next);
  ctx.logger.warn({ userId: user.id, failedAttempts: next.failedAttempts }, 'idp wrong password');
  return notAuthorized(failureMessage(next));
}

export async function clearPasswordFailures(ctx: IdpContext, user: IdpUserRow): Promise<IdpUserRow> {
  if (user.failedAttempts === 0 && !user.lockedUntil) return user;
  return updateUser(ctx.db, user.id, CLEARED_LOCKOUT);
}
