import { sagaLogSchema } from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors.js';
import { createLogSinkFromConfig } from '../../platform/log-sink/index.js';
import { createSagaLogService, type SagaLogSource } from './service.js';

/** Unauthenticated for now, so each visitor IP may post at most this many client log entries. */
export const SAGA_LOG_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const SOURCES: readonly SagaLogSource[] = ['retail', 'employee'];

/** POST /api/retail/sagaLog and /api/employee/sagaLog: client-side errors and events for the remote log. */
export const sagaLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSagaLogService(createLogSinkFromConfig(app.config));
  for (const source of SOURCES) {
    app.post(
      `/api/${source}/sagaLog`,
      {
        config: { audience: 'public', rateLimit: SAGA_LOG_RATE_LIMIT },
        schema: {
          tags: [source],
          summary: 'Record a client log entry',
          body: sagaLogSchema,
          response: { 204: z.null().describe('Recorded'), ...errorResponses(400, 413, 429) },
        },
      },
      async (request, reply) => {
        await service.record(source, request.body);
        return reply.code(204).send(null);
      },
    );
  }
};
