import { Redis } from 'ioredis';

/**
 * The Redis connection that several instances share counters through (REDIS_URL). Commands fail fast
 * rather than queue while Redis is unreachable, so a request never hangs on it; callers decide whether to
 * fail open (rate limits do).
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    lazyConnect: false,
  });
}
