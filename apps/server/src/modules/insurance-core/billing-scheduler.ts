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

export interface BillingScheduleOptions {
  now: Clock;
  collector?: Collector | undefined;
  intervalMs?: number | undefined;
  /** the wait before the first run after start (default 10 s) */
  firstRunDelayMs?: number | undefined;
}

export function scheduleBillingRuns(app: FastifyInstance, options: BillingScheduleOptions): void {
  const run = () => {
    runBilling(app.db, {
      now: options.now(),
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
