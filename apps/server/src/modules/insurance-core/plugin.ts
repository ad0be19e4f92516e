/**
 * The insurance core's own running parts, once for every product line: the billing run on an interval
 * (billing-scheduler.ts), which bills the policies of every line that have fallen due.
 */
import fp from 'fastify-plugin';
import { scheduleBillingRuns } from './billing-scheduler.js';
import { systemClock, type Clock } from './clock.js';
import type { Collector } from './collector.js';

export interface InsuranceCoreOptions {
  now?: Clock;
  collector?: Collector;
  /** run billing on an interval (default: on, except when NODE_ENV is 'test', where tests call runBilling) */
  scheduleBilling?: boolean;
  billingIntervalMs?: number;
  firstBillingDelayMs?: number;
}

export const createInsuranceCore = (options: InsuranceCoreOptions = {}) =>
  fp(
    async (app) => {
      if (options.scheduleBilling ?? app.config.NODE_ENV !== 'test')
        scheduleBillingRuns(app, {
          now: options.now ?? systemClock,
          collector: options.collector,
          intervalMs: options.billingIntervalMs,
          firstRunDelayMs: options.firstBillingDelayMs,
        });
    },
    { name: 'insurance-core' },
  );

export const insuranceCoreModule = createInsuranceCore();
