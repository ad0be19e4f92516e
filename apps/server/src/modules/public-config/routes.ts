import { publicConfigSchema } from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deepFreeze } from '../../platform/immutable-replies.js';
import { isLocalRequest } from '../../platform/loopback.js';
import { publicConfig } from './service.js';

/** GET /api/config: public feature flags for the web app. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  // The development mailbox is offered only to requests from this machine (see dev-outbox/routes.ts).
  // Frozen: the same two answers for the app's life, serialized once each.
  const local = deepFreeze(publicConfig(app.config));
  const remote = deepFreeze({ ...local, devMailbox: false });
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
    async (request, reply) =>
      reply.header('cache-control', 'no-cache').send(isLocalRequest(request) ? local : remote),
  );
};
