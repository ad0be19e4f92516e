import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';
import { addReadinessCheck } from './readiness.js';
import { connectRedis } from './redis.js';
import { memoryThrottle, redisThrottle, type Throttle } from './throttle.js';
import { warnAtMostEvery } from './warn-at-most.js';

/**
 * Where counters live: with REDIS_URL, in Redis (every instance counts together, revocations can be
 * broadcast); without it, in this process. Decorates `app.throttle` and `app.redis` (the client, or null)
 * and returns the client for the rate-limit plugin; adds the `redis` readiness check. The connection closes
 * with the app.
 */
export function registerSharedCounters(app: FastifyInstance, config: AppConfig): Redis | null {
  if (!config.REDIS_URL) {
    app.decorate('throttle', memoryThrottle());
    app.decorate('redis', null);
    return null;
  }
  const redis = connectRedis(config.REDIS_URL);
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection failed'));
  // The first calls after start are counted too: ready waits for the connection (or its first failure).
  app.addHook('onReady', () => firstConnection(redis, REDIS_FIRST_CONNECTION_WAIT_MS));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  const throttle = redisThrottle(redis, `${config.REDIS_KEY_PREFIX}throttle:`);
  app.decorate(
    'throttle',
    failOpen(throttle, app, () => redis.status === 'ready'),
  );
  app.decorate('redis', redis);
  addReadinessCheck(app, 'redis', () => pingRedis(redis));
  return redis;
}

/** How long start waits for Redis at most; an instance whose Redis is slower starts without it (fail open). */
const REDIS_FIRST_CONNECTION_WAIT_MS = 3000;

/** Resolves once the connection is ready, fails, or `waitMs` has passed; never rejects. */
function firstConnection(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Fails at once while the connection is down (no command waits in the offline queue), else PINGs. */
async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
  await redis.ping();
}

const LET_THROUGH = { allowed: true, count: 0, retryAfterMs: 0 } as const;
/** While Redis is down, its warning is logged once a minute (with how many calls it let through since). */
const COUNTERS_DOWN_WARNING_INTERVAL_MS = 60_000;

/**
 * While Redis cannot be reached, requests are let through (and the failure logged) rather than refused, and
 * at once: a hit while the connection is down does not wait for ioredis to try again (about half a second
 * a call). Every API call counts in these counters, so the warning is logged at most once a minute.
 */
function failOpen(throttle: Throttle, app: FastifyInstance, connected: () => boolean): Throttle {
  const warn = warnAtMostEvery<unknown>(COUNTERS_DOWN_WARNING_INTERVAL_MS, (error, leftOut) =>
    app.log.warn(
      { ...(error === undefined ? {} : { err: error }), leftOut },
      'throttle counters unavailable (Redis); request allowed',
    ),
  );
  return {
    async hit(key, limit) {
      if (!connected()) {
        warn(undefined);
        return LET_THROUGH;
      }
      try {
        return await throttle.hit(key, limit);
      } catch (error) {
        warn(error);
        return LET_THROUGH;
      }
    },
    reset: () => throttle.reset(),
  };
}
