import { randomUUID } from 'node:crypto';
import { saDay } from '@cover/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureBillingRun } from '../../../bench/support/scale-billing';
import { measureBackoffice } from '../../../bench/support/scale-backoffice';
import { billingCalendar } from '../../../bench/support/scale-calendar';
import { bulkLoad } from '../../../bench/support/scale-load';
import { captureQueries, explainQueries } from '../../../bench/support/scale-plans';
import {
  claimListUrl,
  measureRoute,
  policyDetailUrl,
  policyListUrl,
  signInRandomHolders,
} from '../../../bench/support/scale-reads';
import { createTemplates } from '../../../bench/support/scale-templates';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { createEmptyPostgresDb, type EmptyPostgresDb } from './helpers.js';

/**
 * The scale benchmark (`npm run bench -- --only=scale`) at a few hundred policies, so that a change to a
 * contract or a table breaks it here rather than on the next benchmark run: its templates are issued through
 * the real routes (a new required consent once stopped it at the first application, unnoticed for a day), and
 * its bulk load writes every table with statements of its own. PostgreSQL only: the benchmark's statements
 * and its reads go through a plain node-postgres client.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the scale benchmark at a few hundred policies', () => {
  const POLICIES = 300;
  let empty: EmptyPostgresDb;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const client = () => new pg.Client({ connectionString: empty.url });
  let reader: pg.Client;
  const calendar = billingCalendar(saDay(new Date()));

  beforeAll(async () => {
    empty = await createEmptyPostgresDb(process.env.TEST_DATABASE_URL ?? '');
    database = await openDatabase(empty.url, { poolSize: 4 });
    await migrateDatabase(database);
    app = await buildApp(testConfig({ RATE_LIMIT_MAX: 10_000_000 }), { database, ownsDatabase: false });
    reader = client();
    await reader.connect();
  });

  afterAll(async () => {
    await reader?.end().catch(() => undefined);
    await app?.close();
    await database?.close();
    await empty?.drop();
  });

  const count = async (table: string) =>
    Number((await reader.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);

  it('issues its templates through the routes and bulk loads the book', async () => {
    const templates = await createTemplates(app);
    const lines: string[] = [];
    const steps = await bulkLoad(
      reader,
      { policies: POLICIES, holders: Math.ceil(POLICIES * 0.8), asOf: calendar.asOf },
      calendar,
      templates,
      (line) => lines.push(line),
    );
    expect(steps.find((step) => step.name === 'policies')?.rows).toBe(POLICIES);
    // the three templates issued through the routes, and the book copied from them
    expect(await count('policies')).toBe(POLICIES + 3);
    expect(await count('policy_members')).toBeGreaterThan(POLICIES);
    expect(await count('collections')).toBeGreaterThan(POLICIES);
    expect(await count('claims')).toBeGreaterThan(1);
    // The book's claims as a real book holds them: most decided long ago, each status with what its steps
    // recorded (the back office's queues count only those still waiting).
    const { rows } = await reader.query<Record<string, number>>(`
      select
        count(*) filter (where claim_status in ('paid_out', 'closed'))::int as decided,
        count(*) filter (where claim_status = 'paid_out' and not (approval_status = 'approved'
          and granted_amount_cents > 0 and payout_reference is not null and paid_at is not null))::int as paid_without,
        count(*) filter (where claim_status = 'closed' and not (approval_status = 'repudiated'
          and decision_reason is not null and decided_at is not null))::int as closed_without,
        count(*) filter (where claim_status = 'pending_payout' and approval_status <> 'approved')::int as payout_unapproved,
        count(*) filter (where claim_status in ('open', 'in_review', 'acknowledged')
          and approval_status <> 'pending')::int as waiting_decided,
        count(*) filter (where updated_at < created_at or updated_at > now()
          or coalesce(paid_at, decided_at, recommended_at, created_at) < created_at)::int as out_of_order
      from claims`);
    expect(rows[0]).toMatchObject({
      paid_without: 0,
      closed_without: 0,
      payout_unapproved: 0,
      waiting_decided: 0,
      out_of_order: 0,
    });
    expect(rows[0]?.decided).toBeGreaterThan(0);
  });

  it('has random holders read their policies, a policy and their claims, each answered 200', async () => {
    // readers are sampled (TABLESAMPLE at four times the share asked for): asking for 30 of the 240 holders
    // leaves no real chance of fewer; claimants are picked among the holders with a claim, a fixed set
    const readers = await signInRandomHolders(app, reader, 30, false);
    const claimants = await signInRandomHolders(app, reader, 2, true);
    expect(readers).toHaveLength(30);
    expect(claimants).toHaveLength(2);
    // measureRoute throws on any answer but 200; the statements are those the benchmark EXPLAINs
    const reads = [
      await measureRoute(app, 'policy list', readers, policyListUrl, 1),
      await measureRoute(app, 'policy detail', readers, policyDetailUrl, 1),
      await measureRoute(app, 'claim list', claimants, claimListUrl, 1),
    ];
    for (const read of reads) {
      expect(read.cold).toHaveLength(read.name === 'claim list' ? 1 : 29);
      expect(read.queries.length, read.name).toBeGreaterThan(0);
    }
  });

  it('has the back office search the book and count its queues, each call answered 200', async () => {
    // measureBackoffice throws on any answer but 200
    const reads = await measureBackoffice(app, reader);
    expect(reads.map((read) => read.name)).toEqual([
      'work queues',
      'failed premiums unpaid',
      'underwriting list',
      'claims list',
      'claims in review',
      'pre-inspections list',
      'a policy',
      'search: policy number',
      'search: ID number',
      'search: mobile number',
      'search: full name',
      'search: claim number',
      'search: application number',
      'search: registration number',
      'search: IMEI',
    ]);
    for (const read of reads) expect(read.queries.length, read.name).toBeGreaterThan(0);
  });

  it('records the statements of connections opened before it started recording', async () => {
    await app.db.execute(sql`select 1 as before_recording`);
    const capture = captureQueries();
    await app.db.execute(sql`select 2 as while_recording`);
    const texts = capture.stop().map((query) => query.text);
    await app.db.execute(sql`select 3 as after_recording`);
    expect(texts).toContain('select 2 as while_recording');
    expect(texts).not.toContain('select 1 as before_recording');
    expect(texts).not.toContain('select 3 as after_recording');
  });

  it('calls a big table read from end to end for a small share of it a missing index, and only that', async () => {
    // the book's collections (a few thousand rows) count as big here
    const explained = await explainQueries(
      reader,
      [
        { text: 'select id from collections where amount = $1', values: [-1] },
        { text: 'select count(*) from collections', values: [] },
        { text: 'select id from collections where policy_id = $1', values: [randomUUID()] },
      ],
      { bigTableRows: 1000 },
    );
    expect(explained.map((entry) => entry.bigSeqScans)).toEqual([['Seq Scan on collections'], [], []]);
  });

  it('bills every policy due on the run day', async () => {
    const billing = await measureBillingRun(app, reader, calendar.runDay, 2);
    expect(billing.due).toBeGreaterThan(0);
    expect(billing.result.collected + billing.result.failed).toBe(billing.due);
    expect(billing.queries.length).toBeGreaterThan(0);
    expect(billing.notices.written).toBeGreaterThan(0);
  });
});
