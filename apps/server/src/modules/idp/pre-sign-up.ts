import { IdpError } from './errors.js';
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

export interface PreSignUpHooks {
  /** Installs (or, with null, removes) the pool's hook; one per pool, a later call replaces it. */
  set(pool: PoolKey, hook: PreSignUpHook | null): void;
  /** Runs the pool's hook, mapping a refusal to UserLambdaValidationException as the hosted pool does. */
  run(event: PreSignUpEvent): Promise<void>;
}

export const preSignUpFailed = (message: string) =>
  new IdpError('UserLambdaValidationException', `PreSignUp failed with error ${message}.`);

export function createPreSignUpHooks(): PreSignUpHooks {
  const hooks = new Map<PoolKey, PreSignUpHook>();
  return {
    set(pool, hook) {
      if (hook) hooks.set(pool, hook);
      else hooks.delete(pool);
    },
    async run(event) {
      const hook = hooks.get(event.pool);
      if (!hook) return;
      try {
        await hook(event);
      } catch (error) {
        throw preSignUpFailed(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
