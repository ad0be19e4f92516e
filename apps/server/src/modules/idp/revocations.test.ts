import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestRedis, testRedisUrl } from '../../../test/test-redis.js';
import type { IdpLogger } from './context.js';
import { ACTIVE_TTL_MS, createRevocationCache, type SignInLookup } from './revocations.js';
import { redisRevocations, type SharedRevocations } from './revocations-redis.js';

/** Revocations as several instances see them: one database (a map), each instance its own cache. */

const LIFETIME_MS = 60_000;
let redis: Redis | null = null;

beforeAll(async () => {
  redis = await connectTestRedis();
});
afterAll(() => redis?.disconnect());

/** The sign-ins table both instances read; counts the lookups. */
function signIns() {
  const rows = new Map<string, { revokedAt: Date | null }>();
  const counter = { lookups: 0 };
  const lookup: SignInLookup = async (originJti) => {
    counter.lookups += 1;
    return rows.get(originJti) ?? null;
  };
  const add = (originJti: string) => rows.set(originJti, { revokedAt: null });
  const revoke = (originJti: string) => rows.set(originJti, { revokedAt: new Date() });
  const remove = (originJti: string) => rows.delete(originJti);
  return { lookup, add, revoke, remove, counter };
}

function memoryStore(): SharedRevocations {
  const revoked = new Set<string>();
  return {
    add: async (originJtis) => originJtis.forEach((originJti) => revoked.add(originJti)),
    has: async (originJti) => revoked.has(originJti),
  };
}

/** A shared store that fails while `down` is set. */
function switchableStore(down: boolean) {
  const store = memoryStore();
  const state = { down };
  const shared: SharedRevocations = {
    add: (originJtis) => (state.down ? failingStore.add(originJtis) : store.add(originJtis)),
    has: (originJti) => (state.down ? failingStore.has(originJti) : store.has(originJti)),
  };
  return { shared, state };
}

const failingStore: SharedRevocations = {
  add: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
  has: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
};

function recordingLogger() {
  const lines: { level: 'info' | 'warn'; obj: Record<string, unknown>; msg: string }[] = [];
  const logger: IdpLogger = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  };
  return { logger, lines };
}

