import { saDay } from '@cover/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { POSTGRES_BILLING_CONCURRENCY } from '../apps/server/src/modules/insurance-core/billing-job';
import { createBenchDatabase } from './support/postgres';
import { measureBackoffice } from './support/scale-backoffice';
import { measureBillingRun } from './support/scale-billing';
import { billingCalendar } from './support/scale-calendar';
import { bulkLoad } from './support/scale-load';
import { explainQueries, printPlans } from './support/scale-plans';
import {
  claimListUrl,
  measureRoute,
  policyDetailUrl,
  policyListUrl,
  signInRandomHolders,
} from './support/scale-reads';
import { printBackoffice, printBilling, printLoad, printReads } from './support/scale-report';
import { createTemplates } from './support/scale-templates';
import { startBareFastify } from './support/servers';

/**
 * `npm run bench -- --only=scale [--policies=100000] [--keep] [--billing-concurrency=4] [--holders=200]`:
 * a book of a million funeral policies on PostgreSQL, bulk loaded, then read and billed by the real code.
 * `--database=<url>` reads a book kept by an earlier `--keep` run again (no load, no billing run: its due
 * policies were billed), to measure a change to the reads in a minute instead of a quarter of an hour.
 */
interface ScaleOptions {
  policies: number;
  /** signed-in holders whose policies are read (half as many with claims) */
  holders: number;
  billingConcurrency: number;
  /** keep the database afterwards (its URL is printed) */
  keep: boolean;
  /** a database kept by an earlier run, to read again */
  database: string | undefined;
}

function scaleOptions(argv: readonly string[]): ScaleOptions {
  const value = (name: string, fallback: number) => {
    const given = argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
    const parsed = given === undefined ? fallback : Number(given.replace(/[_ ]/g, ''));
    if (!Number.isSafeInteger(parsed) || parsed < 1)
      throw new Error(`--${name} must be a positive whole number`);
    return parsed;
  };
  return {
    policies: value('policies', 1_000_000),
    holders: value('holders', 200),
    billingConcurrency: value('billing-concurrency', POSTGRES_BILLING_CONCURRENCY),
    keep: argv.includes('--keep'),
    database: argv.find((arg) => arg.startsWith('--database='))?.slice('--database='.length),
  };
}

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

async function timeEach(times: number, work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    samples.push(seconds(started) * 1000);
  }
  return samples.slice(Math.floor(times / 10));
}

/** The floors of a read: the framework answering a small JSON object, and one database round trip. */
async function readFloors(app: FastifyInstance) {
  const bare = await startBareFastify();
  try {
    return [
      {
        name: 'floor: bare Fastify inject',
        samples: await timeEach(330, () => bare.app.inject('/api/health')),
      },
      {
        name: 'floor: select 1 on the pool',
        samples: await timeEach(330, () => app.db.execute(sql`select 1`)),
      },
    ];
  } finally {
    await bare.app.close();
  }
}

async function load(app: FastifyInstance, client: pg.Client, options: ScaleOptions) {
  const calendar = billingCalendar(saDay(new Date()));
  const templates = await createTemplates(app);
  const holders = Math.ceil(options.policies * 0.8);
  console.log(
    `bulk load as of ${calendar.asOf}: ${options.policies.toLocaleString('en-ZA')} policies of ${holders.toLocaleString('en-ZA')} holders`,
  );
  const loadStarted = process.hrtime.bigint();
  const steps = await bulkLoad(
    client,
    { policies: options.policies, holders, asOf: calendar.asOf },
    calendar,
    templates,
  );
  const { rows } = await client.query<{ size: string }>(
    'select pg_database_size(current_database()) as size',
  );
  printLoad(steps, seconds(loadStarted), Number(rows[0]?.size ?? 0));
  return calendar;
}

/**
 * Random holders (not yet signed in) read their policy list, a policy's detail and their claims; then the back
 * office searches the book and counts its queues.
 */
async function measureReads(app: FastifyInstance, client: pg.Client, options: ScaleOptions) {
  const signInStarted = process.hrtime.bigint();
  const readers = await signInRandomHolders(app, client, options.holders, false);
  const claimants = await signInRandomHolders(app, client, Math.ceil(options.holders / 2), true);
  console.log(
    `${readers.length + claimants.length} random holders signed in (${seconds(signInStarted).toFixed(0)} s)`,
  );
  const reads = [
    await measureRoute(app, 'policy list', readers, policyListUrl),
    await measureRoute(app, 'policy detail', readers, policyDetailUrl),
    await measureRoute(app, 'claim list', claimants, claimListUrl),
  ];
  printReads(reads, await readFloors(app));
  for (const read of reads)
    printPlans(
      `Query plans of the ${read.name}`,
      await explainQueries(client, read.queries, { analyze: true }),
    );
  const backoffice = await measureBackoffice(app, client);
  printBackoffice(backoffice);
  const statements = new Map(backoffice.flatMap((read) => read.queries).map((query) => [query.text, query]));
  printPlans('Query plans of the back office', await explainQueries(client, [...statements.values()]));
}

async function bill(
  app: FastifyInstance,
  client: pg.Client,
  calendar: ReturnType<typeof billingCalendar>,
  options: ScaleOptions,
) {
  console.log(`\nbilling run of ${calendar.runDay} (billing day ${calendar.runDays.join(', ')}) starts…`);
  const billing = await measureBillingRun(app, client, calendar.runDay, options.billingConcurrency);
  printBilling(billing, calendar.runDay, options.billingConcurrency);
  printPlans('Query plans of the billing run', await explainQueries(client, billing.queries));
}

export async function benchScale(): Promise<void> {
  const options = scaleOptions(process.argv);
  console.log(
    options.database
      ? `\nScale of the data: the book kept in ${options.database}`
      : `\nScale of the data: ${options.policies.toLocaleString('en-ZA')} funeral policies on PostgreSQL`,
  );
  const target = options.database
    ? { url: options.database, drop: () => Promise.resolve() }
    : await createBenchDatabase('scale');
  if (!target) return;
  const database = await openDatabase(target.url);
  const client = new pg.Client({ connectionString: target.url });
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(database);
    app = await buildApp(testConfig({ RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent' }), {
      database,
      ownsDatabase: false,
    });
    await client.connect();
    if (options.database) {
      console.log('reading the book kept in that database again: no load, no billing run');
      await measureReads(app, client, options);
    } else {
      const calendar = await load(app, client, options);
      await measureReads(app, client, options);
      await bill(app, client, calendar, options);
    }
  } finally {
    await client.end().catch(() => undefined);
    await app?.close();
    await database.close();
    if (options.keep || options.database) console.log(`\nkept the database: ${target.url}`);
    else await target.drop();
  }
}
