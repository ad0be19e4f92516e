import { healthSchema, livenessSchema, readinessSchema } from '@cover/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth, liveness, readiness } from './service.js';

/** Probes are public, never rate limited (load balancers call them often), and quiet in the logs. */
const PROBE = { config: { audience: 'public', rateLimit: false }, logLevel: 'warn' } as const;

/** A probe's answer: 200 when `ok`, else 503, never cached. */
const answer = <T>(reply: FastifyReply, ok: boolean, body: T) =>
  reply
    .code(ok ? 200 : 503)
    .header('cache-control', 'no-store')
    .send(body);

/**
 * GET /api/health: 200 when the server and its database answer, 503 otherwise (for load balancers).
 * GET /api/health/live: liveness, the process answers. GET /api/health/ready: readiness, 503 naming the
 * check that failed.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      ...PROBE,
      schema: {
        tags: ['platform'],
        summary: 'Health check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { healthy, health } = await checkHealth(app.db);
      return answer(reply, healthy, health);
    },
  );

  app.get(
    '/api/health/live',
    {
      ...PROBE,
      schema: {
        tags: ['platform'],
        summary: 'Liveness probe: the process is up (touches no dependency)',
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply) => answer(reply, true, liveness()),
  );

  app.get(
    '/api/health/ready',
    {
      ...PROBE,
      schema: {
        tags: ['platform'],
        summary: 'Readiness probe: the database, Redis (when configured) and the job queue answer',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const { ready, body } = await readiness(app);
      return answer(reply, ready, body);
    },
  );
};
