import { IdpError } from './errors.js';
import type { PoolKey } from './pools.js';

/**
 * Custom authentication (CUSTOM_AUTH) as the hosted pool runs it with its three challenge Lambda triggers,
 * here as in-process hooks per pool: DefineAuthChallenge decides the next step from the challenges answered
 * so far, CreateAuthChallenge makes a CUSTOM_CHALLENGE, VerifyAuthChallengeResponse checks the answer.
 */

/** One answered challenge of the sign-in, in order (the hosted trigger events' `session` entries). */
export interface ChallengeResult {
  /** 'CUSTOM_CHALLENGE', or 'SRP_A' / 'PASSWORD_VERIFIER' when the flow began with SRP (CUSTOM_WITH_SRP). */
  challengeName: string;
  challengeResult: boolean;
  challengeMetadata?: string;
}

/** What every trigger event carries besides its request. */
interface TriggerEventBase<Request> {
  pool: PoolKey;
  /** The user's pool username; for an unknown user, the name as typed. */
  userName: string;
  request: Request;
}

/** The user's attributes (with `sub` and `cognito:user_status`); empty when `userNotFound`. */
type UserAttributes = Readonly<Record<string, string>>;

export type DefineAuthChallengeEvent = TriggerEventBase<{
  userAttributes: UserAttributes;
  session: readonly ChallengeResult[];
  /** True for a name with no account when the app client prevents user-existence errors. */
  userNotFound: boolean;
}>;

export interface DefineAuthChallengeResponse {
  /** The next challenge: 'CUSTOM_CHALLENGE' (or 'PASSWORD_VERIFIER' right after SRP_A). */
  challengeName?: string;
  issueTokens?: boolean;
  failAuthentication?: boolean;
}

export type CreateAuthChallengeEvent = TriggerEventBase<{
  userAttributes: UserAttributes;
  challengeName: string;
  session: readonly ChallengeResult[];
  userNotFound: boolean;
}>;

export interface CreateAuthChallengeResponse {
  /** Sent to the client as the challenge's ChallengeParameters (with USERNAME added). */
  publicChallengeParameters?: Record<string, string>;
  /** Kept only in the sealed sign-in session, for the verify hook. */
  privateChallengeParameters?: Record<string, string>;
  /** Recorded with this challenge's result in the session list the next hooks see. */
  challengeMetadata?: string;
}

export type VerifyAuthChallengeEvent = TriggerEventBase<{
  userAttributes: UserAttributes;
  privateChallengeParameters: Readonly<Record<string, string>>;
  challengeAnswer: string;
  userNotFound: boolean;
}>;

export interface VerifyAuthChallengeResponse {
  answerCorrect: boolean;
}

type Hook<Event, Response> = (event: Event) => Promise<Response> | Response;

/** A pool's three custom-auth hooks; a thrown Error refuses the sign-in with its message. */
export interface CustomAuthTriggers {
  defineAuthChallenge: Hook<DefineAuthChallengeEvent, DefineAuthChallengeResponse>;
  createAuthChallenge: Hook<CreateAuthChallengeEvent, CreateAuthChallengeResponse>;
  verifyAuthChallengeResponse: Hook<VerifyAuthChallengeEvent, VerifyAuthChallengeResponse>;
}

/** The checked answer of a define hook: exactly one next step. */
export type DefineDecision =
  | { kind: 'fail' }
  | { kind: 'issue-tokens' }
  | { kind: 'challenge'; challengeName: 'CUSTOM_CHALLENGE' | 'PASSWORD_VERIFIER' };

/** A create hook's answer with its defaults filled in. */
export interface CreatedChallenge {
  publicChallengeParameters: Record<string, string>;
  privateChallengeParameters: Record<string, string>;
  challengeMetadata?: string;
}

/** The pools' custom-auth hooks, run with the hosted service's error mapping. */
export interface CustomAuthHooks {
  /** Installs (or, with null, removes) the pool's hooks; a later call replaces them. */
  set(pool: PoolKey, triggers: CustomAuthTriggers | null): void;
  /** Whether the pool has custom-auth hooks (CUSTOM_AUTH is refused without them). */
  has(pool: PoolKey): boolean;
  define(event: DefineAuthChallengeEvent): Promise<DefineDecision>;
  create(event: CreateAuthChallengeEvent): Promise<CreatedChallenge>;
  verify(event: VerifyAuthChallengeEvent): Promise<boolean>;
}

