import { applyAttributeUpdate } from '../attribute-updates.js';
import { validateAttributes } from '../attributes.js';
import { consumeSession, loadSession } from '../auth-sessions.js';
import type { IdpContext, RequestInfo } from '../context.js';
import {
  assertNotLocked,
  assertPasswordPolicy,
  clearPasswordFailures,
  passwordColumns,
  passwordFailure,
  storedVerifier,
} from '../credentials.js';
import { invalidParameter, notAuthorized } from '../errors.js';
import { poolForClient, requireString, stringMap, type OperationInput } from '../input.js';
import { afterPassword, continueAfterFirstFactor, type AuthResponse } from '../sign-in-flow.js';
import { parseSrpTimestamp } from '../srp.js';
import { passwordClaimValid } from '../srp-verifier.js';
import { failedPasswordFloor, spendSrpCheck } from '../user-existence.js';
import { findUserById, updateUser } from '../users-repo.js';
import { answerMfaChallenge, answerMfaSetup, answerSelectMfaType } from './challenge-mfa.js';
import { answerCustomChallenge, continueCustomAuth } from './custom-auth.js';
import { answerSelectChallenge, answerWebAuthn } from './user-auth.js';

/**
 * RespondToAuthChallenge: PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED, the MFA challenges, USER_AUTH's
 * SELECT_CHALLENGE / EMAIL_OTP / SMS_OTP / WEB_AUTHN, and CUSTOM_CHALLENGE.
 */

async function passwordVerifier(
  ctx: IdpContext,
  req: RequestInfo,
  clientId: string,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, { ClientId: clientId });
  const secretBlock = responses.PASSWORD_CLAIM_SECRET_BLOCK;
  const signature = responses.PASSWORD_CLAIM_SIGNATURE;
  const timestamp = responses.TIMESTAMP;
  if (!secretBlock || !signature || !timestamp) {
    throw invalidParameter(
      'Missing required parameter PASSWORD_CLAIM_SECRET_BLOCK, PASSWORD_CLAIM_SIGNATURE or TIMESTAMP',
    );
  }
  const startedAt = performance.now();
  const { row, state } = await loadSession(ctx, secretBlock, ['PASSWORD_VERIFIER'], clientId);
  await consumeSession(ctx, row);
  const user = row.userId ? await findUserById(ctx.db, row.userId) : null;
  if (!state.srp) throw notAuthorized();
  const claim = { secretBlock, timestamp, signature };
  if (!user) {
    // An unknown user name (its PASSWORD_VERIFIER was simulated): as long as a wrong password takes.
    await spendSrpCheck(ctx, pool, row.username, state.srp, claim);
    await failedPasswordFloor(startedAt);
    throw notAuthorized();
  }
  if (responses.USERNAME && responses.USERNAME.toLowerCase() !== user.username.toLowerCase())
    throw notAuthorized();
  assertNotLocked(ctx, user);
  const valid =
    parseSrpTimestamp(timestamp) !== null &&
    passwordClaimValid(pool.srpPoolName, user.username, storedVerifier(ctx, user).verifier, state.srp, claim);
  if (!valid) {
    const failure = await passwordFailure(ctx, user);
    if (pool.preventUserExistenceErrors) await failedPasswordFloor(startedAt);
    throw failure;
  }
  const subject = { user: await clearPasswordFailures(ctx, user), pool, clientId };
  if (state.custom) return continueCustomAuth(ctx, req, subject, state.custom.results);
  return afterPassword(ctx, req, subject);
}

async function newPasswordRequired(
  ctx: IdpContext,
  req: RequestInfo,
  clientId: string,
  session: unknown,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, { ClientId: clientId });
  const password = assertPasswordPolicy(responses.NEW_PASSWORD, 'NEW_PASSWORD');
  const { row } = await loadSession(ctx, session, ['NEW_PASSWORD_REQUIRED'], clientId);
  const user = row.userId ? await findUserById(ctx.db, row.userId) : null;
  if (!user || user.status !== 'FORCE_CHANGE_PASSWORD') throw notAuthorized('Invalid session for the user.');
  const changes: Record<string, string> = {};
  for (const [name, value] of Object.entries(responses)) {
    if (name.startsWith('userAttributes.')) changes[name.slice('userAttributes.'.length)] = value;
  }
  validateAttributes(pool, changes, 'user');
  await consumeSession(ctx, row);
  if (Object.keys(changes).length) await applyAttributeUpdate(ctx, pool, user, changes, 'user');
  const updated = await updateUser(ctx.db, user.id, {
    ...passwordColumns(ctx, pool, user.id, user.username, password),
    status: 'CONFIRMED',
  });
  ctx.logger.info({ userId: user.id, pool: pool.key }, 'idp temporary password replaced');
  return continueAfterFirstFactor(ctx, req, { user: updated, pool, clientId });
}

export async function respondToAuthChallenge(
  ctx: IdpContext,
  input: OperationInput,
  req: RequestInfo,
): Promise<AuthResponse> {
  const clientId = poolForClient(ctx, input).clientId;
  const name = requireString(input, 'ChallengeName');
  const responses = stringMap(input, 'ChallengeResponses');
  switch (name) {
    case 'PASSWORD_VERIFIER':
      return passwordVerifier(ctx, req, clientId, responses);
    case 'NEW_PASSWORD_REQUIRED':
      return newPasswordRequired(ctx, req, clientId, input.Session, responses);
    case 'SMS_MFA':
    case 'SMS_OTP':
    case 'EMAIL_OTP':
    case 'SOFTWARE_TOKEN_MFA':
      return answerMfaChallenge(ctx, req, clientId, name, input.Session, responses);
    case 'SELECT_CHALLENGE':
      return answerSelectChallenge(ctx, req, clientId, input.Session, responses);
    case 'WEB_AUTHN':
      return answerWebAuthn(ctx, req, clientId, input.Session, responses);
    case 'SELECT_MFA_TYPE':
      return answerSelectMfaType(ctx, clientId, input.Session, responses);
    case 'MFA_SETUP':
      return answerMfaSetup(ctx, req, clientId, input.Session, responses);
    case 'CUSTOM_CHALLENGE':
      return answerCustomChallenge(ctx, req, clientId, input.Session, responses);
    default:
      throw invalidParameter(`Challenge ${name} is not supported by this user pool`);
  }
}
