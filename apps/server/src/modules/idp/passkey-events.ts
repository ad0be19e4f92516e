import type { IdpLogger } from './idp-logger.js';
import type { PoolKey } from './pools.js';

/** A passkey added to a user's account, or removed from it (after the pool stored the change). */
export interface PasskeyChangedEvent {
  pool: PoolKey;
  /** The user's id (the token's sub) and username. */
  sub: string;
  username: string;
  change: 'added' | 'removed';
  /** The passkey's name as the list shows it ('Security key', 'iPhone'). */
  passkeyName: string;
  at: Date;
}

export type PasskeyChangedHook = (event: PasskeyChangedEvent) => Promise<void> | void;

export interface PasskeyChangedHooks {
  /** Installs (or, with null, removes) the pool's hook; one per pool, a later call replaces it. */
  set(pool: PoolKey, hook: PasskeyChangedHook | null): void;
  /** Runs the pool's hook; a failing hook is logged, never the caller's failure (the change is made). */
  run(event: PasskeyChangedEvent): Promise<void>;
}

/**
 * After-the-fact hooks on passkey changes (the app tells the account's owner, as it tells a changed password):
 * the hosted pool has no such trigger, so with it the app would have to make these calls itself.
 */
export function createPasskeyChangedHooks(logger: IdpLogger): PasskeyChangedHooks {
  const hooks = new Map<PoolKey, PasskeyChangedHook>();
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
        logger.warn(
          { pool: event.pool, change: event.change, error: error instanceof Error ? error.name : 'unknown' },
          'idp passkey hook failed',
        );
      }
    },
  };
}
