import { callbackRequestReplySchema, callbackRequestSchema } from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors.js';
import { idempotencyHeadersSchema, runIdempotent, sendIdempotent } from '../../platform/idempotency.js';
import { submitCallbackRequest } from './service.js';

/** Per visitor IP: counted after validation, so a mistyped form does not use up the allowance. */
export const CALLBACK_RATE_LIMIT = { max: 5, timeWindow: '10 minutes', hook: 'preHandler' } as const;

/** POST /api/callback-requests: a visitor asks to be called back about a product. */
export const callbackRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/callback-requests',
    {
      config: { audience: 'public', rateLimit: CALLBACK_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Request a call back',
        headers: idempotencyHeadersSchema,
        body: callbackRequestSchema,
        response: { 201: callbackRequestReplySchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await runIdempotent(
        app.db,
        {
          scope: 'callback-requests',
          key: request.headers['idempotency-key'],
          payload: request.body,
          replySchema: callbackRequestReplySchema,
        },
        async (tx) => ({ statusCode: 201, body: await submitCallbackRequest(tx, request.body) }),
      );
      return sendIdempotent(reply, result);
    },
  );
};
