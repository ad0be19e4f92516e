/**
 * The registrar of the operator desk's calls: like registerLineCalls, but the caller is the signed-in
 * operator (the op_session cookie) acting as an agent; each use case runs in one transaction (idempotent
 * where the call says so), then publishes new policy versions and runs its work after the commit.
 */
import { RECENTLY_UPDATED_WINDOW_MS } from '@cover/domain';
import { type OperatorDeskRoute } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { AppError, errorResponses } from '../../platform/errors.js';
import { idempotencyHeadersSchema, runIdempotent, sendIdempotent } from '../../platform/idempotency.js';
import type { Clock } from '../insurance-core/clock.js';
import type { LineAgent, LineCallContext } from '../insurance-core/line-context.js';
import { PolicyChanges } from '../insurance-core/version-events.js';
import { findOperatorById } from '../operator/repo.js';
import { DESK_ROLE } from './desk-role.js';

/** A desk call's context: an agent, no pool principal, and no holder until the call picks one. */
export type DeskContext = LineCallContext & { agent: LineAgent; principal: null };

export interface DeskCall {
  name: string;
  route: OperatorDeskRoute;
  run(ctx: DeskContext, input: unknown): Promise<unknown>;
}

export type DeskHandler<R extends OperatorDeskRoute> = (
  ctx: DeskContext,
  input: z.output<R['input']>,
) => Promise<z.input<R['reply']>>;

export function bindDeskCall<R extends OperatorDeskRoute>(
  name: string,
  route: R,
  handler: DeskHandler<R>,
): DeskCall {
  return { name, route, run: (ctx, input) => handler(ctx, route.input.parse(input) as z.output<R['input']>) };
}

/** The operator's display name (for the histories); 401 when the account is gone. */
async function agentOf(app: FastifyInstance, operatorId: string): Promise<LineAgent> {
  const operator = await findOperatorById(app.db, operatorId);
  if (!operator) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in again');
  return { operatorId, name: operator.displayName };
}

export function registerDeskCalls(
  app: FastifyInstance,
  calls: readonly DeskCall[],
  { clock }: { clock: Clock },
): void {
  const longWindow = app.config.RECENTLY_UPDATED_WINDOW_MS >= RECENTLY_UPDATED_WINDOW_MS;
  for (const call of calls) {
    const { route } = call;
    if (route.multipart) throw new Error(`${route.path} is multipart: register it with the desk uploads`);
    const inputPart = route.method === 'GET' ? 'querystring' : 'body';
    app.route({
      method: route.method,
      url: route.path,
      config: { audience: 'operator', role: DESK_ROLE },
      schema: {
        tags: ['operator-desk'],
        summary: `operator desk: ${call.name}`,
        [inputPart]: route.input,
        ...(route.idempotent ? { headers: idempotencyHeadersSchema } : {}),
        response: { [route.status]: route.reply, ...errorResponses(400, 401, 403, 404, 409, 410, 422) },
      },
      handler: async (request, reply) => {
        const principal = requirePrincipal(request, 'operator');
        const agent = await agentOf(app, principal.operatorId);
        const input = route.method === 'GET' ? request.query : request.body;
        const key = route.idempotent ? request.headers['idempotency-key'] : undefined;
        if (Array.isArray(key)) throw new AppError(400, 'BAD_REQUEST', 'Send one idempotency key');
        const changes = new PolicyChanges();
        const committed: (() => Promise<void>)[] = [];
        const result = await runIdempotent(
          app.db,
          {
            scope: `operator-desk:${call.name}:operator:${agent.operatorId}`,
            key,
            payload: { input },
            replySchema: route.reply,
          },
          async (tx) => {
            committed.length = 0;
            const body = await call.run(
              {
                db: tx,
                now: clock(),
                principal: null,
                holder: null,
                agent,
                changes,
                longWindow,
                origin: `${request.protocol}://${request.host}`,
                afterCommit: (task) => committed.push(task),
              },
              input,
            );
            return { statusCode: route.status, body };
          },
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
