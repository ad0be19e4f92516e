import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import {
  assertJobName,
  DEFAULT_EXPIRE_IN_SECONDS,
  DEFAULT_POLLING_INTERVAL_SECONDS,
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  JOB_TIME_ZONE,
  type JobDefinition,
} from './definition.js';
import { countJobs, findFailedJob, listFailedJobs, type FailedJob, type JobCount } from './job-reads.js';
import type { SqlExecutor } from './sql-executor.js';

/** pg-boss keeps its tables in this schema, beside the application's. */
export const JOB_SCHEMA = 'pgboss';
/** Dead-lettered jobs stay visible (and retryable) this long before pg-boss archives them. */
export const FAILED_JOB_VISIBLE_DAYS = 30;

export type JobOutcome = 'completed' | 'failed' | 'retried' | 'dead';

export interface JobQueueOptions {
  executor: SqlExecutor;
  logger: FastifyBaseLogger;
  /** Called after every run of a job (for metrics). */
  onOutcome?: (queue: string, outcome: JobOutcome) => void;
}

/**
 * The background work of one instance. `define` every kind of job while the app registers; `start` then runs
 * them on pg-boss, which shares the work between instances (a job runs on one of them), retries with backoff
 * and dead-letters what keeps failing. Until started (tests), `send` runs the handler in process at once.
 */
export class JobQueue {
  readonly #definitions = new Map<string, JobDefinition>();
  readonly #workers = new Map<string, string>();
  readonly #options: JobQueueOptions;
  #boss: PgBoss | null = null;
  #stopping = false;
  readonly #inline = new Set<Promise<void>>();

  constructor(options: JobQueueOptions) {
    this.#options = options;
  }

  define<T extends object>(definition: JobDefinition<T>): void {
    assertJobName(definition.name);
    if (this.#boss) throw new Error(`job ${definition.name} defined after the queue started`);
    if (this.#definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
    this.#definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  get started(): boolean {
    return this.#boss !== null;
  }

  definitions(): readonly JobDefinition[] {
    return [...this.#definitions.values()];
  }

  async start(): Promise<void> {
    if (this.#boss) return;
    const boss = new PgBoss({
      db: this.#options.executor as PgBoss.Db,
      schema: JOB_SCHEMA,
      archiveFailedAfterSeconds: FAILED_JOB_VISIBLE_DAYS * 24 * 60 * 60,
      cronWorkerIntervalSeconds: 30,
    });
    boss.on('error', (error) => this.#options.logger.warn({ err: error }, 'job queue error'));
    await boss.start();
    this.#boss = boss;
    for (const definition of this.#definitions.values()) await this.#startQueue(boss, definition);
  }

  async #startQueue(boss: PgBoss, definition: JobDefinition): Promise<void> {
    const queue: PgBoss.Queue = {
      name: definition.name,
      // One waiting and one running job at most: asking again while one waits adds nothing.
      policy: 'stately',
      retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_IN_SECONDS,
    };
    if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, queue);
    else await boss.createQueue(definition.name, queue);
    const workerId = await boss.work<object>(
      definition.name,
      {
        pollingIntervalSeconds: definition.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS,
        includeMetadata: true,
      },
      async ([job]) => {
        if (job) await this.#run(definition, job);
      },
    );
    this.#workers.set(definition.name, workerId);
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: JOB_TIME_ZONE });
    else await boss.unschedule(definition.name);
    if (definition.runAtStart) await this.send(definition.name);
  }

  async #run(definition: JobDefinition, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const log = this.#options.logger.child({ job: definition.name, jobId: job.id });
    try {
      await definition.handler(definition.schema.parse(job.data), {
        jobId: job.id,
        retryCount: job.retryCount,
      });
      this.#options.onOutcome?.(definition.name, 'completed');
    } catch (error) {
      const dead = job.retryCount >= job.retryLimit;
      log.warn(
        { err: error, retryCount: job.retryCount, dead },
        dead ? 'job dead-lettered' : 'job failed; will retry',
      );
      this.#options.onOutcome?.(definition.name, 'failed');
      this.#options.onOutcome?.(definition.name, dead ? 'dead' : 'retried');
      throw error;
    }
  }

  /**
   * Asks for a job. On the queue it waits for a free instance (this one is woken at once); before the queue
   * starts, the handler runs here and now (errors are logged, not thrown). Never throws.
   */
  async send(name: string, data: object = {}): Promise<void> {
    const definition = this.#definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    if (this.#stopping) return;
    const boss = this.#boss;
    if (!boss) return this.#runInline(definition, data);
    try {
      await boss.send(name, definition.schema.parse(data));
      const workerId = this.#workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
    } catch (error) {
      this.#options.logger.warn({ err: error, job: name }, 'job could not be queued');
    }
  }

  #runInline(definition: JobDefinition, data: object): Promise<void> {
    const run = (async () => {
      try {
        await definition.handler(definition.schema.parse(data), { jobId: 'inline', retryCount: 0 });
      } catch (error) {
        this.#options.logger.warn({ err: error, job: definition.name }, 'job failed');
      }
    })();
    this.#inline.add(run);
    void run.finally(() => this.#inline.delete(run));
    return run;
  }

  /** Throws unless the queue answers (readiness); a queue not started is not checked. */
  async check(): Promise<void> {
    if (this.#boss) await this.#options.executor.executeSql(`SELECT 1 FROM ${JOB_SCHEMA}.version`);
  }

  /** Jobs by queue and state (created, retry, active, failed …) for the defined queues. */
  async counts(): Promise<JobCount[]> {
    if (!this.#boss) return [];
    return countJobs(this.#options.executor, JOB_SCHEMA, [...this.#definitions.keys()]);
  }

  /** Dead-lettered jobs (their retries used up), newest first. */
  async failed(limit: number): Promise<FailedJob[]> {
    if (!this.#boss) return [];
    return listFailedJobs(
      this.#options.executor,
      JOB_SCHEMA,
      limit,
      (name) => this.#definitions.get(name)?.title,
    );
  }

  /** Puts a dead-lettered job back on its queue with fresh retries; false when there is no such failed job. */
  async retry(id: string): Promise<boolean> {
    const boss = this.#boss;
    if (!boss) return false;
    const job = await findFailedJob(this.#options.executor, JOB_SCHEMA, id);
    if (!job || !this.#definitions.has(job.queue)) return false;
    await boss.retry(job.queue, id);
    const workerId = this.#workers.get(job.queue);
    if (workerId) boss.notifyWorker(workerId);
    return true;
  }

  /** Stops taking jobs, lets running ones finish (up to the timeout), and waits for in-process runs. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopping = true;
    const boss = this.#boss;
    this.#boss = null;
    if (boss) await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    await Promise.allSettled([...this.#inline]);
  }
}