/** A clock both instances read (milliseconds). */
function testClock() {
  let ms = 1_000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

type StoreKind = 'memory fake' | 'Redis';
const stores: StoreKind[] = ['memory fake', 'Redis'];

/** One store for a test's two instances: a fake, or real Redis under a key prefix of its own. */
function sharedStore(kind: StoreKind, skip: (note: string) => void): SharedRevocations | null {
  if (kind === 'memory fake') return memoryStore();
  if (!redis) {
    skip(`Redis is not reachable at ${testRedisUrl}`);
    return null;
  }
  return redisRevocations(redis, { prefix: `cover-test:${randomUUID()}:`, lifetimeMs: LIFETIME_MS });
}

/** A test's sign-ins table and clock, and the store its instances share; null when it is skipped. */
function world(kind: StoreKind, skip: (note: string) => void) {
  const store = sharedStore(kind, skip);
  return store ? { store, db: signIns(), clock: testClock() } : null;
}

describe.each(stores)('two instances sharing revocations through a %s', (kind) => {
  it('a sign-in revoked on one is refused by the other at once, though it had it cached as live', async (context) => {
    const shared = world(kind, (note) => context.skip(note));
    if (!shared) return;
    const { store, db, clock } = shared;
    const a = createRevocationCache(db.lookup, { shared: store, clock: clock.now });
    const b = createRevocationCache(db.lookup, { shared: store, clock: clock.now });
    db.add('sign-in-1');
    db.add('sign-in-2');
    expect(await b.isRevoked('sign-in-1')).toBe(false);
    expect(await b.isRevoked('sign-in-1')).toBe(false);
    expect(db.counter.lookups).toBe(1);

    db.revoke('sign-in-1');
    await a.markRevoked(['sign-in-1']);
    expect(await a.isRevoked('sign-in-1')).toBe(true);
    expect(await b.isRevoked('sign-in-1')).toBe(true);
    expect(await b.isRevoked('sign-in-2')).toBe(false);
    // revoked answers are kept: the store is not needed for them again
    expect(await b.isRevoked('sign-in-1')).toBe(true);
  });

  it('an unknown sign-in counts as revoked; a live one is looked up again once its cache ends', async (context) => {
    const shared = world(kind, (note) => context.skip(note));
    if (!shared) return;
    const { store, db, clock } = shared;
    const cache = createRevocationCache(db.lookup, { shared: store, clock: clock.now });
    db.add('live');
    expect(await cache.isRevoked('never-issued')).toBe(true);
    expect(await cache.isRevoked('live')).toBe(false);
    clock.advance(ACTIVE_TTL_MS + 1);
    db.revoke('live');
    expect(await cache.isRevoked('live')).toBe(true);
    expect(db.counter.lookups).toBe(3);
  });

  it('a sign-in this instance started is live without a lookup, and still refused once the other revokes it', async (context) => {
    const shared = world(kind, (note) => context.skip(note));
    if (!shared) return;
    const { store, db, clock } = shared;
    const a = createRevocationCache(db.lookup, { shared: store, clock: clock.now });
    const b = createRevocationCache(db.lookup, { shared: store, clock: clock.now });
    db.add('new');
    a.markLive('new');
    expect(await a.isRevoked('new')).toBe(false);
    expect(db.counter.lookups).toBe(0);
    db.revoke('new');
    await b.markRevoked(['new']);
    expect(await a.isRevoked('new')).toBe(true);
  });
});

describe('one process (no shared store)', () => {
  it('another instance sees a revocation only when its live cache ends (ACTIVE_TTL_MS)', async () => {
    const db = signIns();
    const clock = testClock();
    const a = createRevocationCache(db.lookup, { clock: clock.now });
    const b = createRevocationCache(db.lookup, { clock: clock.now });
    db.add('sign-in');
    expect(await b.isRevoked('sign-in')).toBe(false);
    db.revoke('sign-in');
    await a.markRevoked(['sign-in']);
    expect(await a.isRevoked('sign-in')).toBe(true);
    expect(await b.isRevoked('sign-in')).toBe(false);
    clock.advance(ACTIVE_TTL_MS + 1);
    expect(await b.isRevoked('sign-in')).toBe(true);
  });

  it('a sign-in just started or refreshed here is live for ACTIVE_TTL_MS without a lookup, then looked up', async () => {
    const db = signIns();
    const clock = testClock();
    const cache = createRevocationCache(db.lookup, { clock: clock.now });
    db.add('new');
    cache.markLive('new');
    expect(await cache.isRevoked('new')).toBe(false);
    clock.advance(ACTIVE_TTL_MS - 1);
    expect(await cache.isRevoked('new')).toBe(false);
    expect(db.counter.lookups).toBe(0);
    db.revoke('new');
    clock.advance(2);
    expect(await cache.isRevoked('new')).toBe(true);
    expect(db.counter.lookups).toBe(1);
  });

  it('marking a revoked sign-in live does not bring it back', async () => {
    const db = signIns();
    const cache = createRevocationCache(db.lookup, { clock: testClock().now });
    db.revoke('old');
    await cache.markRevoked(['old']);
    cache.markLive('old');
    expect(await cache.isRevoked('old')).toBe(true);
  });
});

describe('when the shared store fails, the database decides (never the live cache)', () => {
  const cases: {
    name: string;
    inDatabase: 'live' | 'revoked' | 'missing';
    expected: boolean;
  }[] = [
    { name: 'revoked in the database since it was cached as live', inDatabase: 'revoked', expected: true },
    { name: 'deleted (user deleted) since it was cached as live', inDatabase: 'missing', expected: true },
    { name: 'still live in the database', inDatabase: 'live', expected: false },
  ];

  it.each(cases)('$name: revoked = $expected', async ({ inDatabase, expected }) => {
    const db = signIns();
    const clock = testClock();
    const { logger, lines } = recordingLogger();
    const flaky = switchableStore(false);
    const cache = createRevocationCache(db.lookup, { shared: flaky.shared, logger, clock: clock.now });
    db.add('sign-in');
    expect(await cache.isRevoked('sign-in')).toBe(false);
    expect(db.counter.lookups).toBe(1);

    flaky.state.down = true;
    if (inDatabase === 'revoked') db.revoke('sign-in');
    if (inDatabase === 'missing') db.remove('sign-in');
    expect(await cache.isRevoked('sign-in')).toBe(expected);
    expect(await cache.isRevoked('sign-in')).toBe(expected);
    // a revoked answer is kept; a live one is asked of the database each time while the store is down
    expect(db.counter.lookups).toBe(expected ? 2 : 3);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });

  it('logs the outage once and its end, never a sign-in id', async () => {
    const db = signIns();
    const { logger, lines } = recordingLogger();
    const flaky = switchableStore(true);
    const cache = createRevocationCache(db.lookup, { shared: flaky.shared, logger });
    db.add('secret-jti');
    for (let n = 0; n < 3; n += 1) expect(await cache.isRevoked('secret-jti')).toBe(false);
    flaky.state.down = false;
    expect(await cache.isRevoked('secret-jti')).toBe(false);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['warn', 'shared revocations unavailable; sign-ins are checked in the database'],
      ['info', 'shared revocations available again'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-jti');
  });

  it('a revocation the store refuses still holds here, resolves, and is logged every time', async () => {
    const db = signIns();
    const { logger, lines } = recordingLogger();
    const cache = createRevocationCache(db.lookup, { shared: failingStore, logger });
    db.add('one');
    db.add('two');
    db.revoke('one');
    db.revoke('two');
    await expect(cache.markRevoked(['one'])).resolves.toBeUndefined();
    await expect(cache.markRevoked(['two'])).resolves.toBeUndefined();
    expect(await cache.isRevoked('one')).toBe(true);
    expect(db.counter.lookups).toBe(0);
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]?.obj).toMatchObject({ sessions: 1 });
    expect(JSON.stringify(lines)).not.toMatch(/"one"|"two"/);
  });
});

