import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

const isApiRequest = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * A global per-IP limit on the API (static files are not counted). Routes tighten it with
 * `config: { rateLimit: { max, timeWindow } }`. Exceeding it answers 429 with the error envelope, the limit and
 * when to try again (`retry-after`, `x-ratelimit-*`); replies within the limit carry none of those. With a
 * Redis client the counters are shared by every instance (and requests pass if Redis fails).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; redis?: Redis | null; keyPrefix?: string },
) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    ...(options.redis
      ? { redis: options.redis, nameSpace: `${options.keyPrefix ?? ''}rate-limit:`, skipOnError: true }
      : {}),
    allowList: (request) => !isApiRequest(request.url),
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
}
