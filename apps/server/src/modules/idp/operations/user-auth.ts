import type { IdpUserRow } from '../../../db/schema/identity.js';
import { consumeSession, createSession, loadSession, type FirstFactor } from '../auth-sessions.js';
import type { IdpContext, RequestInfo } from '../context.js';
import { assertNotLocked } from '../credentials.js';
import { invalidParameter, notAuthorized } from '../errors.js';
import { poolForClient } from '../input.js';
import type { PoolDefinition } from '../pools.js';
import {
  AMR,
  assertAccountUsable,
  completeSignIn,
  startMfaChallenge,
  type AuthResponse,
} from '../sign-in-flow.js';
import { simulatedDelivery } from '../user-existence.js';
import { findUserById, findUserBySignInName } from '../users-repo.js';
import { passkeySignInOptions, userHasPasskeys, verifyPasskeySignIn } from '../webauthn.js';
import { passwordAuth, startSrp } from './password-sign-in.js';
import { userNotFound } from './sign-up.js';

/**
 * Choice-based sign-in (AuthFlow USER_AUTH), as the hosted pool answers it:
 * - with no PREFERRED_CHALLENGE, SELECT_CHALLENGE and the user's `AvailableChallenges`;
 * - PASSWORD (with PASSWORD) and PASSWORD_SRP (with SRP_A) sign in as the password flows do, MFA included;
 * - EMAIL_OTP and SMS_OTP send a one-time code that is the whole sign-in (no MFA follows);
 * - WEB_AUTHN asks for a passkey (CREDENTIAL_REQUEST_OPTIONS) and checks its signature.
 * A preferred challenge the user cannot use is answered with SELECT_CHALLENGE instead.
 */

export const USER_AUTH_CHOICES = ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP', 'SMS_OTP', 'WEB_AUTHN'] as const;
export type UserAuthChoice = (typeof USER_AUTH_CHOICES)[number];

const isChoice = (value: unknown): value is UserAuthChoice =>
  typeof value === 'string' && (USER_AUTH_CHOICES as readonly string[]).includes(value);

/**
 * What this user may sign in with now. Codes go only to a verified email or mobile number, and only while the
 * pool does not require MFA (a code alone is one factor); a passkey only once one is registered for this
 * relying party. An account that must change or reset its password can only use it.
 */
export async function availableChallenges(
  ctx: IdpContext,
  req: RequestInfo,
  pool: PoolDefinition,
  user: IdpUserRow | null,
): Promise<UserAuthChoice[]> {
  const allows = (factor: (typeof pool.firstFactors)[number]) => pool.firstFactors.includes(factor);
  const choices: UserAuthChoice[] = ['PASSWORD', 'PASSWORD_SRP'];
  const passwordless = pool.mfa !== 'ON';
  if (!user) {
    // An unknown name gets the answer most accounts get, so the choice list does not tell who exists.
    if (passwordless && allows('EMAIL_OTP')) choices.push('EMAIL_OTP');
    return choices;
  }
  if (user.status !== 'CONFIRMED') return choices;
  const attributes = user.attributes;
  if (passwordless && allows('EMAIL_OTP') && attributes.email && attributes.email_verified === 'true')
    choices.push('EMAIL_OTP');
  if (
    passwordless &&
    allows('SMS_OTP') &&
    attributes.phone_number &&
    attributes.phone_number_verified === 'true'
  )
    choices.push('SMS_OTP');
  if (allows('WEB_AUTHN') && req.appOrigin && (await userHasPasskeys(ctx, req, user)))
    choices.push('WEB_AUTHN');
  return choices;
}

interface Attempt {
  pool: PoolDefinition;
  clientId: string;
  login: string;
  user: IdpUserRow | null;
}

/** Disabled and unconfirmed accounts are refused before any code is sent. */
function assertCanSignIn(ctx: IdpContext, user: IdpUserRow): void {
  assertNotLocked(ctx, user);
  assertAccountUsable(user);
}

async function selectChallenge(ctx: IdpContext, req: RequestInfo, attempt: Attempt): Promise<AuthResponse> {
  const choices = await availableChallenges(ctx, req, attempt.pool, attempt.user);
  const { key } = await createSession(ctx, {
    pool: attempt.pool.key,
    clientId: attempt.clientId,
    userId: attempt.user?.id ?? null,
    username: attempt.user?.username ?? attempt.login,
    challenge: 'SELECT_CHALLENGE',
  });
  return {
    ChallengeName: 'SELECT_CHALLENGE',
    Session: key,
    ChallengeParameters: {},
    AvailableChallenges: choices,
  };
}

