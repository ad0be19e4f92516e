import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { recordJobOutcome, registerQueueDepthSource } from '../metrics/index.js';
import { addReadinessCheck } from '../readiness.js';
import { JobQueue } from './job-queue.js';
import { sqlExecutor } from './sql-executor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work (docs/decisions/0032): modules `define` their jobs while registering and `send` them. */
    jobs: JobQueue;
  }
}

export interface JobQueueSetup {
  /** Run jobs on the queue once the app is ready (default: yes, except when NODE_ENV is 'test'). */
  start?: boolean;
}

/**
 * Decorates `app.jobs` (after registerOperations: it adds a readiness check and metrics). The queue starts
 * when the app is ready (every module has defined its jobs by then) and stops before the app closes its
 * database, letting running jobs finish.
 */
export function registerJobQueue(
  app: FastifyInstance,
  database: DatabaseHandle,
  setup: JobQueueSetup = {},
): void {
  const jobs = new JobQueue({
    executor: sqlExecutor(database.native),
    logger: app.log.child({ component: 'jobs' }),
    onOutcome: (queue, outcome) => recordJobOutcome(app, queue, outcome),
  });
  app.decorate('jobs', jobs);
  addReadinessCheck(app, 'jobs', () => jobs.check());
  registerQueueDepthSource(app, () => jobs.counts());
  if (setup.start ?? app.config.NODE_ENV !== 'test') app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
}
