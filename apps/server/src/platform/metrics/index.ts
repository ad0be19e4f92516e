import type { FastifyInstance } from 'fastify';
import { createAppMetrics } from './app-metrics.js';
import { recordHttpRequests } from './http-metrics.js';
import { processMetrics } from './process-metrics.js';

export {
  BILLING_OUTCOMES,
  JOB_OUTCOMES,
  type AppMetrics,
  type BillingOutcome,
  type JobOutcome,
  type QueueDepth,
  type QueueDepthSource,
} from './app-metrics.js';
export { recordBillingOutcomes, recordJobOutcome, registerQueueDepthSource } from './recorders.js';
export { METRICS_PATH, registerMetricsRoute } from './route.js';

/**
 * Prometheus metrics: decorates `app.metrics` (a registry of this app's own), times every request by
 * route pattern and starts the process metrics (once per process). Call before any plugin records jobs
 * or billing runs; GET /metrics is registerMetricsRoute.
 */
export function registerMetrics(app: FastifyInstance): void {
  app.decorate('metrics', createAppMetrics(app.log));
  processMetrics();
  recordHttpRequests(app);
}
