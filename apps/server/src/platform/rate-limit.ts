import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

const isApiRequest = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * A global per-IP limit on the API (static files are not counted). Routes tighten it with
 * `config: { rateLimit: { max, timeWindow } }`. Exceeding it answers 429 with the error envelope.
 */
export async function registerRateLimit(app: FastifyInstance, options: { max: number }) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    allowList: (request) => !isApiRequest(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });
}
