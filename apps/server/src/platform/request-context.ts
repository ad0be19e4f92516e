import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What is known of the request being handled, wherever the code runs while handling it. */
export interface RequestContext {
  readonly reqId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being handled by the current async call chain, or undefined for background work. */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/**
 * Runs the rest of every request (later hooks, the handler, what it awaits and starts) inside a context
 * holding its id. Register it as the first onRequest hook, so everything after it sees the id.
 */
export function trackRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ reqId: request.id }, done);
  });
}
