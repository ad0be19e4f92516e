/**
 * Calls that store with one statement (quotes) run on the pool without a transaction, and skip the holder's
 * read when they say they never use it; a quote package and its event are written together, and observers
 * are told of the stored event.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { events, quotePackages, type EventRow } from '../../db/schema/index.js';
import type { AppModule } from '../index.js';
import { observeEvents } from './events.js';
import { bindCall, storedInOneStatement, type BoundCall } from './line-call-binding.js';
import { registerLineCalls } from './line-calls.js';
import type { LineCallContext } from './line-context.js';
import { insertQuotePackage } from './quote-packages.js';
import { buildLineApp, callAs, saId, userWithHolder, type TestUser } from './testing/line-fixtures.js';

const seen: { name: string; onPool: boolean; holder: string | null }[] = [];
let app: FastifyInstance;
let alice: TestUser;

const route = (name: string) =>
  ({
    line: 'test',
    method: 'POST',
    path: `/api/retail/test/${name}`,
    audience: 'retail',
    owner: 'line',
    input: z.object({}),
    reply: z.object({ ok: z.boolean() }),
    status: 200,
    idempotent: false,
  }) as const;

const probe = (name: string): BoundCall =>
  bindCall('retail', name, route(name), async (ctx: LineCallContext) => {
    seen.push({ name, onPool: ctx.db === app.db, holder: ctx.holder?.policyHolderId ?? null });
    return { ok: true };
  });

const probes: AppModule = async (instance) => {
  registerLineCalls(
    instance,
    [
      probe('inTransaction'),
      storedInOneStatement(probe('oneStatementWithHolder'), { readsHolder: true }),
      storedInOneStatement(probe('oneStatementNoHolder'), { readsHolder: false }),
    ],
    { clock: () => new Date(), line: 'test' },
  );
};

beforeAll(async () => {
  app = await buildLineApp([probes]);
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
});
afterAll(async () => {
  await app.close();
});

describe('line calls that store with one statement', () => {
  it('run on the pool, reading the holder only when they use it; other calls keep their transaction', async () => {
    for (const name of ['inTransaction', 'oneStatementWithHolder', 'oneStatementNoHolder']) {
      const response = await callAs(app, alice, 'POST', route(name).path, { body: {} });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(seen).toEqual([
      { name: 'inTransaction', onPool: false, holder: alice.policyHolderId },
      { name: 'oneStatementWithHolder', onPool: true, holder: alice.policyHolderId },
      { name: 'oneStatementNoHolder', onPool: true, holder: null },
    ]);
  });

  it('store a quote package and its event together, and tell observers of the stored event', async () => {
    const observed: EventRow[] = [];
    const stop = observeEvents(async (_db: Database, event) => {
      observed.push(event);
    });
    try {
      const now = new Date('2026-03-02T07:00:00Z');
      const row = await insertQuotePackage(app.db, {
        line: 'test',
        packageName: 'Test cover',
        channel: 'retail',
        owner: { pool: 'retail', sub: alice.sub },
        input: { a: 1 },
        quote: { b: 2 },
        sumAssured: 100,
        basePremium: 10,
        suggestedPremium: 12,
        billingFrequency: 'MONTHLY',
        rateTableVersion: 'test-1',
        quotedOn: '2026-03-02',
        expiresAt: new Date('2026-03-09T07:00:00Z'),
        now,
      });
      const [stored] = await app.db.select().from(quotePackages).where(eq(quotePackages.id, row.id));
      expect(stored).toEqual(row);
      expect(row).toMatchObject({ packageName: 'Test cover', usedAt: null, createdAt: now });
      const logged = await app.db
        .select()
        .from(events)
        .where(and(eq(events.entityType, 'quote_package'), eq(events.entityId, row.id)));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        type: 'quote.created',
        actor: alice.sub,
        internal: false,
        createdAt: now,
        data: { summary: 'Quote for Test cover', premium: 12, rateTableVersion: 'test-1' },
      });
      expect(observed).toEqual(logged);
    } finally {
      stop();
    }
  });
});
