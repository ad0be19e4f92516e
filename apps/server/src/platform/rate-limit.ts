import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';
import type { Throttle } from './throttle.js';

const isApiRequest = (url: string) => url === '/api' || url.startsWith('/api/');

/** The per-address limit on API calls runs over this window. */
export const API_LIMIT_WINDOW_MS = 60_000;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long to wait, as the refusal says it: "45 seconds", "1 minute". */
export const waitText = (seconds: number) =>
  seconds < 60 ? plural(seconds, 'second') : plural(Math.round(seconds / 60), 'minute');

/**
 * The per-address limit on API calls, as a callback hook over `app.throttle` (in memory, or in Redis
 * shared by every instance): one counter per address, an IPv6 address counted by its /64 as
 * @fastify/rate-limit keys it. A refusal answers 429 in the envelope with `retry-after` and the limit
 * (`x-ratelimit-*`); a reply within the limit carries none of it.
 */
function apiCallLimit(throttle: Throttle, max: number) {
  const limit = { max, windowMs: API_LIMIT_WINDOW_MS };
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    throttle.hit(`api:${normalizeIP(request.ip)}`, limit).then((hit) => {
      if (hit.allowed) return done();
      const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
      reply.header('retry-after', seconds);
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', 0);
      reply.header('x-ratelimit-reset', seconds);
      done(new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${waitText(seconds)}.`));
    }, done);
  };
}

/**
 * Rate limits on the API (static files and pages are not counted), per address:
 * - every API route and every API address that finds no route (the not-found handler's preHandler,
 *   returned here) share one budget of `max` calls a minute;
 * - a route that sets its own `config: { rateLimit: { max, timeWindow } }` has its own budget instead
 *   (@fastify/rate-limit), and `rateLimit: false` has none (the health probes).
 * The shared budget is a callback hook on `app.throttle`, not the plugin's: the plugin's hook made several
 * promises per request, a tenth of a small reply's time (issue 15). With Redis, counters are shared by
 * every instance, and requests pass while Redis fails.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; redis?: Redis | null; keyPrefix?: string },
) {
  await app.register(rateLimit, {
    global: false,
    max: options.max,
    timeWindow: '1 minute',
    ...(options.redis
      ? { redis: options.redis, nameSpace: `${options.keyPrefix ?? ''}rate-limit:`, skipOnError: true }
      : {}),
    // The budget is told with a refusal (429, with retry-after), not on every reply: the web app does not
    // read it, and HTTP/1.1 sends headers uncompressed on every call (issue 15).
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });
  const limitCall = apiCallLimit(app.throttle, options.max);
  app.addHook('onRoute', (route) => {
    if (!isApiRequest(route.url ?? '') || route.config?.rateLimit !== undefined) return;
    route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), limitCall];
  });
  /** For the not-found handler: API addresses count against the shared budget, others do not. */
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!isApiRequest(request.url)) return done();
    limitCall(request, reply, done);
  };
}
