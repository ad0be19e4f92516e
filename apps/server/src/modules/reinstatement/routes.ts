/**
 * GET/POST /api/{retail,employee}/policies/:policyId/reinstatement: one route family for every line, the
 * caller's own policy only. POST is idempotent with an Idempotency-Key; new policy versions are announced
 * once the transaction has committed (the documents module issues the schedule again).
 */
import {
  REINSTATEMENT_PATHS,
  reinstatementOfferSchema,
  reinstatementParamsSchema,
  reinstateInputSchema,
  reinstateReplySchema,
  type ReinstatementAudience,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { AppError, errorResponses } from '../../platform/errors.js';
import { idempotencyHeadersSchema, runIdempotent, sendIdempotent } from '../../platform/idempotency.js';
import type { Clock } from '../insurance-core/clock.js';
import type { Collector } from '../insurance-core/collector.js';
import { holderOf } from '../insurance-core/ownership.js';
import { PolicyChanges } from '../insurance-core/version-events.js';
import { reinstatementOffer, reinstatePolicy } from './service.js';
import { preloadHolder } from '../policy-holders/service.js';

export interface ReinstatementRouteOptions {
  clock: Clock;
  collector: Collector;
}

export const reinstatementRoutes =
  ({ clock, collector }: ReinstatementRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    for (const audience of Object.keys(REINSTATEMENT_PATHS) as ReinstatementAudience[]) {
      const paths = REINSTATEMENT_PATHS[audience];
      app.get(
        paths.offer.path,
        {
          config: { audience, preload: preloadHolder },
          schema: {
            tags: ['reinstatement'],
            summary: `${audience}: whether a lapsed policy can be reinstated, and its arrears`,
            params: reinstatementParamsSchema,
            response: { 200: reinstatementOfferSchema, ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => {
          const principal = requirePrincipal(request, audience);
          return reinstatementOffer(
            {
              db: app.db,
              now: clock(),
              holder: await holderOf(app.db, principal),
              actor: `${audience}:${principal.sub}`,
            },
            request.params.policyId,
          );
        },
      );

      app.post(
        paths.reinstate.path,
        {
          config: { audience, preload: preloadHolder },
          schema: {
            tags: ['reinstatement'],
            summary: `${audience}: pay the arrears and reinstate a lapsed policy`,
            params: reinstatementParamsSchema,
            body: reinstateInputSchema,
            headers: idempotencyHeadersSchema,
            response: { 200: reinstateReplySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
          },
        },
        async (request, reply) => {
          const principal = requirePrincipal(request, audience);
          const key = request.headers['idempotency-key'];
          if (Array.isArray(key)) throw new AppError(400, 'BAD_REQUEST', 'Send one idempotency key');
          const changes = new PolicyChanges();
          const result = await runIdempotent(
            app.db,
            {
              scope: `reinstatement:${audience}:${principal.sub}`,
              key,
              payload: { input: request.body, params: request.params },
              replySchema: reinstateReplySchema,
            },
            async (tx) => {
              const body = await reinstatePolicy(
                {
                  db: tx,
                  now: clock(),
                  holder: await holderOf(tx, principal),
                  actor: `${audience}:${principal.sub}`,
                  collector,
                  changes,
                },
                request.params.policyId,
                request.body,
              );
              return { statusCode: 200, body };
            },
          );
          await changes.publish(app.db, (error) =>
            request.log.warn({ err: error }, 'policy version listener failed'),
          );
          return sendIdempotent(reply, result);
        },
      );
    }
  };
