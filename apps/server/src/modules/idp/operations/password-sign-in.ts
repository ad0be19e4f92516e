import { randomBytes } from 'node:crypto';
import { createSession, type SessionState } from '../auth-sessions.js';
import type { IdpContext, RequestInfo } from '../context.js';
import {
  assertNotLocked,
  clearPasswordFailures,
  passwordFailure,
  passwordIsCorrect,
  storedVerifier,
} from '../credentials.js';
import { invalidParameter, notAuthorized } from '../errors.js';
import type { PoolDefinition } from '../pools.js';
import { afterPassword, type AuthResponse } from '../sign-in-flow.js';
import { padHex } from '../srp.js';
import { startSrpExchange } from '../srp-verifier.js';
import { failedPasswordFloor, spendPasswordCheck } from '../user-existence.js';
import { findUserByLogin } from '../users-repo.js';
import { userNotFound } from './sign-up.js';

/**
 * The password's first steps, shared by USER_SRP_AUTH / USER_PASSWORD_AUTH, USER_AUTH's PASSWORD and
 * PASSWORD_SRP choices, and CUSTOM_AUTH when it starts with SRP.
 */
export function required(parameters: Record<string, string>, name: string): string {
  const value = parameters[name];
  if (!value) throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

/**
 * USER_SRP_AUTH answers PASSWORD_VERIFIER for unknown users too (a stable fake salt, a random B), so the
 * answer does not tell who has an account; the later signature check simply fails. A LEGACY app client
 * (PreventUserExistenceErrors off) answers UserNotFoundException instead. `state` rides along in the
 * PASSWORD_VERIFIER session (CUSTOM_AUTH's answered challenges, when SRP is its first step).
 */
export async function startSrp(
  ctx: IdpContext,
  pool: PoolDefinition,
  clientId: string,
  parameters: Record<string, string>,
  state: SessionState = {},
) {
  const login = required(parameters, 'USERNAME');
  const srpA = required(parameters, 'SRP_A');
  const user = await findUserByLogin(ctx.db, pool.key, login);
  if (user) assertNotLocked(ctx, user);
  else if (!pool.preventUserExistenceErrors) throw userNotFound();
  const verifier = user
    ? storedVerifier(ctx, user).verifier
    : padHex(BigInt(`0x${randomBytes(384).toString('hex')}`));
  const exchange = startSrpExchange(srpA, verifier);
  if (!exchange) throw invalidParameter('SRP_A is not a valid value');
  const username = user?.username ?? login;
  const salt =
    user?.passwordSalt ?? ctx.codeHasher.hash(login.toLowerCase(), pool.key, 'fake-salt').slice(0, 32);
  await createSession(ctx, {
    pool: pool.key,
    clientId,
    userId: user?.id ?? null,
    username,
    challenge: 'PASSWORD_VERIFIER',
    state: { ...state, srp: exchange },
    key: exchange.secretBlock,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER' as const,
    ChallengeParameters: {
      SALT: salt,
      SECRET_BLOCK: exchange.secretBlock,
      SRP_B: exchange.B,
      USERNAME: username,
      USER_ID_FOR_SRP: username,
    },
  };
}

export async function passwordAuth(
  ctx: IdpContext,
  req: RequestInfo,
  pool: PoolDefinition,
  clientId: string,
  parameters: Record<string, string>,
): Promise<AuthResponse> {
  const login = required(parameters, 'USERNAME');
  const password = required(parameters, 'PASSWORD');
  const startedAt = performance.now();
  const user = await findUserByLogin(ctx.db, pool.key, login);
  if (!user) {
    if (!pool.preventUserExistenceErrors) throw userNotFound();
    await spendPasswordCheck(ctx, pool, login, password);
    await failedPasswordFloor(startedAt);
    throw notAuthorized();
  }
  assertNotLocked(ctx, user);
  if (!passwordIsCorrect(ctx, pool, user, password)) {
    const failure = await passwordFailure(ctx, user);
    if (pool.preventUserExistenceErrors) await failedPasswordFloor(startedAt);
    throw failure;
  }
  return afterPassword(ctx, req, { user: await clearPasswordFailures(ctx, user), pool, clientId });
}
