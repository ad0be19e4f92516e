import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers.js';
import { sendQueriesInTurn } from './queries-in-turn.js';

/** A connection that, like pg's, says when a query is sent while another still runs. */
function fakeConnection() {
  let running = 0;
  const overlaps: string[] = [];
  const sent: string[] = [];
  const client = {
    query(text: string, callback?: (error: Error | null, result?: unknown) => void) {
      if (running > 0) overlaps.push(text);
      running += 1;
      sent.push(text);
      const done = new Promise<{ text: string }>((resolve, reject) =>
        setTimeout(() => {
          running -= 1;
          if (text === 'fails') reject(new Error('query failed'));
          else resolve({ text });
        }, 5),
      );
      if (!callback) return done;
      done.then((result) => callback(null, result), callback);
      return undefined;
    },
  };
  sendQueriesInTurn(client as unknown as pg.ClientBase);
  const query = (text: string) => (client.query as (text: string) => Promise<{ text: string }>)(text);
  return { client, query, overlaps, sent };
}

describe('sendQueriesInTurn', () => {
  it('sends queries started together one after another, in the order they were started', async () => {
    const { query, overlaps, sent } = fakeConnection();
    const results = await Promise.all(['one', 'two', 'three'].map(query));
    expect(results.map((result) => result.text)).toEqual(['one', 'two', 'three']);
    expect(sent).toEqual(['one', 'two', 'three']);
    expect(overlaps).toEqual([]);
  });

  it('rejects only the query that failed, and sends the next one after it', async () => {
    const { query, overlaps } = fakeConnection();
    const settled = await Promise.allSettled(['one', 'fails', 'three'].map(query));
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(overlaps).toEqual([]);
  });

  it('passes a query with a callback to the connection as it is', async () => {
    const { client, sent } = fakeConnection();
    const answer = await new Promise((resolve, reject) =>
      (client.query as (text: string, callback: (error: Error | null, result?: unknown) => void) => void)(
        'with a callback',
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    expect(answer).toEqual({ text: 'with a callback' });
    expect(sent).toEqual(['with a callback']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('reads started together in a PostgreSQL transaction', () => {
  it('reach its connection one at a time: pg is never asked to queue one (it stops doing so in pg 9)', async () => {
    // pg's own warning comes once per process, so the queries' overlap is counted where pg receives them
    const original = pg.Client.prototype.query;
    let running = 0;
    let overlaps = 0;
    pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
      const result = (original as (...args: unknown[]) => unknown).apply(this, args);
      if (!(result instanceof Promise)) return result;
      if (running > 0) overlaps += 1;
      running += 1;
      return result.finally(() => (running -= 1));
    } as typeof original;
    const database = await createTestDb();
    try {
      const answers = await database.db.transaction((tx) =>
        Promise.all([1, 2, 3].map((n) => tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)`))),
      );
      expect(answers).toMatchObject([{ rows: [{ n: 1 }] }, { rows: [{ n: 2 }] }, { rows: [{ n: 3 }] }]);
      expect(overlaps).toBe(0);
    } finally {
      pg.Client.prototype.query = original;
      await database.close();
    }
  });
});