/** Starts the passwordless challenge (a code or a passkey) the user chose and may use. */
async function startPasswordless(
  ctx: IdpContext,
  req: RequestInfo,
  attempt: Attempt,
  choice: 'EMAIL_OTP' | 'SMS_OTP' | 'WEB_AUTHN',
): Promise<AuthResponse> {
  const { user, pool, clientId } = attempt;
  if (!user) {
    // An unknown name: a session like a real one that no code or passkey can ever answer.
    const { key } = await createSession(ctx, {
      pool: pool.key,
      clientId,
      userId: null,
      username: attempt.login,
      challenge: choice,
      state: { firstFactor: choice },
    });
    const delivery = simulatedDelivery(ctx, pool, attempt.login);
    return {
      ChallengeName: choice,
      Session: key,
      ChallengeParameters: {
        USERNAME: attempt.login,
        CODE_DELIVERY_DELIVERY_MEDIUM: delivery.DeliveryMedium,
        CODE_DELIVERY_DESTINATION: delivery.Destination,
      },
    };
  }
  if (choice !== 'WEB_AUTHN') {
    return startMfaChallenge(ctx, { user, pool, clientId }, choice, { firstFactor: choice });
  }
  const { options, state } = await passkeySignInOptions(ctx, req, user);
  const { key } = await createSession(ctx, {
    pool: pool.key,
    clientId,
    userId: user.id,
    username: user.username,
    challenge: 'WEB_AUTHN',
    state: { webauthn: state, firstFactor: 'WEB_AUTHN' },
  });
  return {
    ChallengeName: 'WEB_AUTHN',
    Session: key,
    ChallengeParameters: {
      USERNAME: user.username,
      CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options),
    },
  };
}

/** Runs one choice: the password flows with the given parameters, or a passwordless challenge. */
async function runChoice(
  ctx: IdpContext,
  req: RequestInfo,
  attempt: Attempt,
  choice: UserAuthChoice,
  parameters: Record<string, string>,
): Promise<AuthResponse> {
  const passwordParameters = { ...parameters, USERNAME: attempt.user?.username ?? attempt.login };
  switch (choice) {
    case 'PASSWORD':
      return passwordAuth(ctx, req, attempt.pool, attempt.clientId, passwordParameters);
    case 'PASSWORD_SRP':
      return startSrp(ctx, attempt.pool, attempt.clientId, passwordParameters);
    default:
      return startPasswordless(ctx, req, attempt, choice);
  }
}

/** InitiateAuth with AuthFlow USER_AUTH. */
export async function startUserAuth(
  ctx: IdpContext,
  req: RequestInfo,
  pool: PoolDefinition,
  clientId: string,
  parameters: Record<string, string>,
): Promise<AuthResponse> {
  const login = parameters.USERNAME;
  if (!login) throw invalidParameter('Missing required parameter USERNAME');
  const preferred = parameters.PREFERRED_CHALLENGE;
  if (preferred !== undefined && !isChoice(preferred))
    throw invalidParameter(`PREFERRED_CHALLENGE must be one of ${USER_AUTH_CHOICES.join(', ')}`);
  const user = await findUserBySignInName(ctx.db, pool, login);
  if (!user && !pool.preventUserExistenceErrors) throw userNotFound();
  if (user) assertCanSignIn(ctx, user);
  const attempt: Attempt = { pool, clientId, login, user };
  if (preferred === 'PASSWORD' || preferred === 'PASSWORD_SRP')
    return runChoice(ctx, req, attempt, preferred, parameters);
  if (preferred && (await availableChallenges(ctx, req, pool, user)).includes(preferred))
    return runChoice(ctx, req, attempt, preferred, parameters);
  return selectChallenge(ctx, req, attempt);
}

/** RespondToAuthChallenge SELECT_CHALLENGE: ANSWER is the chosen first factor (with PASSWORD or SRP_A for those). */
export async function answerSelectChallenge(
  ctx: IdpContext,
  req: RequestInfo,
  clientId: string,
  session: unknown,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, { ClientId: clientId });
  const { row } = await loadSession(ctx, session, ['SELECT_CHALLENGE'], clientId);
  const answer = responses.ANSWER;
  if (!isChoice(answer)) throw invalidParameter(`ANSWER must be one of ${USER_AUTH_CHOICES.join(', ')}`);
  const user = row.userId ? await findUserById(ctx.db, row.userId) : null;
  if (row.userId && !user) throw notAuthorized('Invalid session for the user.');
  if (user) assertCanSignIn(ctx, user);
  if (!(await availableChallenges(ctx, req, pool, user)).includes(answer))
    throw invalidParameter(`The challenge ${answer} is not available for this user.`);
  if (answer === 'PASSWORD' && !responses.PASSWORD)
    throw invalidParameter('Missing required parameter PASSWORD');
  if (answer === 'PASSWORD_SRP' && !responses.SRP_A)
    throw invalidParameter('Missing required parameter SRP_A');
  await consumeSession(ctx, row);
  return runChoice(ctx, req, { pool, clientId, login: row.username, user }, answer, responses);
}

/** RespondToAuthChallenge WEB_AUTHN: CREDENTIAL is the passkey's signed assertion (JSON). */
export async function answerWebAuthn(
  ctx: IdpContext,
  req: RequestInfo,
  clientId: string,
  session: unknown,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, { ClientId: clientId });
  const credential = responses.CREDENTIAL;
  if (!credential) throw invalidParameter('Missing required parameter CREDENTIAL');
  const { row, state } = await loadSession(ctx, session, ['WEB_AUTHN'], clientId);
  await consumeSession(ctx, row);
  const user = row.userId ? await findUserById(ctx.db, row.userId) : null;
  if (!user || !state.webauthn) throw notAuthorized();
  assertCanSignIn(ctx, user);
  const { userVerified } = await verifyPasskeySignIn(ctx, req, user, state.webauthn, credential);
  const firstFactor: FirstFactor = 'WEB_AUTHN';
  ctx.logger.info({ userId: user.id, firstFactor, userVerified }, 'idp passkey accepted');
  return completeSignIn(ctx, req, { user, pool, clientId }, userVerified ? AMR.passkeyVerified : AMR.passkey);
}
