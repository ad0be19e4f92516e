import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, testRedisUrl } from '../../test/test-redis.js';
import {
  keyPart,
  MEMORY_THROTTLE_WINDOWS,
  memoryThrottle,
  redisThrottle,
  type Throttle,
} from './throttle.js';

const limit = { max: 3, windowMs: 60_000 };

async function hits(throttle: Throttle, key: string, times: number) {
  const results = [];
  for (let index = 0; index < times; index += 1) results.push(await throttle.hit(key, limit));
  return results;
}

describe('memoryThrottle', () => {
  it('allows max hits per window per key, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const throttle = memoryThrottle(() => now);
    const first = await hits(throttle, 'a', 4);
    expect(first.map((hit) => hit.allowed)).toEqual([true, true, true, false]);
    expect(first[3]).toMatchObject({ count: 4, retryAfterMs: 60_000 });
    expect((await throttle.hit('b', limit)).allowed).toBe(true);
    now += 59_999;
    expect((await throttle.hit('a', limit)).allowed).toBe(false);
    now += 1;
    expect((await throttle.hit('a', limit)).allowed).toBe(true);
  });

  it('holds at most MEMORY_THROTTLE_WINDOWS windows, dropping the earliest started first', async () => {
    let now = 1_000_000;
    const throttle = memoryThrottle(() => now);
    const short = { max: 1, windowMs: 1_000 };
    await throttle.hit('expires', short);
    await throttle.hit('earliest', limit);
    await throttle.hit('earliest', limit);
    await throttle.hit('renewed', short);
    for (let index = 3; index < MEMORY_THROTTLE_WINDOWS; index += 1)
      await throttle.hit(`key ${index}`, limit);
    now += 1_000;
    // 'renewed' started among the first, but its new window starts last.
    await throttle.hit('renewed', short);
    await throttle.hit('renewed', short);
    expect((await throttle.hit('earliest', limit)).count).toBe(3); // full, nothing dropped yet
    await throttle.hit('one more', limit); // makes a tenth of the room
    expect((await throttle.hit('renewed', short)).count).toBe(3);
    expect((await throttle.hit('one more', limit)).count).toBe(2);
    expect((await throttle.hit(`key ${MEMORY_THROTTLE_WINDOWS - 1}`, limit)).count).toBe(2);
    expect((await throttle.hit('earliest', limit)).count).toBe(1); // dropped: it starts again
    expect((await throttle.hit('key 3', limit)).count).toBe(1);
  });

  it('hashes user-chosen values in keys', () => {
    expect(keyPart(' Thandi.Nkosi ')).toBe(keyPart('thandi.nkosi'));
    expect(keyPart('8001015009087')).not.toContain('8001015009087');
    expect(keyPart('8001015009087')).toHaveLength(22);
  });
});

let redis: Redis | null = null;

beforeAll(async () => {
  redis = await connectTestRedis();
});
afterAll(() => redis?.disconnect());

describe('redisThrottle (Redis at TEST_REDIS_URL or 127.0.0.1:6379)', () => {
  it('counts across two throttles on one Redis, as two instances do', async (context) => {
    if (!redis) {
      context.skip(`Redis is not reachable at ${testRedisUrl}`);
      return;
    }
    const prefix = `cover-test:${randomUUID()}:`;
    const one = redisThrottle(redis, prefix);
    const two = redisThrottle(redis, prefix);
    const results = [await one.hit('k', limit), await two.hit('k', limit), await one.hit('k', limit)];
    expect(results.map((hit) => hit.count)).toEqual([1, 2, 3]);
    const refused = await two.hit('k', limit);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    expect(await redis.pttl(`${prefix}k`)).toBeGreaterThan(50_000);
    await one.reset();
    expect(await redis.exists(`${prefix}k`)).toBe(0);
  });
});
