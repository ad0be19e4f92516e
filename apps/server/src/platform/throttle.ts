import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Fixed-window counters: "at most `max` in `windowMs`" per key. In memory for one process (the embedded
 * default), in Redis when REDIS_URL is set so that every instance counts together.
 */
export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

export interface ThrottleResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** When the window ends. */
  retryAfterMs: number;
}

export interface Throttle {
  hit(key: string, limit: ThrottleLimit): Promise<ThrottleResult>;
  /** Forgets every counter (tests). */
  reset(): Promise<void>;
}

/** A key part from a user-chosen value (a username, an ID number): hashed, so keys never carry it. */
export const keyPart = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);

const result = (count: number, limit: ThrottleLimit, retryAfterMs: number): ThrottleResult => ({
  allowed: count <= limit.max,
  count,
  retryAfterMs: Math.max(0, retryAfterMs),
});

/** The most windows a memory throttle holds; at this size it makes a tenth of the room. */
export const MEMORY_THROTTLE_WINDOWS = 10_000;

/**
 * Counters in this process's memory, at most MEMORY_THROTTLE_WINDOWS of them. Every API call counts in one
 * (the per-address budget), so room is made in bulk, not on every hit: when a new window finds the map
 * full, expired windows go first, then the windows that started earliest, until a tenth is free. A
 * counter dropped that way starts again: what many addresses at once can do to the budget of one, as
 * with any bounded store.
 */
export function memoryThrottle(now: () => number = Date.now): Throttle {
  // In order of their start: a new window for a key goes to the end.
  const windows = new Map<string, { count: number; endsAt: number }>();
  const makeRoom = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    const keep = MEMORY_THROTTLE_WINDOWS - MEMORY_THROTTLE_WINDOWS / 10;
    for (const key of windows.keys()) {
      if (windows.size <= keep) break;
      windows.delete(key);
    }
  };
  return {
    async hit(key, limit) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (window) windows.delete(key);
        else if (windows.size >= MEMORY_THROTTLE_WINDOWS) makeRoom(at);
        window = { count: 0, endsAt: at + limit.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return result(window.count, limit, window.endsAt - at);
    },
    async reset() {
      windows.clear();
    },
  };
}

/** INCR, and PEXPIRE on the first hit of a window, in one step. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** Counters shared by every instance through Redis; keys live under `prefix`. */
export function redisThrottle(redis: Redis, prefix: string): Throttle {
  return {
    async hit(key, limit) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(limit.windowMs))) as [
        number,
        number,
      ];
      return result(count, limit, ttl);
    },
    async reset() {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}
