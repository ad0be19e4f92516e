import { IdpError } from './errors.js';
import { createPoolHooks, type PoolHooks } from './pool-hooks.js';
import type { PoolKey } from './pools.js';

/** What a pre-sign-up hook sees (like the hosted pool's PreSignUp Lambda trigger event). */
export interface PreSignUpEvent {
  pool: PoolKey;
  username: string;
  /** The sign-up's attributes (already checked against the pool's schema). */
  attributes: Readonly<Record<string, string>>;
}

/** Resolves to accept the sign-up; throws (an Error with a user-facing message) to refuse it. */
export type PreSignUpHook = (event: PreSignUpEvent) => Promise<void> | void;

/** A refusal is mapped to UserLambdaValidationException, as the hosted pool does. */
export type PreSignUpHooks = PoolHooks<PreSignUpEvent>;

export const preSignUpFailed = (message: string) =>
  new IdpError('UserLambdaValidationException', `PreSignUp failed with error ${message}.`);

export function createPreSignUpHooks(): PreSignUpHooks {
  return createPoolHooks<PreSignUpEvent>((error) => {
    throw preSignUpFailed(error instanceof Error ? error.message : String(error));
  });
}
