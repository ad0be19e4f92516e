import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helpers.js';
import { events } from '../../db/schema/index.js';
import { readOnlyDatabase, WriteInReadCallError } from './read-only-database.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('readOnlyDatabase', () => {
  it('reads as the database does', async () => {
    const db = readOnlyDatabase(app.db);
    const rows = await db.select({ id: events.id }).from(events).limit(1);
    expect(Array.isArray(rows)).toBe(true);
    expect(await db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it.each(['insert', 'update', 'delete', 'transaction'] as const)('refuses %s', (writer) => {
    const db = readOnlyDatabase(app.db);
    expect(() => db[writer]).toThrow(WriteInReadCallError);
  });

  it('is one view per database', () => {
    expect(readOnlyDatabase(app.db)).toBe(readOnlyDatabase(app.db));
  });
});
