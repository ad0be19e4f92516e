import { publicConfigSchema } from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfig } from './service.js';

/** GET /api/config: public feature flags for the web app. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = publicConfig(app.config);
  app.get(
    '/api/config',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Public configuration and feature flags',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(body),
  );
};
