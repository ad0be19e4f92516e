import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, policies } from '../../db/schema/index.js';
import { buildFuneralApp, saId, START, TestClock, userWithHolder } from '../funeral/testing/fixtures.js';
import { retailPolicy } from '../funeral/testing/flows.js';
import { runBilling } from './billing-run.js';
import type { Collector } from './collector.js';

/** The billing run reads due and owing policies in keyset pages and bills a few at a time: nothing else changes. */
const clock = new TestClock(START);
let app: FastifyInstance;
const policyIds: string[] = [];

const unpaid: Collector = { collect: async () => ({ ok: false, reason: 'Debit order returned unpaid' }) };
/** 10:00 in Johannesburg on the day. */
const at = (day: string) => new Date(`${day}T10:00:00+02:00`);

async function rows() {
  return app.db.select().from(policies).where(inArray(policies.id, policyIds));
}

async function eventsOf(type: string) {
  return app.db
    .select({ policyId: events.entityId })
    .from(events)
    .where(and(eq(events.type, type), inArray(events.entityId, policyIds)));
}

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  for (let n = 1; n <= 5; n += 1) {
    const user = await userWithHolder(app, 'retail', saId(`85051201${n}308`));
    policyIds.push((await retailPolicy(app, user)).policyId);
  }
}, 60_000);
afterAll(() => app.close());

describe('billing a book in pages', () => {
  it('bills every due policy once however small the pages and however many run at a time', async () => {
    const run = await runBilling(app.db, { now: at('2026-03-15'), batchSize: 2, concurrency: 3 });
    expect(run).toMatchObject({ collected: 5, failed: 0 });
    expect((await rows()).map((row) => row.nextBillingDate)).toEqual(Array(5).fill('2026-04-15'));
    expect(await runBilling(app.db, { now: at('2026-03-15'), batchSize: 2 })).toMatchObject({ collected: 0 });
  });

  it('presents each owing policy once a day while it stays owing, then takes what it owes', async () => {
    expect(
      await runBilling(app.db, { now: at('2026-04-15'), collector: unpaid, batchSize: 2, concurrency: 2 }),
    ).toMatchObject({ failed: 5 });
    expect((await rows()).every((row) => row.balance === row.monthlyPremium)).toBe(true);

    // every policy stays owing after its retry fails: a page must not bring it back a second time
    await runBilling(app.db, { now: at('2026-04-16'), collector: unpaid, batchSize: 1, concurrency: 2 });
    const failed = await eventsOf('collection.failed');
    expect(failed).toHaveLength(10);
    expect(new Set(failed.map((event) => event.policyId))).toEqual(new Set(policyIds));

    const paid = await runBilling(app.db, { now: at('2026-04-17'), batchSize: 2, concurrency: 3 });
    expect(paid).toMatchObject({ recovered: 5, lapsed: 0 });
    expect((await rows()).map((row) => row.balance)).toEqual(Array(5).fill(0));
  });
});