describe('redisRevocations (Redis at TEST_REDIS_URL or 127.0.0.1:6379)', () => {
  it('keeps each revocation for the lifetime under the prefix; adding none writes nothing', async (context) => {
    if (!redis) return context.skip(`Redis is not reachable at ${testRedisUrl}`);
    const prefix = `cover-test:${randomUUID()}:`;
    const store = redisRevocations(redis, { prefix, lifetimeMs: LIFETIME_MS });
    await store.add([]);
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
    await store.add(['a', 'b']);
    expect((await redis.keys(`${prefix}*`)).sort()).toEqual([`${prefix}revoked:a`, `${prefix}revoked:b`]);
    const ttl = await redis.pttl(`${prefix}revoked:a`);
    expect(ttl).toBeGreaterThan(LIFETIME_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(LIFETIME_MS);
    expect(await store.has('a')).toBe(true);
    expect(await store.has('c')).toBe(false);
    expect(await redisRevocations(redis, { prefix: `${prefix}other:`, lifetimeMs: 1 }).has('a')).toBe(false);
    await redis.del(`${prefix}revoked:a`, `${prefix}revoked:b`);
  });

  it('rejects at once while not connected', async () => {
    const offline = new Redis('redis://127.0.0.1:1', { lazyConnect: true });
    const store = redisRevocations(offline, { prefix: 'x:', lifetimeMs: 1 });
    await expect(store.has('a')).rejects.toThrow('Redis is not connected (wait)');
    await expect(store.add(['a'])).rejects.toThrow('Redis is not connected');
    offline.disconnect();
  });

  describe('a Redis that stops answering once connected', () => {
    let server: Server;
    let port = 0;
    let muted = false;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      // answers each command of the client's hello (CLIENT SETINFO …) with +OK, then nothing once muted
      server = createServer((socket) => {
        sockets.add(socket);
        socket.on('data', (chunk) => {
          const commands = chunk.toString().match(/^\*\d+\r$/gm)?.length ?? 0;
          if (!muted) socket.write('+OK\r\n'.repeat(commands));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('counts as unavailable after the timeout', async () => {
      const stuck = new Redis({ host: '127.0.0.1', port, enableReadyCheck: false, lazyConnect: true });
      stuck.on('error', () => undefined);
      await stuck.connect();
      muted = true;
      const store = redisRevocations(stuck, { prefix: 'x:', lifetimeMs: 1, timeoutMs: 100 });
      const started = performance.now();
      await expect(store.has('a')).rejects.toThrow('Redis did not answer within 100 ms');
      await expect(store.add(['a'])).rejects.toThrow('Redis did not answer within 100 ms');
      expect(performance.now() - started).toBeLessThan(1_000);
      stuck.disconnect();
    });
  });
});
