import type { IdpUserRow } from '../../../db/schema/identity.js';
import { consumeSession, createSession, loadSession } from '../auth-sessions.js';
import type { IdpContext, RequestInfo } from '../context.js';
import { customAuthNotConfigured, type ChallengeResult } from '../custom-auth.js';
import { invalidSession, notAuthorized } from '../errors.js';
import { poolForClient, requireString } from '../input.js';
import type { PoolDefinition } from '../pools.js';
import {
  AMR,
  assertAccountUsable,
  completeSignIn,
  type AuthResponse,
  type SignInSubject,
} from '../sign-in-flow.js';
import { findUserById, findUserBySignInName } from '../users-repo.js';
import { startSrp } from './password-sign-in.js';
import { userNotFound } from './sign-up.js';

/**
 * CUSTOM_AUTH, the hosted pool's challenge loop: InitiateAuth runs the pool's define hook; each
 * CUSTOM_CHALLENGE comes from the create hook with a fresh Session; RespondToAuthChallenge runs the verify
 * hook on the ANSWER, adds the result to the list of answered challenges and asks the define hook again,
 * until it issues tokens or fails the sign-in. Each step uses its Session up; the create hook's private
 * parameters stay in the sealed session state and never reach the client.
 */

/** Who is signing in: the user, or (PreventUserExistenceErrors ENABLED) a name with no account. */
interface CustomSignIn {
  pool: PoolDefinition;
  clientId: string;
  user: IdpUserRow | null;
  /** The user's pool username, or the name as typed when there is no such user. */
  username: string;
}

/** What the hooks see of the user: the attributes with `sub` and `cognito:user_status`, as the hosted events. */
function userAttributes(user: IdpUserRow | null): Record<string, string> {
  if (!user) return {};
  return { ...user.attributes, sub: user.id, 'cognito:user_status': user.status };
}

function eventBase(flow: CustomSignIn) {
  return { pool: flow.pool.key, userName: flow.username };
}

/**
 * Tokens once the define hook says so: only for an enabled, confirmed user (as after a password). The sign-in
 * is recorded as a one-time challenge (`otp`), with `pwd` too when the password came first.
 */
async function issueTokens(
  ctx: IdpContext,
  req: RequestInfo,
  flow: CustomSignIn,
  results: readonly ChallengeResult[],
): Promise<AuthResponse> {
  const { user } = flow;
  if (!user) throw notAuthorized();
  assertAccountUsable(user);
  const withPassword = results.some(
    (result) => result.challengeName === 'PASSWORD_VERIFIER' && result.challengeResult,
  );
  return completeSignIn(
    ctx,
    req,
    { user, pool: flow.pool, clientId: flow.clientId },
    withPassword ? [...AMR.password, ...AMR.oneTimeCode] : AMR.oneTimeCode,
  );
}

/** Runs the create hook and answers CUSTOM_CHALLENGE with a fresh Session. */
async function customChallenge(
  ctx: IdpContext,
  flow: CustomSignIn,
  results: ChallengeResult[],
): Promise<AuthResponse> {
  const created = await ctx.customAuth.create({
    ...eventBase(flow),
    request: {
      userAttributes: userAttributes(flow.user),
      challengeName: 'CUSTOM_CHALLENGE',
      session: results,
      userNotFound: flow.user === null,
    },
  });
  const { key } = await createSession(ctx, {
    pool: flow.pool.key,
    clientId: flow.clientId,
    userId: flow.user?.id ?? null,
    username: flow.username,
    challenge: 'CUSTOM_CHALLENGE',
    state: {
      custom: {
        results,
        privateParameters: created.privateChallengeParameters,
        ...(created.challengeMetadata === undefined ? {} : { metadata: created.challengeMetadata }),
      },
      firstFactor: 'CUSTOM',
    },
  });
  ctx.logger.info(
    { userId: flow.user?.id ?? null, pool: flow.pool.key, round: results.length + 1 },
    'idp custom challenge issued',
  );
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: key,
    ChallengeParameters: { ...created.publicChallengeParameters, USERNAME: flow.username },
  };
}

/**
 * Asks the define hook what follows the challenges answered so far: tokens, a refusal, or the next
 * challenge. `startPasswordVerifier` answers PASSWORD_VERIFIER when the flow began with SRP_A.
 */
