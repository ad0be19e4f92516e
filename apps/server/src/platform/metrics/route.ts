import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { AppError, errorBody, errorResponses, notFound } from '../errors.js';
import { metricsAccess, presentsToken } from './access.js';
import { processMetrics } from './process-metrics.js';

export const METRICS_PATH = '/metrics';

const tokenRequired = () =>
  new AppError(401, 'UNAUTHENTICATED', 'A valid bearer token is required to read the metrics.');

/**
 * GET /metrics in Prometheus' text format: this app's metrics and the process's. Who may read it is
 * decided once from the config (see metricsAccess); a hidden endpoint answers 404 like an unknown route
 * (it is still registered, so the web app's history fallback does not answer it with a page).
 */
export function registerMetricsRoute(app: FastifyInstance): void {
  const access = metricsAccess(app.config);
  app.get(
    METRICS_PATH,
    {
      // Anonymous in the session sense: the bearer token below (or the environment) decides.
      config: { audience: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Prometheus metrics (bearer METRICS_TOKEN when set; hidden in production without one)',
        response: errorResponses(401, 404),
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (access.kind === 'hidden') throw notFound();
      if (access.kind === 'token' && !presentsToken(request.headers.authorization, access.token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('application/json')
          .send(errorBody(tokenRequired(), request.id));
      }
      const registry = Registry.merge([processMetrics(), app.metrics.registry]);
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
}
