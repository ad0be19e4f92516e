import type { PoolKey } from './pools.js';

/** One hook per pool, as the hosted pool has one Lambda per trigger and pool. */
export interface PoolHooks<E extends { pool: PoolKey }> {
  /** Installs (or, with null, removes) the pool's hook; one per pool, a later call replaces it. */
  set(pool: PoolKey, hook: ((event: E) => Promise<void> | void) | null): void;
  /** Runs the pool's hook, if any; what a failure means is the trigger's own (`onFailure`). */
  run(event: E): Promise<void>;
}

/** A trigger's hooks: `onFailure` is given a hook's error (it may throw it on, as a refusal, or log it). */
export function createPoolHooks<E extends { pool: PoolKey }>(
  onFailure: (error: unknown, event: E) => void,
): PoolHooks<E> {
  const hooks = new Map<PoolKey, (event: E) => Promise<void> | void>();
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
        onFailure(error, event);
      }
    },
  };
}
