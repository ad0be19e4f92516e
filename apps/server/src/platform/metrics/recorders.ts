import type { FastifyInstance } from 'fastify';
import {
  BILLING_OUTCOMES,
  type BillingOutcome,
  type JobOutcome,
  type QueueDepthSource,
} from './app-metrics.js';

/** Counts one attempt of a job of `queue` that ended as `outcome` (cover_jobs_total). */
export function recordJobOutcome(app: FastifyInstance, queue: string, outcome: JobOutcome): void {
  app.metrics.jobOutcomes.inc({ queue, outcome });
}

/**
 * Adds a source of queue depths, asked at every scrape (cover_job_queue_depth). A source that fails or
 * takes longer than QUEUE_DEPTH_TIMEOUT_MS is logged and left out of that scrape.
 */
export function registerQueueDepthSource(app: FastifyInstance, source: QueueDepthSource): void {
  app.metrics.queueDepthSources.push(source);
}

/** Adds what one billing run did to cover_billing_outcomes_total; counts that are not whole and ≥ 0 are logged and skipped. */
export function recordBillingOutcomes(app: FastifyInstance, result: Record<BillingOutcome, number>): void {
  for (const outcome of BILLING_OUTCOMES) {
    const count = result[outcome];
    if (Number.isInteger(count) && count >= 0) app.metrics.billingOutcomes.inc({ outcome }, count);
    else app.log.warn({ outcome, count }, 'billing outcome count is not a whole number ≥ 0; not recorded');
  }
}
