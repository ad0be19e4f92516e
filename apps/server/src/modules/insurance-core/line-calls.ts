/**
 * The one registrar of a line's own calls (the entries of its path map with owner 'line'), each a thin
 * adapter: validate with the call's contracts, resolve the caller and their policy holder, run the use case
 * in one transaction (idempotent where the call says so), then publish new policy versions.
 */
import { RECENTLY_UPDATED_WINDOW_MS } from '@cover/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, errorResponses } from '../../platform/errors.js';
import { idempotencyHeadersSchema, runIdempotent, sendIdempotent } from '../../platform/idempotency.js';
import { requirePrincipal, type UserPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from './clock.js';
import { preloadHolder } from '../policy-holders/service.js';
import { holderOf } from './ownership.js';
import { PolicyChanges } from './version-events.js';
import type { BoundCall } from './line-call-binding.js';
import { readOnlyDatabase } from './read-only-database.js';

export function registerLineCalls(
  app: FastifyInstance,
  calls: readonly BoundCall[],
  { clock, line }: { clock: Clock; line: string },
): void {
  const longWindow = app.config.RECENTLY_UPDATED_WINDOW_MS >= RECENTLY_UPDATED_WINDOW_MS;
  for (const call of calls) {
    const { route } = call;
    const inputPart = route.method === 'GET' ? 'querystring' : 'body';
    app.route({
      method: route.method,
      url: route.path,
      config: {
        audience: route.audience,
        ...(route.audience !== 'public' && call.readsHolder !== false ? { preload: preloadHolder } : {}),
      },
      schema: {
        tags: [line],
        summary: `${call.family}: ${call.name}`,
        [inputPart]: route.input,
        ...(route.params ? { params: route.params } : {}),
        ...(route.idempotent ? { headers: idempotencyHeadersSchema } : {}),
        response: { [route.status]: route.reply, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      handler: async (request, reply) => {
        const principal: UserPrincipal | null =
          route.audience === 'public' ? null : requirePrincipal(request, route.audience);
        const input = route.method === 'GET' ? request.query : request.body;
        const key = route.idempotent ? request.headers['idempotency-key'] : undefined;
        if (Array.isArray(key)) throw new AppError(400, 'BAD_REQUEST', 'Send one idempotency key');
        const changes = new PolicyChanges();
        const committed: (() => Promise<void>)[] = [];
        const work = async (tx: typeof app.db) => {
          committed.length = 0; // a retried transaction queues its work afresh
          const holder = principal && call.readsHolder !== false ? await holderOf(tx, principal) : null;
          // Fastify parsed the body or query and the params with the call's contracts (the schema above).
          const body = await call.run(
            {
              db: tx,
              now: clock(),
              principal,
              holder,
              changes,
              longWindow,
              origin: `${request.protocol}://${request.host}`,
              afterCommit: (task) => committed.push(task),
            },
            input,
            request.params,
          );
          return { statusCode: route.status, body };
        };
        // Public calls only read (rating, catalogues, valuation search), GET calls only read (their database
        // refuses writes), and some signed-in calls store with one statement (quotes): no transaction to open
        // and commit. With a key the key row needs one.
        const readsOnly = route.method === 'GET';
        const result =
          key === undefined && (principal === null || readsOnly || call.atomicity === 'statement')
            ? { ...(await work(readsOnly ? readOnlyDatabase(app.db) : app.db)), replayed: false }
            : await runIdempotent(
                app.db,
                {
                  scope: `${line}:${call.family}:${call.name}:${principal ? `${principal.audience}:${principal.sub}` : 'public'}`,
                  key,
                  payload: { input, params: request.params },
                  replySchema: route.reply,
                },
                work,
              );
        await changes.publish(app.db, (error) =>
          request.log.warn({ err: error }, 'policy version listener failed'),
        );
        for (const task of committed)
          await task().catch((error: unknown) =>
            request.log.warn({ err: error }, 'work after the commit failed'),
          );
        return sendIdempotent(reply, result);
      },
    });
  }
}
