import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb } from '../../../test/helpers.js';
import { expectIndexed } from '../../../test/index-plans.js';
import type { DatabaseHandle } from '../../db/client.js';
import { findSession, purgeSessionsBefore, recordSend } from './repo.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database.close();
});

const send = (originJti: string, sub: string, now: Date) =>
  recordSend(database.db, {
    originJti,
    pool: 'retail',
    sub,
    codeHmac: 'ab'.repeat(32),
    channel: 'email',
    expiresAt: new Date(now.getTime() + 300_000),
    now,
    maxSends: 2,
  });

it('counts sends per sign-in and stores nothing past the limit', async () => {
  const sub = randomUUID();
  const now = new Date();
  expect((await send('jti-a', sub, now))?.sends).toBe(1);
  expect((await send('jti-a', sub, now))?.sends).toBe(2);
  expect(await send('jti-a', sub, now)).toBeNull();
  expect((await findSession(database.db, 'jti-a'))?.sends).toBe(2);
});

it('refuses to take over another user’s sign-in row', async () => {
  const now = new Date();
  await send('jti-b', randomUUID(), now);
  expect(await send('jti-b', randomUUID(), now)).toBeNull();
});

it('purges rows of sign-ins that began before the cut-off', async () => {
  const old = new Date('2020-01-01T00:00:00Z');
  await send('jti-old', randomUUID(), old);
  await send('jti-new', randomUUID(), new Date());
  await purgeSessionsBefore(database.db, new Date('2021-01-01T00:00:00Z'));
  expect(await findSession(database.db, 'jti-old')).toBeNull();
  expect(await findSession(database.db, 'jti-new')).not.toBeNull();
});

it('purges through its index on when the sign-in began, not by reading every row', async () => {
  await expectIndexed(database, () => purgeSessionsBefore(database.db, new Date('2021-01-01T00:00:00Z')), [
    'two_factor_sessions_created_idx',
  ]);
});
