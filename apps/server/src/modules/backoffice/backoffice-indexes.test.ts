/**
 * The back office's searches, lists and queues read an index, whatever the size of the book (and so does the
 * lookup of a reusable pre-inspection, which a motor application makes): each statement they send is planned
 * with sequential scans switched off (PostgreSQL then reads a table from end to end only when no index can
 * answer), no table is read that way, and the index meant for the search is the one read (an index walked
 * whole, as one on a column every row has, would be no better). An expression index serves only the very
 * expression its query compares, so this catches a search whose expression drifted from it.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/helpers.js';
import type { DatabaseHandle } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';
import { listClaims } from '../claims/repo.js';
import { findReusablePreInspectionOf, listForBackoffice } from '../motor/pre-inspection/repo.js';
import { failedPayments } from './failed-payments.js';
import { backofficeQueues } from './queues.js';
import { searchBackoffice } from './search.js';

interface Sent {
  text: string;
  params: unknown[];
}

type Query = (...args: unknown[]) => Promise<unknown>;

/** The statements the database was sent (through either driver) while `work` ran. */
async function statementsOf(handle: DatabaseHandle, work: () => Promise<unknown>): Promise<Sent[]> {
  const target = (handle.native.driver === 'pglite'
    ? handle.native.client
    : handle.native.pool) as unknown as {
    query: Query;
  };
  const send = target.query;
  const sent: Sent[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const config =
      typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
    sent.push({ text: config.text, params: (Array.isArray(second) ? second : config.values) ?? [] });
    return send.apply(this, args);
  };
  try {
    await work();
  } finally {
    target.query = send;
  }
  return sent;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** How `statement` would be read when any index that can answer it is taken before reading whole tables. */
async function planOf(handle: DatabaseHandle, statement: Sent): Promise<PlanNode[]> {
  const explain = `explain (format json) ${statement.text}`;
  let plan: unknown;
  if (handle.native.driver === 'pglite') {
    plan = await handle.native.client.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      return (await tx.query<Record<string, unknown>>(explain, statement.params)).rows[0]?.['QUERY PLAN'];
    });
  } else {
    const client = await handle.native.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      plan = (await client.query(explain, statement.params)).rows[0]?.['QUERY PLAN'];
      await client.query('rollback');
    } finally {
      client.release();
    }
  }
  const [output] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
  return nodesOf(output.Plan);
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** The tables the statements `work` sent would read from end to end, and the indexes they would read. */
async function readsOf(work: () => Promise<unknown>) {
  const sent = await statementsOf(handle, work);
  expect(sent.length).toBeGreaterThan(0);
  const nodes: PlanNode[] = [];
  for (const statement of sent) nodes.push(...(await planOf(handle, statement)));
  return {
    readWhole: nodes.flatMap((node) => (node['Node Type'] === 'Seq Scan' ? [node['Relation Name']] : [])),
    indexes: [...new Set(nodes.flatMap((node) => node['Index Name'] ?? []))],
  };
}

/** `work` reads no table from end to end, and reads each of `meant`. */
async function expectIndexed(work: () => Promise<unknown>, meant: string[]) {
  const reads = await readsOf(work);
  expect(reads.readWhole).toEqual([]);
  expect(reads.indexes).toEqual(expect.arrayContaining(meant));
}

describe('the back office reads through indexes', () => {
  it.each([
    ['a policy number', 'FUN-2026-000123', ['policies_policy_number_unique']],
    ['a claim number', 'CLM-2026-000045', ['claims_claim_number_unique']],
    ['an application number', 'APP-2026-000067', ['applications_application_number_unique']],
    ['an ID number', '8001015009087', ['policy_holders_id_number_unique']],
    ['a mobile number', '082 123 4567', ['policy_holders_cellphone_idx']],
    ['a full name', 'Thandi Mokoena', ['policy_holders_full_name_idx']],
    [
      'a registration number written any way',
      'ca 123-456',
      ['insured_items_plate_idx', 'applications_plate_idx', 'pre_inspections_plate_idx'],
    ],
    ['an IMEI', '49 015420 323751 8', ['insured_items_imei_idx', 'applications_imei_idx']],
  ])('searching by %s', async (_, q, meant) => {
    await expectIndexed(() => searchBackoffice(handle.db, q), meant);
  });

  it('counting the work queues', async () => {
    await expectIndexed(() => backofficeQueues(handle.db), ['collections_unpaid_idx', 'claims_status_idx']);
  });

  it('listing the failed premiums still unpaid', async () => {
    await expectIndexed(() => failedPayments(handle.db, 50), ['collections_unpaid_idx']);
  });

  it('listing claims newest first, of every status and of one', async () => {
    await expectIndexed(() => listClaims(handle.db, { limit: 50 }), ['claims_created_idx']);
    await expectIndexed(
      () => listClaims(handle.db, { status: 'in_review', limit: 50 }),
      ['claims_status_idx'],
    );
  });

  it('finding the claims on a phone or vehicle', async () => {
    await expectIndexed(
      () =>
        handle.db
          .select()
          .from(claims)
          .where(inArray(claims.insuredItemId, [randomUUID()])),
      ['claims_item_idx'],
    );
  });

  it('listing the pre-inspections oldest submission first, of every status and of one', async () => {
    await expectIndexed(() => listForBackoffice(handle.db, { limit: 50 }), ['pre_inspections_queue_idx']);
    await expectIndexed(
      () => listForBackoffice(handle.db, { status: 'SUBMITTED', limit: 50 }),
      ['pre_inspections_status_idx'],
    );
  });

  it('finding a pre-inspection a new motor application may reuse (none issued a policy)', async () => {
    await expectIndexed(
      () =>
        findReusablePreInspectionOf(
          handle.db,
          randomUUID(),
          { vinNo: 'WVWZZZ1KZ8W123456', registrationNo: 'CA123456' },
          new Date('2026-11-01T00:00:00Z'),
        ),
      ['policies_pre_inspection_idx'],
    );
  });

  it('sees a table read from end to end and an index not read (a search by a column no index holds)', async () => {
    const reads = await readsOf(() =>
      handle.db.execute(sql`select id from policy_holders where email = ${'x@y.za'}`),
    );
    expect(reads).toEqual({ readWhole: ['policy_holders'], indexes: [] });
  });
});
