import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

/**
 * Revoked sign-ins (origin_jti) every instance sees at once: one Redis key each, `<prefix>revoked:<jti>`,
 * kept as long as any token of the sign-in could still be presented. The database stays the record; this
 * only tells other instances sooner than their "still live" cache would.
 */
export interface SharedRevocations {
  /** Records the sign-ins as revoked for every instance. Rejects when the store cannot be written. */
  add(originJtis: readonly string[]): Promise<void>;
  /** Whether any instance recorded the sign-in as revoked. Rejects when the store cannot answer. */
  has(originJti: string): Promise<boolean>;
}

export interface RedisRevocationsOptions {
  /** Key prefix (REDIS_KEY_PREFIX); keys are `<prefix>revoked:<originJti>`. */
  prefix: string;
  /** How long a key lives: the longest a token of the sign-in may be presented (the refresh lifetime). */
  lifetimeMs: number;
  /** How long one command may take before it counts as failed (default REDIS_ANSWER_MS). */
  timeoutMs?: number;
}

/** A revocation check sits on every signed-in request: a Redis slower than this counts as unavailable. */
export const REDIS_ANSWER_MS = 250;

/** The command's answer, or a rejection when Redis is not connected or does not answer within `ms`. */
async function answered<T>(redis: Redis, ms: number, command: () => Promise<T>): Promise<T> {
  if (redis.status !== 'ready') throw new Error(`Redis is not connected (${redis.status})`);
  const giveUp = new AbortController();
  const late = sleep(ms, undefined, { signal: giveUp.signal }).then(() => {
    throw new Error(`Redis did not answer within ${ms} ms`);
  });
  try {
    return await Promise.race([command(), late]);
  } finally {
    giveUp.abort();
    late.catch(() => undefined);
  }
}

export function redisRevocations(redis: Redis, options: RedisRevocationsOptions): SharedRevocations {
  const timeoutMs = options.timeoutMs ?? REDIS_ANSWER_MS;
  const key = (originJti: string) => `${options.prefix}revoked:${originJti}`;
  return {
    async add(originJtis) {
      if (originJtis.length === 0) return;
      const batch = redis.multi();
      for (const originJti of originJtis) batch.set(key(originJti), '1', 'PX', options.lifetimeMs);
      const results = await answered(redis, timeoutMs, () => batch.exec());
      const failed = results?.find(([error]) => error !== null)?.[0];
      if (!results || failed) throw failed ?? new Error('Redis discarded the revocations');
    },
    async has(originJti) {
      return (await answered(redis, timeoutMs, () => redis.exists(key(originJti)))) === 1;
    },
  };
}
