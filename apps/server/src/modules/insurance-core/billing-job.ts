/**
 * Runs the billing run on an interval while the server runs (default hourly; each run bills whatever has
 * fallen due, so missed runs catch up). Not started in tests: they call runBilling directly.
 */
import type { FastifyInstance } from 'fastify';
import { runBilling } from './billing-run.js';
import type { Clock } from './clock.js';
import type { Collector } from './collector.js';

export const BILLING_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 10_000;
/**
 * Policies billed at the same time on PostgreSQL, each in its own transaction (the pool has 10 connections:
 * requests keep most of them). The embedded database has one connection, so it bills one at a time.
 */
export const POSTGRES_BILLING_CONCURRENCY = 4;

const onPostgres = (app: FastifyInstance) => /^postgres(ql)?:\/\//.test(app.config.DATABASE_URL ?? '');

export interface BillingScheduleOptions {
  now: Clock;
  collector?: Collector | undefined;
  intervalMs?: number | undefined;
  /** the wait before the first run after start (default 10 s) */
  firstRunDelayMs?: number | undefined;
  /** policies billed at the same time (default POSTGRES_BILLING_CONCURRENCY on PostgreSQL, else 1) */
  concurrency?: number | undefined;
}

export function scheduleBillingRuns(app: FastifyInstance, options: BillingScheduleOptions): void {
  const concurrency = options.concurrency ?? (onPostgres(app) ? POSTGRES_BILLING_CONCURRENCY : 1);
  const run = () => {
    runBilling(app.db, {
      now: options.now(),
      concurrency,
      ...(options.collector ? { collector: options.collector } : {}),
    }).then(
      (result) => {
        if (result.collected + result.failed + result.recovered + result.lapsed > 0)
          app.log.info(result, 'billing run');
      },
      (error: unknown) => app.log.warn({ err: error }, 'billing run failed'),
    );
  };
  const first = setTimeout(run, options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  const timer = setInterval(run, options.intervalMs ?? BILLING_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
