import { Redis } from 'ioredis';

/** The Redis the tests that need one use: TEST_REDIS_URL, else the local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A connection to the test Redis, or null when it does not answer (the test then skips, or fails on CI). */
export async function connectTestRedis(): Promise<Redis | null> {
  const redis = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}
