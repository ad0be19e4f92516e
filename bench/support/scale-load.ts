import { formatRand, SA_BANKS } from '@cover/domain';
import type pg from 'pg';
import type { BillingCalendar } from './scale-calendar';
import { LOAD_FUNCTIONS } from './scale-load-functions';
import { loadSteps, type LoadSize } from './scale-load-sql';
import type { Templates } from './scale-templates';

export interface LoadedStep {
  name: string;
  rows: number;
  seconds: number;
}

const BIG_TABLES = [
  'policy_holders',
  'payment_methods',
  'quote_packages',
  'applications',
  'policies',
  'policy_members',
  'beneficiaries',
  'collections',
  'events',
  'claims',
];

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

async function timed(name: string, work: () => Promise<number>, log: (line: string) => void) {
  const started = process.hrtime.bigint();
  const rows = await work();
  const step = { name, rows, seconds: seconds(started) };
  log(
    `  ${name.padEnd(22)} ${rows.toLocaleString('en-ZA').padStart(12)} rows ${step.seconds.toFixed(1).padStart(7)} s`,
  );
  return step;
}

const rowsOf = (result: pg.QueryResult | pg.QueryResult[]) =>
  (Array.isArray(result) ? result : [result]).reduce((sum, part) => sum + (part.rowCount ?? 0), 0);

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Drops the indexes of `tables` that back no constraint (built again afterwards, in one sorted pass each). */
async function dropSecondaryIndexes(
  client: pg.Client,
  tables: readonly string[],
): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relnamespace = 'public'::regnamespace and t.relname = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const row of rows) await client.query(`drop index ${row.name}`);
  return rows;
}

/** The small temp tables the load statements read: templates by shape, billing dates, banks, premium texts. */
async function createInputs(client: pg.Client, calendar: BillingCalendar, templates: Templates) {
  await client.query(
    `create temp table tpl as
     select (t.n - 1)::int as n, p.id as policy_id, p.application_id, a.quote_package_id, p.monthly_premium,
       $2::uuid as claim_id
     from unnest($1::uuid[]) with ordinality as t(id, n)
     join policies p on p.id = t.id join applications a on a.id = p.application_id`,
    [templates.policyIds, templates.claimId],
  );
  await client.query(
    `create temp table cal as
     select (ordinality - 1)::int as idx, (day->>'billingDay')::int as billing_day,
       array(select jsonb_array_elements_text(day->'dues')::date) as dues, (day->>'nextDue')::date as next_due
     from jsonb_array_elements($1::jsonb) with ordinality as d(day, ordinality)`,
    [JSON.stringify(calendar.days)],
  );
  const banks = SA_BANKS.slice(0, 5);
  await client.query(
    `create temp table bank as
     select (n - 1)::int as idx, name as bank_name, code as branch_code
     from unnest($1::text[], $2::text[]) with ordinality as b(name, code, n)`,
    [banks.map((bank) => bank.value), banks.map((bank) => bank.branchCode)],
  );
  const { rows } = await client.query<{ premium: number }>(
    'select distinct monthly_premium as premium from tpl',
  );
  await client.query(
    `create temp table rand as select * from unnest($1::int[], $2::text[]) as r(premium, rand)`,
    [rows.map((row) => row.premium), rows.map((row) => formatRand(row.premium))],
  );
}

/**
 * Fills the migrated database (holding only the templates) with `size.policies` policies and everything they
 * own, on one connection: foreign-key triggers off for the session (every reference is made consistent by
 * construction) and the secondary indexes dropped during the inserts and built again after them, then VACUUM ANALYZE so the planner and the visibility map know the tables, as they would in
 * a database that grew over years.
 */
export async function bulkLoad(
  client: pg.Client,
  size: LoadSize,
  calendar: BillingCalendar,
  templates: Templates,
  log: (line: string) => void = console.log,
): Promise<LoadedStep[]> {
  await client.query(`set temp_buffers = '256MB'`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query('set synchronous_commit = off');
  await client.query('set session_replication_role = replica').catch(() => {
    log('  (not a superuser: foreign keys are checked row by row, the load is slower)');
  });
  await client.query(LOAD_FUNCTIONS);
  await createInputs(client, calendar, templates);
  const indexes = await dropSecondaryIndexes(client, BIG_TABLES);
  const steps: LoadedStep[] = [];
  for (const step of loadSteps(size))
    steps.push(await timed(step.name, async () => rowsOf(await client.query(step.sql)), log));
  await client.query('set session_replication_role = origin').catch(() => undefined);
  steps.push(
    await timed(
      `${indexes.length} indexes`,
      async () => {
        for (const index of indexes) await client.query(index.definition);
        return 0;
      },
      log,
    ),
  );
  steps.push(
    await timed(
      'vacuum analyze',
      async () => {
        for (const table of BIG_TABLES) await client.query(`vacuum (analyze) ${table}`);
        return 0;
      },
      log,
    ),
  );
  return steps;
}
