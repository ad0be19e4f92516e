import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withTimeout } from '../with-timeout.js';

export const JOB_OUTCOMES = ['completed', 'failed', 'retried', 'dead'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export const BILLING_OUTCOMES = ['collected', 'failed', 'recovered', 'lapsed'] as const;
export type BillingOutcome = (typeof BILLING_OUTCOMES)[number];

/** How many jobs of a queue are in a state right now (the job queue reports it; read at each scrape). */
export type QueueDepth = { queue: string; state: string; count: number };
export type QueueDepthSource = () => Promise<QueueDepth[]>;

/** How long a queue-depth source may take before a scrape goes on without it. */
export const QUEUE_DEPTH_TIMEOUT_MS = 2000;

/** One app's metrics, in a registry of its own (tests build many apps in one process). */
export interface AppMetrics {
  readonly registry: Registry;
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status_class'>;
  readonly jobOutcomes: Counter<'queue' | 'outcome'>;
  readonly billingOutcomes: Counter<'outcome'>;
  readonly queueDepthSources: QueueDepthSource[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (platform/metrics). */
    metrics: AppMetrics;
  }
}

async function readSources(sources: readonly QueueDepthSource[], log: FastifyBaseLogger) {
  const answers = await Promise.allSettled(
    sources.map((source) =>
      withTimeout(Promise.resolve().then(source), QUEUE_DEPTH_TIMEOUT_MS, 'queue depth'),
    ),
  );
  return answers.flatMap((answer) => {
    if (answer.status === 'fulfilled') return answer.value;
    log.warn({ err: answer.reason }, 'queue depth unavailable for this scrape');
    return [];
  });
}

/** Creates the registry and the metrics the app records: requests, jobs, queue depth and billing outcomes. */
export function createAppMetrics(log: FastifyBaseLogger): AppMetrics {
  const registry = new Registry();
  const queueDepthSources: QueueDepthSource[] = [];
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status class (its _count is the request count)',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const jobOutcomes = new Counter({
    name: 'cover_jobs_total',
    help: 'Background jobs that ended an attempt, by queue and outcome (completed, failed, retried, dead)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'cover_job_queue_depth',
    help: 'Jobs waiting or running, by queue and state, as the job queue reports at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const depths = await readSources(queueDepthSources, log);
      this.reset();
      for (const { queue, state, count } of depths) this.set({ queue, state }, count);
    },
  });
  const billingOutcomes = new Counter({
    name: 'cover_billing_outcomes_total',
    help: 'Premiums handled by billing runs, by outcome (collected, failed, recovered, lapsed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // Every outcome is a series from the start, so a rate over it is defined before the first run.
  for (const outcome of BILLING_OUTCOMES) billingOutcomes.inc({ outcome }, 0);
  return { registry, httpRequestDuration, jobOutcomes, billingOutcomes, queueDepthSources };
}
