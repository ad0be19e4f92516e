import { keyPart, type Throttle, type ThrottleLimit } from '../../platform/throttle.js';
import { ATTEMPT_LIMIT, IdpError, codeSendsExceeded } from './errors.js';
import { MAX_CODE_SENDS_PER_HOUR } from './codes.js';
import type { OperationInput } from './input.js';

/**
 * The pool's throttles, as the hosted service has them (docs/decisions/0011-idp-throttles.md):
 * - per address: password and SRP sign-in attempts, and the operations that send or check a code, answer
 *   TooManyRequestsException past their limit;
 * - per account and purpose (the name asked about, known or not, so the answer tells nothing): sending codes
 *   (ForgotPassword; ResendConfirmationCode and SignUp) and checking them (ConfirmForgotPassword;
 *   ConfirmSignUp) answer LimitExceededException past their limit; a refused send says when to ask again, as
 *   the pool's own per-purpose cap does. Sign-up codes never use up a password reset's allowance.
 * Counters are shared by every instance when Redis is configured (app.throttle).
 */

export interface IdpThrottleSettings {
  /** Sign-in attempts per address per minute (IDP_SIGN_IN_LIMIT). */
  signInPerMinute: number;
  /** Code operations per address per 10 minutes (IDP_CODE_LIMIT). */
  codeOperationsPerTenMinutes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** As many code sends per account and purpose an hour as the pool itself sends to a known user. */
export const CODE_SENDS_PER_ACCOUNT: ThrottleLimit = { max: MAX_CODE_SENDS_PER_HOUR, windowMs: HOUR };
export const CODE_CHECKS_PER_ACCOUNT: ThrottleLimit = { max: 10, windowMs: 15 * MINUTE };

/** The operations that send or check a code, by the code's purpose (each counted apart). */
const CODE_SENDS: Record<string, string> = {
  ForgotPassword: 'reset-password',
  ResendConfirmationCode: 'sign-up',
  SignUp: 'sign-up',
};
const CODE_CHECKS: Record<string, string> = {
  ConfirmForgotPassword: 'reset-password',
  ConfirmSignUp: 'sign-up',
};
/** Every first sign-in step: the password flows, choice-based sign-in (it may send a code) and custom auth. */
const SIGN_IN_FLOWS = new Set(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH', 'USER_AUTH', 'CUSTOM_AUTH']);

const tooManyRequests = () => new IdpError('TooManyRequestsException', 'Too many requests.');
const limitExceeded = () => new IdpError('LimitExceededException', ATTEMPT_LIMIT);
const own = (table: Record<string, string>, operation: string) =>
  Object.hasOwn(table, operation) ? table[operation] : undefined;

function isSignInAttempt(operation: string, input: OperationInput): boolean {
  if (operation === 'RespondToAuthChallenge') return true;
  return (
    operation === 'InitiateAuth' && typeof input.AuthFlow === 'string' && SIGN_IN_FLOWS.has(input.AuthFlow)
  );
}

/** The account an operation names: its client (pool) and user name, hashed. */
function accountKey(input: OperationInput): string | null {
  const username = input.Username;
  if (typeof username !== 'string' || username.trim() === '') return null;
  // Only a string names a client: any other value (an array nested 10 000 deep, say) is never stringified.
  const clientId = typeof input.ClientId === 'string' ? input.ClientId : '';
  return `${keyPart(clientId)}:${keyPart(username)}`;
}

export type IdpThrottleCheck = (
  operation: string,
  input: OperationInput,
  address: string,
) => Promise<IdpError | null>;

export function createIdpThrottle(throttle: Throttle, settings: IdpThrottleSettings): IdpThrottleCheck {
  const perAddress = {
    signIn: { max: settings.signInPerMinute, windowMs: MINUTE },
    codes: { max: settings.codeOperationsPerTenMinutes, windowMs: 10 * MINUTE },
  };
  return async (operation, input, address) => {
    const ip = keyPart(address);
    if (isSignInAttempt(operation, input)) {
      const hit = await throttle.hit(`idp:sign-in:ip:${ip}`, perAddress.signIn);
      return hit.allowed ? null : tooManyRequests();
    }
    const sends = own(CODE_SENDS, operation);
    const checks = own(CODE_CHECKS, operation);
    if (!sends && !checks) return null;
    const byAddress = await throttle.hit(`idp:codes:ip:${ip}`, perAddress.codes);
    if (!byAddress.allowed) return tooManyRequests();
    const account = accountKey(input);
    if (!account) return null;
    if (sends) {
      const hit = await throttle.hit(`idp:code-sends:${sends}:${account}`, CODE_SENDS_PER_ACCOUNT);
      return hit.allowed ? null : codeSendsExceeded(hit.retryAfterMs);
    }
    const hit = await throttle.hit(`idp:code-checks:${checks}:${account}`, CODE_CHECKS_PER_ACCOUNT);
    return hit.allowed ? null : limitExceeded();
  };
}
