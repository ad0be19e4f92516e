import type { IdpUserRow } from '../../db/schema/identity.js';
import { createSession, type ChallengeName, type FirstFactor } from './auth-sessions.js';
import { sendCode } from './code-delivery.js';
import type { IdpContext, RequestInfo } from './context.js';
import { IdpError } from './errors.js';
import { decideMfa, type MfaMethod } from './mfa-policy.js';
import type { PoolDefinition } from './pools.js';
import { createRefreshToken } from './refresh-repo.js';
import { issueTokens, type IssuedTokens } from './tokens.js';

/** Temporary passwords from adminCreateUser are valid for 7 days, as in the hosted pool. */
export const TEMPORARY_PASSWORD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The answer of InitiateAuth and RespondToAuthChallenge: either a next challenge or the tokens. */
export interface AuthResponse {
  ChallengeName?: ChallengeName;
  Session?: string;
  ChallengeParameters: Record<string, string>;
  /** SELECT_CHALLENGE: the first factors the user may choose from. */
  AvailableChallenges?: string[];
  AuthenticationResult?: IssuedTokens & { RefreshToken?: string };
}

export interface SignInSubject {
  user: IdpUserRow;
  pool: PoolDefinition;
  clientId: string;
}

/**
 * How a sign-in proved who the user is, as RFC 8176 `amr` values: a password; a password and a second factor;
 * a one-time code alone; a passkey (a hardware-bound key, with the user verified on the device or not).
 */
export const AMR = {
  password: ['pwd'],
  passwordAndMfa: ['pwd', 'mfa'],
  oneTimeCode: ['otp'],
  passkeyVerified: ['hwk', 'user'],
  passkey: ['hwk'],
} as const satisfies Record<string, readonly string[]>;

/** Starts a sign-in family (refresh token + origin_jti) and returns its tokens. */
export async function completeSignIn(
  ctx: IdpContext,
  req: RequestInfo,
  subject: SignInSubject,
  amr: readonly string[] = AMR.password,
): Promise<AuthResponse> {
  const now = ctx.now();
  const { token, originJti } = await createRefreshToken(ctx.db, {
    userId: subject.user.id,
    pool: subject.pool.key,
    clientId: subject.clientId,
    authTime: now,
    amr,
    now,
  });
  ctx.revocations.markLive(originJti);
  const tokens = await issueTokens(ctx, {
    ...subject,
    authTime: now,
    originJti,
    issuerBase: req.issuerBase,
    amr,
  });
  ctx.logger.info({ userId: subject.user.id, pool: subject.pool.key, amr }, 'idp sign-in complete');
  return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, RefreshToken: token } };
}

async function challenge(
  ctx: IdpContext,
  subject: SignInSubject,
  name: ChallengeName,
  parameters: Record<string, string>,
  state?: { setupEmail?: string },
): Promise<AuthResponse> {
  const { key } = await createSession(ctx, {
    pool: subject.pool.key,
    clientId: subject.clientId,
    userId: subject.user.id,
    username: subject.user.username,
    challenge: name,
    ...(state ? { state } : {}),
  });
  return {
    ChallengeName: name,
    Session: key,
    ChallengeParameters: { USER_ID_FOR_SRP: subject.user.username, ...parameters },
  };
}

/** The challenges answered with a code: the MFA methods, and SMS_OTP (a first factor of USER_AUTH). */
export type CodeChallenge = MfaMethod | 'SMS_OTP';

export interface CodeChallengeOptions {
  /** MFA setup by email: send to this new address (it becomes the verified email once the code is right). */
  destinationOverride?: string;
  /** USER_AUTH: the code is the first factor (EMAIL_OTP or SMS_OTP), not a second one. */
  firstFactor?: FirstFactor;
}

/** Sends the sign-in OTP (SMS_MFA, EMAIL_OTP, SMS_OTP) and answers with its challenge. */
export async function startMfaChallenge(
  ctx: IdpContext,
  subject: SignInSubject,
  method: CodeChallenge,
  { destinationOverride, firstFactor }: CodeChallengeOptions = {},
): Promise<AuthResponse> {
  if (method === 'SOFTWARE_TOKEN_MFA') return challenge(ctx, subject, 'SOFTWARE_TOKEN_MFA', {});
  const channel = method === 'SMS_MFA' || method === 'SMS_OTP' ? 'phone_number' : 'email';
  const destination = destinationOverride ?? subject.user.attributes[channel];
  if (!destination)
    throw new IdpError('InvalidParameterException', `No ${channel} to send the sign-in code to.`);
  const { key, id } = await createSession(ctx, {
    pool: subject.pool.key,
    clientId: subject.clientId,
    userId: subject.user.id,
    username: subject.user.username,
    challenge: method,
    ...(destinationOverride || firstFactor
      ? {
          state: {
            ...(destinationOverride ? { setupEmail: destinationOverride } : {}),
            ...(firstFactor ? { firstFactor } : {}),
          },
        }
      : {}),
  });
  const delivery = await sendCode(ctx, subject.user, {
    purpose: 'sign-in',
    channel,
    destination,
    target: id,
  });
  return {
    ChallengeName: method,
    Session: key,
    ChallengeParameters: {
      USER_ID_FOR_SRP: subject.user.username,
      CODE_DELIVERY_DELIVERY_MEDIUM: delivery.DeliveryMedium,
      CODE_DELIVERY_DESTINATION: delivery.Destination,
    },
  };
}

/** MFA (when enabled or required) after the first factor, then the tokens. */
export async function continueAfterFirstFactor(
  ctx: IdpContext,
  req: RequestInfo,
  subject: SignInSubject,
): Promise<AuthResponse> {
  const decision = decideMfa(subject.pool, subject.user);
  switch (decision.kind) {
    case 'none':
      return completeSignIn(ctx, req, subject);
    case 'challenge':
      return startMfaChallenge(ctx, subject, decision.method);
    case 'select':
      return challenge(ctx, subject, 'SELECT_MFA_TYPE', {
        MFAS_CAN_CHOOSE: JSON.stringify(decision.methods),
      });
    case 'setup':
      return challenge(ctx, subject, 'MFA_SETUP', {
        MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP']),
      });
  }
}

/** Disabled and unconfirmed accounts cannot sign in, whatever proved who they are. */
export function assertAccountUsable(user: IdpUserRow): void {
  if (!user.enabled) throw new IdpError('NotAuthorizedException', 'User is disabled.');
  if (user.status === 'UNCONFIRMED')
    throw new IdpError('UserNotConfirmedException', 'User is not confirmed.');
}

/** After a correct password: account status checks, NEW_PASSWORD_REQUIRED, then MFA and tokens. */
export async function afterPassword(
  ctx: IdpContext,
  req: RequestInfo,
  subject: SignInSubject,
): Promise<AuthResponse> {
  const { user } = subject;
  assertAccountUsable(user);
  if (user.status === 'RESET_REQUIRED') {
    throw new IdpError('PasswordResetRequiredException', 'Password reset required for the user');
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const issuedAt = (user.passwordChangedAt ?? user.createdAt).getTime();
    if (ctx.now().getTime() - issuedAt > TEMPORARY_PASSWORD_LIFETIME_MS) {
      throw new IdpError(
        'NotAuthorizedException',
        'Temporary password has expired and must be reset by an administrator.',
      );
    }
    const { email_verified: _e, phone_number_verified: _p, ...visible } = user.attributes;
    return challenge(ctx, subject, 'NEW_PASSWORD_REQUIRED', {
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(visible),
    });
  }
  return continueAfterFirstFactor(ctx, req, subject);
}
