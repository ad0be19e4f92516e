import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client.js';
import { registerMetrics } from './metrics/index.js';
import { addReadinessCheck, registerReadiness } from './readiness.js';
import { trackRequestContext } from './request-context.js';

/**
 * What operations need before anything else registers: the request context (its onRequest hook comes
 * first, so every later line logs the request id), the readiness checks with the database's, and the
 * metrics that plugins record into. buildApp calls it right after decorating `app.db`; GET /metrics is
 * served by registerMetricsRoute, once the error handler and rate limits are in place.
 */
export function registerOperations(app: FastifyInstance): void {
  trackRequestContext(app);
  registerReadiness(app);
  addReadinessCheck(app, 'database', () => pingDatabase(app.db));
  registerMetrics(app);
}
