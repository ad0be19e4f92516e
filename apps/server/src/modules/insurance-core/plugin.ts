/**
 * The insurance core's own running parts, once for every product line: the billing run as a job
 * (billing-job.ts), which bills the policies of every line that have fallen due.
 */
import fp from 'fastify-plugin';
import { defineBillingJob } from './billing-job.js';
import { systemClock, type Clock } from './clock.js';
import type { Collector } from './collector.js';

export interface InsuranceCoreOptions {
  now?: Clock;
  collector?: Collector;
}

export const createInsuranceCore = (options: InsuranceCoreOptions = {}) =>
  fp(
    async (app) => {
      defineBillingJob(app, { now: options.now ?? systemClock, collector: options.collector });
    },
    { name: 'insurance-core' },
  );

export const insuranceCoreModule = createInsuranceCore();
