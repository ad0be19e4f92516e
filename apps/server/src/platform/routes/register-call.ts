/**
 * The one registrar of a path map's JSON calls: a route with its contracts, audience, idempotency header
 * and documented error replies, and a handler given the parsed input and the caller.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requirePrincipal, type PreloadForUser, type UserPrincipal } from '../auth/principal.js';
import { errorResponses } from '../errors.js';
import { IDEMPOTENCY_HEADER, idempotencyHeadersSchema, sendIdempotent } from '../idempotency.js';

/** A path map's entry as the registrar needs it (any line's map has these fields). */
export interface PathRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly audience: 'public' | 'retail' | 'employee';
  readonly status: 200 | 201;
  readonly idempotent: boolean;
}

/** The error replies documented on every call of a path map, and on an upload. */
export const CALL_ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 429] as const;
export const UPLOAD_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429] as const;

/** The validated Idempotency-Key header, if any. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export interface CallOutcome<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export interface JsonCall<I extends z.ZodType, R extends z.ZodType> {
  route: PathRoute;
  /** the request contract (query of a GET, body otherwise); may extend the paths.ts one */
  input: I;
  reply: R;
  summary: string;
  tags: string[];
  /** reads the handler needs, started beside the guard's last checks (see PreloadForUser) */
  preload?: PreloadForUser;
  handle: (
    input: z.output<I>,
    principal: UserPrincipal,
    idempotencyKey: string | undefined,
    /** the request itself, for what the call needs beyond its input (e.g. its origin) */
    request: FastifyRequest,
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
    config: { audience, ...(call.preload ? { preload: call.preload } : {}) },
    schema: {
      tags: call.tags,
      summary: call.summary,
      ...(isGet ? { querystring: call.input } : { body: call.input }),
      ...(route.idempotent ? { headers: idempotencyHeadersSchema } : {}),
      response: { [route.status]: call.reply, ...errorResponses(...CALL_ERROR_STATUSES) },
    },
    handler: async (request, reply) => {
      const principal = requirePrincipal(request, audience);
      const input = (isGet ? request.query : request.body) as z.output<I>;
      const outcome = await call.handle(input, principal, idempotencyKeyOf(request), request);
      return sendIdempotent(reply, outcome);
    },
  });
}
