import pg from 'pg';

/** A statement as node-postgres sent it, with the values of its first use. */
export interface CapturedQuery {
  text: string;
  values: unknown[];
}

export interface QueryCapture {
  /** Stops recording; the distinct statements sent meanwhile, in first-use order. */
  stop(): CapturedQuery[];
}

type Query = (...args: unknown[]) => unknown;

/** The statements being recorded, by text; null while nothing records. */
let recording: Map<string, CapturedQuery> | null = null;

/**
 * Every node-postgres client sends through this, from the moment this module is loaded: a pooled connection
 * takes the client's `query` when it connects (the server's sendQueriesInTurn), so a wrapper put on the
 * prototype later would miss the connections already open. Importing this module before the app opens its
 * pool is enough; recording itself is switched on and off by captureQueries.
 */
const prototype = pg.Client.prototype as unknown as { query: Query };
const send = prototype.query;
prototype.query = function (this: unknown, ...args: unknown[]) {
  const [first, second] = args;
  const config = typeof first === 'string' ? { text: first } : (first as Partial<CapturedQuery> | undefined);
  const values = config?.values ?? second;
  if (recording && config?.text && !recording.has(config.text))
    recording.set(config.text, { text: config.text, values: Array.isArray(values) ? values : [] });
  return send.apply(this, args);
};

/**
 * Records every distinct statement the application sends (through any node-postgres client, pooled or in a
 * transaction) until stopped: the queries the real code paths issue, to EXPLAIN them afterwards.
 */
export function captureQueries(): QueryCapture {
  const seen = new Map<string, CapturedQuery>();
  recording = seen;
  return {
    stop() {
      if (recording === seen) recording = null;
      return [...seen.values()];
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** the rows the planner expects the node to return */
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

export interface ExplainedQuery {
  /** the statement, shortened */
  query: string;
  /** how each table is read: 'Index Scan using policies_holder_idx', 'Seq Scan on idp_users', … */
  access: string[];
  /**
   * sequential scans of tables holding at least BIG_TABLE_ROWS rows that keep under KEPT_SHARE of them: each
   * one is a missing index (a statement that keeps most of a table, as a count of every claim open when all
   * are, is rightly read from end to end)
   */
  bigSeqScans: string[];
  /** planning and execution time in PostgreSQL, when the statement was run with EXPLAIN ANALYZE */
  databaseMs: number | null;
}

/** A table this size read from end to end for one request, to keep a small share of it, is a missing index. */
const BIG_TABLE_ROWS = 10_000;
const KEPT_SHARE = 0.1;
const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Statements that only read, safe to run again under EXPLAIN ANALYZE. */
const READ_ONLY = (text: string) => /^\s*select\b/i.test(text) && !/\bfor (update|share)\b/i.test(text);

interface ExplainOutput {
  Plan: PlanNode;
  'Planning Time'?: number;
  'Execution Time'?: number;
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

function accessOf(node: PlanNode): string {
  const type = node['Node Type'];
  if (node['Index Name']) return `${type} using ${node['Index Name']}`;
  return node['Relation Name'] && type !== 'ModifyTable' ? `${type} on ${node['Relation Name']}` : '';
}

const shorten = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^select .*? from /i, 'select … from ')
    .replace(/ returning .*$/i, ' returning …')
    .slice(0, 150);

/**
 * EXPLAIN each data statement with the values it was first sent with: without running it, or, with `analyze`,
 * running the read-only ones again to time them inside PostgreSQL.
 */
export async function explainQueries(
  client: pg.Client,
  queries: readonly CapturedQuery[],
  { analyze = false, bigTableRows = BIG_TABLE_ROWS } = {},
): Promise<ExplainedQuery[]> {
  const { rows: sizes } = await client.query<{ name: string; rows: number }>(
    `select relname as name, reltuples::bigint as rows from pg_class
     where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  const rowsOf = new Map(sizes.map((size) => [size.name, Number(size.rows)]));
  const explained: ExplainedQuery[] = [];
  for (const query of queries.filter((entry) => EXPLAINABLE.test(entry.text))) {
    const timed = analyze && READ_ONLY(query.text);
    const { rows } = await client.query<{ 'QUERY PLAN': ExplainOutput[] }>(
      `explain (${timed ? 'analyze, ' : ''}format json) ${query.text}`,
      query.values,
    );
    const output = rows[0]?.['QUERY PLAN'][0];
    const plan = output?.Plan;
    const nodes = plan ? nodesOf(plan) : [];
    const access = nodes.map(accessOf).filter((entry) => entry !== '');
    const bigSeqScans = nodes
      .filter((node) => {
        const rows = rowsOf.get(node['Relation Name'] ?? '') ?? 0;
        return (
          /Seq Scan$/.test(node['Node Type']) &&
          rows >= bigTableRows &&
          (node['Plan Rows'] ?? 0) < rows * KEPT_SHARE
        );
      })
      .map(accessOf);
    const databaseMs = timed ? (output?.['Planning Time'] ?? 0) + (output?.['Execution Time'] ?? 0) : null;
    explained.push({ query: shorten(query.text), access, bigSeqScans, databaseMs });
  }
  return explained;
}

/** Prints each statement with how it reads its tables; a sequential scan of a big table is called out. */
export function printPlans(title: string, explained: readonly ExplainedQuery[]): void {
  const missing = explained.filter((entry) => entry.bigSeqScans.length > 0);
  const timed = explained.filter((entry) => entry.databaseMs !== null);
  const databaseMs = timed.reduce((sum, entry) => sum + (entry.databaseMs ?? 0), 0);
  console.log(
    `\n${title}: ${explained.length} statements, ${
      missing.length === 0
        ? 'no table of ≥ 10 000 rows read from end to end for a small share of it'
        : `${missing.length} reading a big table from end to end for a small share of it (MISSING INDEX)`
    }${timed.length > 0 ? `; ${databaseMs.toFixed(2)} ms inside PostgreSQL together (EXPLAIN ANALYZE, planning included)` : ''}`,
  );
  for (const entry of explained)
    console.log(
      `  ${entry.bigSeqScans.length > 0 ? 'SEQ ' : 'ok  '} ${entry.access.join(', ') || 'no table read'}${
        entry.databaseMs === null ? '' : ` (${entry.databaseMs.toFixed(2)} ms)`
      }\n       ${entry.query}`,
    );
}
