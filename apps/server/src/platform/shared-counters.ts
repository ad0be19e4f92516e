import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';
import { addReadinessCheck } from './readiness.js';
import { connectRedis } from './redis.js';
import { memoryThrottle, redisThrottle, type Throttle } from './throttle.js';

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
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  app.decorate('throttle', failOpen(redisThrottle(redis, `${config.REDIS_KEY_PREFIX}throttle:`), app));
  app.decorate('redis', redis);
  addReadinessCheck(app, 'redis', () => pingRedis(redis));
  return redis;
}

/** Fails at once while the connection is down (no command waits in the offline queue), else PINGs. */
async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
  await redis.ping();
}

/** While Redis cannot be reached, requests are let through (and the failure logged) rather than refused. */
function failOpen(throttle: Throttle, app: FastifyInstance): Throttle {
  return {
    async hit(key, limit) {
      try {
        return await throttle.hit(key, limit);
      } catch (error) {
        app.log.warn({ err: error }, 'throttle counter unavailable; request allowed');
        return { allowed: true, count: 0, retryAfterMs: 0 };
      }
    },
    reset: () => throttle.reset(),
  };
}
