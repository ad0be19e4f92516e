/**
 * How the statements a piece of server code sends would be read: each is planned with sequential scans
 * switched off (PostgreSQL then reads a table from end to end only when no index can answer it), on either
 * driver. For tests that a search, list, queue or purge reads an index whatever the size of its table.
 */
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';

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

const distinct = (names: (string | undefined)[]) => [...new Set(names.filter((name) => name !== undefined))];

/**
 * The tables the statements `work` sent would read from end to end, the indexes they would read, and the
 * tables whose rows they would read (every scan of a table but one that answers from an index alone).
 */
export async function readsOf(handle: DatabaseHandle, work: () => Promise<unknown>) {
  const sent = await statementsOf(handle, work);
  expect(sent.length).toBeGreaterThan(0);
  const nodes: PlanNode[] = [];
  for (const statement of sent) nodes.push(...(await planOf(handle, statement)));
  return {
    readWhole: nodes.flatMap((node) => (node['Node Type'] === 'Seq Scan' ? [node['Relation Name']] : [])),
    indexes: distinct(nodes.map((node) => node['Index Name'])),
    rowsRead: distinct(
      nodes.map((node) => (node['Node Type'] === 'Index Only Scan' ? undefined : node['Relation Name'])),
    ),
  };
}

/** `work` reads no table from end to end, and reads each of `meant`. */
export async function expectIndexed(handle: DatabaseHandle, work: () => Promise<unknown>, meant: string[]) {
  const reads = await readsOf(handle, work);
  expect(reads.readWhole).toEqual([]);
  expect(reads.indexes).toEqual(expect.arrayContaining(meant));
}
