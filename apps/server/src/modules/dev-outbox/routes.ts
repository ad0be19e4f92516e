import { outboxListSchema } from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDevMailboxEnabled } from '../../config.js';
import { listDevOutbox } from './service.js';

/** GET /api/dev/outbox: the development mailbox. Not registered at all in production or when switched off. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!isDevMailboxEnabled(app.config)) return;
  app.get(
    '/api/dev/outbox',
    {
      config: { audience: 'dev' },
      schema: {
        tags: ['development'],
        summary: 'Development mailbox: newest outbox messages',
        response: { 200: outboxListSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await listDevOutbox(app.db)),
  );
};
