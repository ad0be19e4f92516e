/**
 * Background jobs for staff (issue 16, audience 'backoffice'): each job queue's waiting, running and
 * dead-lettered counts, the dead-lettered jobs with their last error, and a retry that puts one back on its
 * queue with fresh retries.
 */
import {
  BACKOFFICE_PATHS,
  backofficeJobParamsSchema,
  backofficeJobRetryReplySchema,
  backofficeJobsQuerySchema,
  backofficeJobsReplySchema,
  type BackofficeJobQueue,
} from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses, notFound } from '../../platform/errors.js';
import type { JobCount } from '../../platform/jobs/job-reads.js';

const TAGS = ['back office'];
const config = { audience: 'backoffice' as const };
const errors = errorResponses(400, 401, 403, 404);

const WAITING_STATES = new Set(['created', 'retry']);

/** One row per defined job, in definition order, with its counts by state folded into three. */
export function queueSummaries(
  definitions: readonly { name: string; title: string }[],
  counts: readonly JobCount[],
): BackofficeJobQueue[] {
  return definitions.map(({ name, title }) => {
    const of = (match: (state: string) => boolean) =>
      counts.filter((c) => c.queue === name && match(c.state)).reduce((sum, c) => sum + c.count, 0);
    return {
      queue: name,
      title,
      waiting: of((state) => WAITING_STATES.has(state)),
      running: of((state) => state === 'active'),
      failed: of((state) => state === 'failed'),
    };
  });
}

export function registerJobRoutes(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    BACKOFFICE_PATHS.jobs,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Background job queues and the jobs whose retries are used up',
        querystring: backofficeJobsQuerySchema,
        response: { 200: backofficeJobsReplySchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      const [counts, failed] = await Promise.all([app.jobs.counts(), app.jobs.failed(request.query.limit)]);
      return {
        queueRunning: app.jobs.started,
        queues: queueSummaries(app.jobs.definitions(), counts),
        failed,
      };
    },
  );

  app.post(
    BACKOFFICE_PATHS.jobRetry,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Put a dead-lettered job back on its queue',
        params: backofficeJobParamsSchema,
        response: { 200: backofficeJobRetryReplySchema, ...errors },
      },
    },
    async (request) => {
      const { operatorId } = requirePrincipal(request, 'backoffice');
      const { jobId } = request.params;
      if (!(await app.jobs.retry(jobId))) throw notFound('There is no failed job with this id to retry.');
      request.log.info({ jobId, actor: `operator:${operatorId}` }, 'dead-lettered job retried');
      return { id: jobId, retried: true as const };
    },
  );
}
