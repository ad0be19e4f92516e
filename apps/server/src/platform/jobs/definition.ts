import type { z } from 'zod';

/**
 * A kind of background work (docs/decisions/0032): its queue name, what it does in the back office's words,
 * the payload schema every job of it is parsed with, the handler, and how it is retried. The same handler
 * runs on the job queue (pg-boss, on PostgreSQL or the embedded database) and, where the queue is not
 * started (unit and API tests), in process when the work is asked for.
 */
export interface JobDefinition<T extends object = object> {
  /** The queue name: lower case words with dashes. */
  name: string;
  /** What the job does, as the back office shows it. */
  title: string;
  schema: z.ZodType<T>;
  handler: (data: T, context: JobContext) => Promise<void>;
  /** Runs on this cron schedule (South African time), once per tick however many instances run. */
  cron?: string;
  /** Also asked for once when an instance starts (missed ticks catch up). */
  runAtStart?: boolean;
  /** Tries after the first (default 5); then the job is dead-lettered for the back office. */
  retryLimit?: number;
  /** The first retry's delay in seconds (default 30); later ones back off exponentially. */
  retryDelaySeconds?: number;
  /** A run taking longer than this is failed and retried (default 15 minutes). */
  expireInSeconds?: number;
  /** How often an idle worker looks for jobs of this kind (default 5 s); a send on this instance wakes it at once. */
  pollingIntervalSeconds?: number;
}

export interface JobContext {
  jobId: string;
  /** 0 for the first try. */
  retryCount: number;
}

export const DEFAULT_RETRY_LIMIT = 5;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;
export const DEFAULT_EXPIRE_IN_SECONDS = 15 * 60;
export const DEFAULT_POLLING_INTERVAL_SECONDS = 5;
/** Schedules read in South African time (no daylight saving). */
export const JOB_TIME_ZONE = 'Africa/Johannesburg';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function assertJobName(name: string): void {
  if (!NAME.test(name)) throw new Error(`job name "${name}" must be lower case words joined by dashes`);
}