type TriggerName = 'DefineAuthChallenge' | 'CreateAuthChallenge' | 'VerifyAuthChallengeResponse';

/** The hosted pool's answers when a trigger is missing, throws or answers something it cannot read. */
export const customAuthNotConfigured = () =>
  new IdpError(
    'InvalidParameterException',
    'Custom auth lambda trigger is not configured for the user pool.',
  );
export const triggerFailed = (trigger: TriggerName, message: string) =>
  new IdpError('UserLambdaValidationException', `${trigger} failed with error ${message}.`);
export const unrecognizableOutput = () =>
  new IdpError('InvalidLambdaResponseException', 'Unrecognizable lambda output');

/** Runs one hook: a thrown error becomes UserLambdaValidationException, a non-object answer is unreadable. */
async function runTrigger<Event, Response>(
  trigger: TriggerName,
  hook: Hook<Event, Response>,
  event: Event,
): Promise<Record<string, unknown>> {
  let response: unknown;
  try {
    response = await hook(event);
  } catch (error) {
    throw triggerFailed(trigger, error instanceof Error ? error.message : String(error));
  }
  if (typeof response !== 'object' || response === null || Array.isArray(response)) {
    throw unrecognizableOutput();
  }
  return response as Record<string, unknown>;
}

const optionalBoolean = (value: unknown): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw unrecognizableOutput();
  return value;
};

const optionalString = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw unrecognizableOutput();
  return value;
};

/** A map of strings, or nothing; any other value is unreadable. */
function stringRecord(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw unrecognizableOutput();
  const record: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw unrecognizableOutput();
    record[key] = entry;
  }
  return record;
}

/**
 * A define answer as one decision: failAuthentication wins, then issueTokens; otherwise the next challenge,
 * which must be CUSTOM_CHALLENGE, or PASSWORD_VERIFIER straight after an SRP_A.
 */
export function decideDefine(
  response: Record<string, unknown>,
  session: readonly ChallengeResult[],
): DefineDecision {
  const fail = optionalBoolean(response.failAuthentication);
  const issue = optionalBoolean(response.issueTokens);
  const challengeName = optionalString(response.challengeName);
  if (fail) return { kind: 'fail' };
  if (issue) return { kind: 'issue-tokens' };
  if (challengeName === 'CUSTOM_CHALLENGE') return { kind: 'challenge', challengeName };
  if (challengeName === 'PASSWORD_VERIFIER' && session.at(-1)?.challengeName === 'SRP_A') {
    return { kind: 'challenge', challengeName };
  }
  throw unrecognizableOutput();
}

export function createCustomAuthHooks(): CustomAuthHooks {
  const hooks = new Map<PoolKey, CustomAuthTriggers>();
  const triggersOf = (pool: PoolKey) => {
    const triggers = hooks.get(pool);
    if (!triggers) throw customAuthNotConfigured();
    return triggers;
  };
  return {
    set(pool, triggers) {
      if (triggers) hooks.set(pool, triggers);
      else hooks.delete(pool);
    },
    has: (pool) => hooks.has(pool),
    async define(event) {
      const { defineAuthChallenge } = triggersOf(event.pool);
      const response = await runTrigger('DefineAuthChallenge', defineAuthChallenge, event);
      return decideDefine(response, event.request.session);
    },
    async create(event) {
      const { createAuthChallenge } = triggersOf(event.pool);
      const response = await runTrigger('CreateAuthChallenge', createAuthChallenge, event);
      const challengeMetadata = optionalString(response.challengeMetadata);
      return {
        publicChallengeParameters: stringRecord(response.publicChallengeParameters),
        privateChallengeParameters: stringRecord(response.privateChallengeParameters),
        ...(challengeMetadata === undefined ? {} : { challengeMetadata }),
      };
    },
    async verify(event) {
      const { verifyAuthChallengeResponse } = triggersOf(event.pool);
      const response = await runTrigger('VerifyAuthChallengeResponse', verifyAuthChallengeResponse, event);
      if (typeof response.answerCorrect !== 'boolean') throw unrecognizableOutput();
      return response.answerCorrect;
    },
  };
}
