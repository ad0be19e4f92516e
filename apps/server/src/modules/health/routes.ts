import { healthSchema } from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './service.js';

/** GET /api/health: 200 when the server and its database answer, 503 otherwise (for load balancers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { audience: 'public', rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Health check',
        response: { 200: healthSchema, 503: healthSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const { healthy, health } = await checkHealth(app.db);
      return reply
        .code(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
};
