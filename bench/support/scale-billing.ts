import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { runBilling, type BillingRunResult } from '../../apps/server/src/modules/insurance-core/billing-run';
import { captureQueries, type CapturedQuery } from './scale-plans';

export interface BillingRunFigures {
  /** ACTIVE policies whose billing date had come when the run started */
  due: number;
  /** ACTIVE policies owing arrears when the run started */
  owing: number;
  result: BillingRunResult;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapPeakMb: number;
  /** customer notices the run wrote to the outbox, and how many were still waiting for delivery at its end */
  notices: { written: number; pending: number };
  queries: CapturedQuery[];
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

async function count(client: pg.Client, sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: string }>(sql, values);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Runs the billing run of `runDay` (06:00 in Johannesburg) in this process, as the scheduler runs it inside
 * the server: the app's notice observer writes the customers' messages in each policy's transaction and the
 * notifier delivers them meanwhile. Samples the process's memory every 200 ms and records the statements sent.
 */
export async function measureBillingRun(
  app: FastifyInstance,
  client: pg.Client,
  runDay: string,
  concurrency: number,
): Promise<BillingRunFigures> {
  const due = await count(
    client,
    `select count(*) as n from policies
     where status = 'ACTIVE' and next_billing_date <= $1 and monthly_premium > 0`,
    [runDay],
  );
  const owing = await count(
    client,
    `select count(*) as n from policies where status = 'ACTIVE' and balance > 0`,
  );
  const outboxBefore = await count(client, 'select count(*) as n from outbox_messages');

  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let heapPeak = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 200);
  const capture = captureQueries();
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const running = runBilling(app.db, { now: new Date(`${runDay}T06:00:00+02:00`), concurrency });
  const progress = setInterval(() => console.log(`  … ${Math.round(elapsed())} s`), 60_000);
  let result: BillingRunResult;
  try {
    result = await running;
  } finally {
    clearInterval(progress);
    clearInterval(sampler);
  }
  const seconds = elapsed();
  const queries = capture.stop();
  const usage = process.memoryUsage();

  return {
    due,
    owing,
    result,
    seconds,
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(Math.max(rssPeak, usage.rss)),
    heapPeakMb: mb(Math.max(heapPeak, usage.heapUsed)),
    notices: {
      written: (await count(client, 'select count(*) as n from outbox_messages')) - outboxBefore,
      pending: await count(client, `select count(*) as n from outbox_messages where status = 'pending'`),
    },
    queries,
  };
}
