import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDb } from '../../test/helpers.js';
import type { DatabaseHandle } from '../db/client.js';
import { events, idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './errors.js';
import {
  hashPayload,
  IDEMPOTENCY_TTL_MS,
  purgeExpiredIdempotencyKeys,
  runIdempotent,
} from './idempotency.js';

const replySchema = z.object({ id: z.string() });
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(events);
  await database.db.delete(idempotencyKeys);
});

/** An operation that records an event, so we can count how often it really ran. */
const recordEvent = (payload: { n: number }) =>
  runIdempotent(database.db, { scope: 'test', key: 'key-1', payload, replySchema }, async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ entityType: 'test', entityId: String(payload.n), type: 'ran' })
      .returning();
    return { statusCode: 201, body: { id: row?.id ?? '' } };
  });

describe('runIdempotent', () => {
  it('runs concurrent attempts with one key once and gives all the same reply', async () => {
    const replies = await Promise.all([recordEvent({ n: 1 }), recordEvent({ n: 1 }), recordEvent({ n: 1 })]);
    expect(new Set(replies.map((reply) => reply.body.id)).size).toBe(1);
    expect(replies.filter((reply) => reply.replayed)).toHaveLength(2);
    expect(await database.db.select().from(events)).toHaveLength(1);
  });

  it('forgets the key when the operation fails, so a retry can succeed', async () => {
    const failing = runIdempotent(
      database.db,
      { scope: 'test', key: 'key-1', payload: { n: 1 }, replySchema },
      async (tx) => {
        await tx.insert(events).values({ entityType: 'test', entityId: '1', type: 'ran' });
        throw new AppError(409, 'CONFLICT', 'Not now');
      },
    );
    await expect(failing).rejects.toThrow('Not now');
    expect(await database.db.select().from(events)).toHaveLength(0);
    expect((await recordEvent({ n: 1 })).replayed).toBe(false);
  });

  it('treats an expired key as new and purges old keys', async () => {
    await recordEvent({ n: 1 });
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) });
    const again = await recordEvent({ n: 2 });
    expect(again.replayed).toBe(false);
    expect(await database.db.select().from(events)).toHaveLength(2);
    expect(await purgeExpiredIdempotencyKeys(database.db)).toBe(0);
    expect(
      await purgeExpiredIdempotencyKeys(database.db, new Date(Date.now() + IDEMPOTENCY_TTL_MS + 1000)),
    ).toBe(1);
  });

  it('hashes payloads independently of key order', () => {
    expect(hashPayload({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      hashPayload({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(hashPayload({ a: 1 })).not.toBe(hashPayload({ a: 2 }));
  });
});
