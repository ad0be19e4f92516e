/** Background jobs (issue 16): the job queues' state and the dead-lettered jobs staff may retry. */
import { z } from 'zod';
import { entityIdField } from '../ids.js';

export const backofficeJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const backofficeJobQueueSchema = z.object({
  queue: z.string(),
  /** what the job does, in the back office's words */
  title: z.string(),
  /** waiting to run (including retries waiting for their time) */
  waiting: z.number().int(),
  running: z.number().int(),
  /** retries used up: dead-lettered until staff retry them */
  failed: z.number().int(),
});
export type BackofficeJobQueue = z.infer<typeof backofficeJobQueueSchema>;

export const backofficeFailedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  title: z.string(),
  /** how many times it ran */
  attempts: z.number().int(),
  /** the last error's message */
  error: z.string(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type BackofficeFailedJob = z.infer<typeof backofficeFailedJobSchema>;

export const backofficeJobsReplySchema = z.object({
  /** false when this instance runs jobs in process without the queue (tests) */
  queueRunning: z.boolean(),
  queues: z.array(backofficeJobQueueSchema),
  failed: z.array(backofficeFailedJobSchema),
});
export type BackofficeJobsReply = z.infer<typeof backofficeJobsReplySchema>;

export const backofficeJobParamsSchema = z.object({ jobId: entityIdField });

export const backofficeJobRetryReplySchema = z.object({ id: z.string(), retried: z.literal(true) });
export type BackofficeJobRetryReply = z.infer<typeof backofficeJobRetryReplySchema>;