async function nextStep(
  ctx: IdpContext,
  req: RequestInfo,
  flow: CustomSignIn,
  results: ChallengeResult[],
  startPasswordVerifier?: () => Promise<AuthResponse>,
): Promise<AuthResponse> {
  const decision = await ctx.customAuth.define({
    ...eventBase(flow),
    request: {
      userAttributes: userAttributes(flow.user),
      session: results,
      userNotFound: flow.user === null,
    },
  });
  switch (decision.kind) {
    case 'fail':
      ctx.logger.info({ userId: flow.user?.id ?? null, pool: flow.pool.key }, 'idp custom auth failed');
      throw notAuthorized();
    case 'issue-tokens':
      return issueTokens(ctx, req, flow, results);
    case 'challenge':
      if (decision.challengeName === 'CUSTOM_CHALLENGE') return customChallenge(ctx, flow, results);
      if (!startPasswordVerifier) throw notAuthorized();
      return startPasswordVerifier();
  }
}

/**
 * InitiateAuth with AuthFlow CUSTOM_AUTH and AuthParameters { USERNAME }. An unknown name runs the hooks
 * with `userNotFound` when the app client prevents user-existence errors, else UserNotFoundException.
 * With CHALLENGE_NAME 'SRP_A' and SRP_A (Amplify's CUSTOM_WITH_SRP) the define hook sees an answered SRP_A
 * and may ask for PASSWORD_VERIFIER first: the SRP exchange of USER_SRP_AUTH, whose session carries the
 * answered challenges on to continueCustomAuth.
 */
export async function startCustomAuth(
  ctx: IdpContext,
  req: RequestInfo,
  pool: PoolDefinition,
  clientId: string,
  parameters: Record<string, string>,
): Promise<AuthResponse> {
  if (!ctx.customAuth.has(pool.key)) throw customAuthNotConfigured();
  const login = requireString(parameters, 'USERNAME');
  const user = await findUserBySignInName(ctx.db, pool, login);
  if (!user && !pool.preventUserExistenceErrors) throw userNotFound();
  const username = user?.username ?? login;
  const flow: CustomSignIn = { pool, clientId, user, username };
  if (parameters.CHALLENGE_NAME !== 'SRP_A') return nextStep(ctx, req, flow, []);
  requireString(parameters, 'SRP_A');
  const results: ChallengeResult[] = [{ challengeName: 'SRP_A', challengeResult: true }];
  return nextStep(ctx, req, flow, results, () =>
    startSrp(
      ctx,
      pool,
      clientId,
      { ...parameters, USERNAME: username },
      { custom: { results, privateParameters: {} } },
    ),
  );
}

/** After a correct PASSWORD_VERIFIER that CUSTOM_AUTH asked for: the define hook decides what follows. */
export function continueCustomAuth(
  ctx: IdpContext,
  req: RequestInfo,
  subject: SignInSubject,
  results: readonly ChallengeResult[],
): Promise<AuthResponse> {
  const flow: CustomSignIn = { ...subject, username: subject.user.username };
  return nextStep(ctx, req, flow, [
    ...results,
    { challengeName: 'PASSWORD_VERIFIER', challengeResult: true },
  ]);
}

/**
 * RespondToAuthChallenge with ChallengeName CUSTOM_CHALLENGE and ChallengeResponses { USERNAME, ANSWER }:
 * the verify hook's result joins the answered challenges and the define hook decides what follows.
 */
export async function answerCustomChallenge(
  ctx: IdpContext,
  req: RequestInfo,
  clientId: string,
  session: unknown,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const pool = poolForClient(ctx, { ClientId: clientId });
  if (!ctx.customAuth.has(pool.key)) throw customAuthNotConfigured();
  const username = requireString(responses, 'USERNAME');
  const answer = requireString(responses, 'ANSWER');
  const { row, state } = await loadSession(ctx, session, ['CUSTOM_CHALLENGE'], clientId);
  await consumeSession(ctx, row);
  if (!state.custom || username.toLowerCase() !== row.username.toLowerCase()) throw invalidSession();
  const user = row.userId ? await findUserById(ctx.db, row.userId) : null;
  if (row.userId && !user) throw notAuthorized();
  const flow: CustomSignIn = { pool, clientId, user, username: row.username };
  const answerCorrect = await ctx.customAuth.verify({
    ...eventBase(flow),
    request: {
      userAttributes: userAttributes(user),
      privateChallengeParameters: state.custom.privateParameters,
      challengeAnswer: answer,
      userNotFound: user === null,
    },
  });
  const result: ChallengeResult = {
    challengeName: 'CUSTOM_CHALLENGE',
    challengeResult: answerCorrect,
    ...(state.custom.metadata === undefined ? {} : { challengeMetadata: state.custom.metadata }),
  };
  return nextStep(ctx, req, flow, [...state.custom.results, result]);
}
