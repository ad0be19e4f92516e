import { outboxListSchema } from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDevMailboxEnabled } from '../../config.js';
import { notFound } from '../../platform/errors.js';
import { isLocalRequest } from '../../platform/loopback.js';
import { listDevOutbox } from './service.js';

/**
 * GET /api/dev/outbox: the development mailbox. Not registered at all in production or when switched off,
 * and it answers only requests from this machine itself (loopback, not forwarded): everyone else gets the
 * same 404 as for a route that does not exist, so codes never leave the machine.
 */
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
    async (request, reply) => {
      if (!isLocalRequest(request)) throw notFound();
      return reply.header('cache-control', 'no-store').send(await listDevOutbox(app.db));
    },
  );
};
