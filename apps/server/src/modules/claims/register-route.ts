/** Registers one JSON call of a funeral path family (a paths.ts entry) with its contracts and a handler. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { FuneralRoute } from '@cover/domain';
import { requirePrincipal, type UserPrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { idempotencyHeadersSchema, sendIdempotent } from '../../platform/idempotency.js';
import { CLAIM_ERROR_STATUSES, idempotencyKeyOf } from './http.js';

export interface CallOutcome<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export interface JsonCall<I extends z.ZodType, R extends z.ZodType> {
  route: FuneralRoute;
  /** the request contract (query of a GET, body otherwise); may extend the paths.ts one */
  input: I;
  reply: R;
  summary: string;
  tags: string[];
  handle: (
    input: z.output<I>,
    principal: UserPrincipal,
    idempotencyKey: string | undefined,
  ) => Promise<CallOutcome<z.input<R>>>;
}

export const ok = <T>(body: T, statusCode = 200): CallOutcome<T> => ({ statusCode, body, replayed: false });

export function registerJsonCall<I extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  call: JsonCall<I, R>,
): void {
  const { route } = call;
  if (route.audience === 'public') throw new Error(`${route.path} must not be public`);
  const audience = route.audience;
  const isGet = route.method === 'GET';
  app.route({
    method: route.method,
    url: route.path,
    config: { audience },
    schema: {
      tags: call.tags,
      summary: call.summary,
      ...(isGet ? { querystring: call.input } : { body: call.input }),
      ...(route.idempotent ? { headers: idempotencyHeadersSchema } : {}),
      response: { [route.status]: call.reply, ...errorResponses(...CLAIM_ERROR_STATUSES) },
    },
    handler: async (request, reply) => {
      const principal = requirePrincipal(request, audience);
      const input = (isGet ? request.query : request.body) as z.output<I>;
      const outcome = await call.handle(input, principal, idempotencyKeyOf(request));
      return sendIdempotent(reply, outcome);
    },
  });
}
