import type { OperatorLogin, OperatorUser } from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { OperatorRow } from '../../db/schema/index.js';
import {
  createOperatorSession,
  type NewOperatorSession,
  purgeEndedOperatorSessions,
  revokeOperatorSession,
} from '../../platform/auth/operator-session.js';
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  type ScryptParams,
} from '../../platform/password-hash.js';
import { isLocked } from './lockout.js';
import { findOperatorById, findOperatorByName, recordFailedLogin, recordSuccessfulLogin } from './repo.js';

/** Operator names are case-insensitive: stored and looked up trimmed and in lower case. */
export const normaliseOperatorName = (name: string) => name.trim().toLowerCase();

export const toOperatorUser = (row: OperatorRow): OperatorUser => ({
  name: row.name,
  displayName: row.displayName,
  roles: [...row.roles],
});

export type LoginFailureReason = 'unknown-name' | 'locked' | 'wrong-password';

export type OperatorLoginResult =
  | { ok: true; operatorId: string; user: OperatorUser; session: NewOperatorSession }
  | { ok: false; reason: LoginFailureReason; operatorId?: string; failures?: number };

/**
 * Checks an operator's name and password and opens a session. The password is always put through scrypt
 * (against a dummy hash for an unknown name) so the answer takes as long whether or not the name exists;
 * a locked account is refused even with the right password. Failures say why only to the caller's log:
 * the client always gets the same message.
 */
export async function loginOperator(
  db: Database,
  credentials: OperatorLogin,
  now: Date,
  /** The cost of new hashes (config.passwordHashParams): a weaker stored hash is re-hashed at it. */
  hashParams: Readonly<ScryptParams>,
): Promise<OperatorLoginResult> {
  const operator = await findOperatorByName(db, normaliseOperatorName(credentials.name));
  const passwordMatches = await verifyPassword(credentials.pass, operator?.passwordHash, hashParams);
  if (!operator) return { ok: false, reason: 'unknown-name' };
  if (isLocked(operator.lockedUntil, now)) return { ok: false, reason: 'locked', operatorId: operator.id };
  if (!passwordMatches) {
    const failures = await recordFailedLogin(db, operator.id, now);
    return { ok: false, reason: 'wrong-password', operatorId: operator.id, failures };
  }
  const rehashed = needsRehash(operator.passwordHash, hashParams)
    ? await hashPassword(credentials.pass, hashParams)
    : undefined;
  await recordSuccessfulLogin(db, operator.id, rehashed);
  await purgeEndedOperatorSessions(db, operator.id, now);
  const session = await createOperatorSession(db, operator.id, now);
  return { ok: true, operatorId: operator.id, user: toOperatorUser(operator), session };
}

/** The signed-in operator's user name and display name; null when the account no longer exists. */
export async function getOperatorUserName(
  db: Database,
  operatorId: string,
): Promise<{ userName: string; displayName: string } | null> {
  const operator = await findOperatorById(db, operatorId);
  return operator ? { userName: operator.name, displayName: operator.displayName } : null;
}

/** Ends the session named by the token (if it is still open). */
export async function logoutOperator(db: Database, token: string | null, now: Date): Promise<void> {
  if (token) await revokeOperatorSession(db, token, now);
}
