import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The label of a request's route: its pattern, never the raw URL (which can hold ids and query values). */
export const routeLabel = (request: FastifyRequest): string => request.routeOptions.url ?? '(no route)';

const statusClass = (reply: FastifyReply) => `${Math.floor(reply.statusCode / 100)}xx`;

/** Times every answered request into http_request_duration_seconds, labelled by route pattern. */
export function recordHttpRequests(app: FastifyInstance): void {
  const histogram = app.metrics.httpRequestDuration;
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeLabel(request), status_class: statusClass(reply) };
    histogram.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
