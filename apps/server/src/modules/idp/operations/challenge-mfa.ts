import { countSessionFailure, consumeSession, loadSession } from '../auth-sessions.js';
import { redeemCode } from '../code-delivery.js';
import type { IdpContext, RequestInfo } from '../context.js';
import { IdpError, codeMismatch, invalidParameter, notAuthorized } from '../errors.js';
import { poolForClient } from '../input.js';
import { enabledMethods, isMfaMethod, type MfaMethod } from '../mfa-policy.js';
import { clearPasswordFailures, passwordFailure } from '../credentials.js';
import {
  AMR,
  completeSignIn,
  startMfaChallenge,
  type AuthResponse,
  type CodeChallenge,
} from '../sign-in-flow.js';
import { totpMatches } from '../totp.js';
import { findUserById, updateUser } from '../users-repo.js';
import { openTotpSecret, sealTotpSecret } from './software-token.js';

/**
 * RespondToAuthChallenge for SMS_MFA, EMAIL_OTP, SOFTWARE_TOKEN_MFA, SELECT_MFA_TYPE and MFA_SETUP, and for the
 * one-time codes of passwordless sign-in (EMAIL_OTP, SMS_OTP as USER_AUTH first factors).
 */

const CODE_FIELD: Record<CodeChallenge, string> = {
  SMS_MFA: 'SMS_MFA_CODE',
  EMAIL_OTP: 'EMAIL_OTP_CODE',
  SOFTWARE_TOKEN_MFA: 'SOFTWARE_TOKEN_MFA_CODE',
  SMS_OTP: 'SMS_OTP_CODE',
};

async function sessionUser(ctx: IdpContext, userId: string | null) {
  const user = userId ? await findUserById(ctx.db, userId) : null;
  if (!user) throw notAuthorized('Invalid session for the user.');
  return user;
}

const withMethod = (methods: readonly string[], method: MfaMethod) =>
  methods.includes(method) ? [...methods] : [...methods, method];

export async function answerMfaChallenge(
  ctx: IdpContext,
  req: RequestInfo,
  clientId: string,
  method: CodeChallenge,
  session: unknown,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, { ClientId: clientId });
  const { row, state } = await loadSession(ctx, session, [method], clientId);
  if (!row.userId && state.firstFactor) {
    // A code "sent" to a name with no account: every answer is wrong, as a wrong code is for a real one.
    await countSessionFailure(ctx, row);
    throw codeMismatch();
  }
  let user = await sessionUser(ctx, row.userId);
  const code = responses[CODE_FIELD[method]];
  if (!code) throw invalidParameter(`Missing required parameter ${CODE_FIELD[method]}`);
  if (method === 'SOFTWARE_TOKEN_MFA') {
    const secret = openTotpSecret(ctx, user);
    if (!secret || !totpMatches(secret, code, ctx.now())) {
      await countSessionFailure(ctx, row);
      throw codeMismatch();
    }
  } else {
    try {
      await redeemCode(ctx, user, 'sign-in', code, row.id);
    } catch (error) {
      // A wrong passwordless code counts like a wrong password: repeated guesses lock the account for a while.
      if (state.firstFactor && error instanceof IdpError && error.type === 'CodeMismatchException')
        await passwordFailure(ctx, user);
      throw error;
    }
  }
  await consumeSession(ctx, row);
  if (state.setupEmail) {
    // MFA setup by email: the code proved the address, so it becomes the verified email and the MFA method.
    user = await updateUser(ctx.db, user.id, {
      attributes: { ...user.attributes, email: state.setupEmail, email_verified: 'true' },
      mfaEnabled: withMethod(user.mfaEnabled, 'EMAIL_OTP'),
      mfaPreferred: user.mfaPreferred ?? 'EMAIL_OTP',
    });
  }
  if (state.firstFactor) {
    ctx.logger.info({ userId: user.id, firstFactor: state.firstFactor }, 'idp passwordless code accepted');
    return completeSignIn(
      ctx,
      req,
      { user: await clearPasswordFailures(ctx, user), pool, clientId },
      AMR.oneTimeCode,
    );
  }
  return completeSignIn(ctx, req, { user, pool, clientId }, AMR.passwordAndMfa);
}

export async function answerSelectMfaType(
  ctx: IdpContext,
  clientId: string,
  session: unknown,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, { ClientId: clientId });
  const { row } = await loadSession(ctx, session, ['SELECT_MFA_TYPE'], clientId);
  const user = await sessionUser(ctx, row.userId);
  const answer = responses.ANSWER;
  if (!isMfaMethod(answer) || !enabledMethods(pool, user).includes(answer)) {
    throw invalidParameter('The selected MFA type is not enabled for the user.');
  }
  await consumeSession(ctx, row);
  return startMfaChallenge(ctx, { user, pool, clientId }, answer);
}

export async function answerMfaSetup(
  ctx: IdpContext,
  req: RequestInfo,
  clientId: string,
  session: unknown,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, { ClientId: clientId });
  const { row, state } = await loadSession(ctx, session, ['MFA_SETUP'], clientId);
  const user = await sessionUser(ctx, row.userId);
  if (responses.EMAIL) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(responses.EMAIL))
      throw invalidParameter('Invalid email address format.');
    await consumeSession(ctx, row);
    return startMfaChallenge(ctx, { user, pool, clientId }, 'EMAIL_OTP', {
      destinationOverride: responses.EMAIL,
    });
  }
  if (!state.totpSecret || !state.totpVerified) {
    throw new IdpError(
      'InvalidParameterException',
      'Software token MFA has not been verified for this session.',
    );
  }
  await consumeSession(ctx, row);
  const updated = await updateUser(ctx.db, user.id, {
    totpSecret: sealTotpSecret(ctx, user.id, state.totpSecret),
    totpPendingSecret: null,
    mfaEnabled: withMethod(user.mfaEnabled, 'SOFTWARE_TOKEN_MFA'),
    mfaPreferred: user.mfaPreferred ?? 'SOFTWARE_TOKEN_MFA',
  });
  return completeSignIn(ctx, req, { user: updated, pool, clientId }, AMR.passwordAndMfa);
}
