/**
 * The billing run as a job (docs/decisions/0032): every hour and once when an instance starts, on one instance
 * at a time; each run bills whatever has fallen due, so a missed hour catches up. A run that fails is retried
 * with backoff, then dead-lettered for the back office. A policy is billed at most once per due date however
 * many runs overlap (billing-due.ts inserts each due premium once, ON CONFLICT DO NOTHING, under the policy's lock).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordBillingOutcomes } from '../../platform/metrics/index.js';
import { runBilling } from './billing-run.js';
import type { Clock } from './clock.js';
import type { Collector } from './collector.js';

export const BILLING_JOB = 'billing-run';
/** At five past every hour, South African time. */
export const BILLING_CRON = '5 * * * *';
/**
 * Transactions the billing run keeps open at the same time on PostgreSQL: a page of due policies is billed in
 * this many chunks at once (the pool has 10 connections: requests keep most of them). The embedded database
 * has one connection, so it bills one chunk at a time.
 */
export const POSTGRES_BILLING_CONCURRENCY = 4;

const onPostgres = (app: FastifyInstance) => /^postgres(ql)?:\/\//.test(app.config.DATABASE_URL ?? '');

export interface BillingJobOptions {
  now: Clock;
  collector?: Collector | undefined;
  /** transactions at the same time (default POSTGRES_BILLING_CONCURRENCY on PostgreSQL, else 1) */
  concurrency?: number | undefined;
}

export function defineBillingJob(app: FastifyInstance, options: BillingJobOptions): void {
  const concurrency = options.concurrency ?? (onPostgres(app) ? POSTGRES_BILLING_CONCURRENCY : 1);
  app.jobs.define({
    name: BILLING_JOB,
    title: 'Billing run: collects the premiums that have fallen due',
    schema: z.object({}),
    cron: BILLING_CRON,
    runAtStart: true,
    async handler() {
      const result = await runBilling(app.db, {
        now: options.now(),
        concurrency,
        ...(options.collector ? { collector: options.collector } : {}),
      });
      recordBillingOutcomes(app, result);
      if (result.collected + result.failed + result.recovered + result.lapsed > 0)
        app.log.info(result, 'billing run');
    },
  });
}
