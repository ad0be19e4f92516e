import type { IdpLogger } from './idp-logger.js';
import { createPoolHooks, type PoolHooks } from './pool-hooks.js';
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

/** A failing hook is logged, never the caller's failure (the change is made). */
export type PasskeyChangedHooks = PoolHooks<PasskeyChangedEvent>;

/**
 * After-the-fact hooks on passkey changes (the app tells the account's owner, as it tells a changed password):
 * the hosted pool has no such trigger, so with it the app would have to make these calls itself.
 */
export function createPasskeyChangedHooks(logger: IdpLogger): PasskeyChangedHooks {
  return createPoolHooks<PasskeyChangedEvent>((error, event) =>
    logger.warn(
      { pool: event.pool, change: event.change, error: error instanceof Error ? error.name : 'unknown' },
      'idp passkey hook failed',
    ),
  );
}
