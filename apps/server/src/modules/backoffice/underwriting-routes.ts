/**
 * Manual underwriting in the back office (audience 'backoffice', docs/decisions/0025): the referred
 * applications of every line with their counts, one with its facts and history, and a decision on it.
 */
import {
  BACKOFFICE_APPLICATION_PATHS,
  backofficeApplicationDetailSchema,
  backofficeApplicationParamsSchema,
  backofficeApplicationsQuerySchema,
  backofficeApplicationsReplySchema,
  underwritingDecisionInputSchema,
  underwritingDecisionReplySchema,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import { PolicyChanges } from '../insurance-core/version-events.js';
import { decideUnderwriting, listUnderwriting, underwritingDetail } from './underwriting-service.js';

const TAGS = ['back office'];
const config = { audience: 'backoffice' as const };

export interface UnderwritingRoutesOptions {
  /** the clock of decisions and ages (tests move it) */
  now?: Clock;
}

export const underwritingRoutes: FastifyPluginAsyncZod<UnderwritingRoutesOptions> = async (app, options) => {
  const now = options.now ?? systemClock;

  app.get(
    BACKOFFICE_APPLICATION_PATHS.list,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Applications referred to underwriting, with the counts per status',
        querystring: backofficeApplicationsQuerySchema,
        response: { 200: backofficeApplicationsReplySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePrincipal(request, 'backoffice');
      return listUnderwriting(app.db, request.query, now());
    },
  );

  app.get(
    BACKOFFICE_APPLICATION_PATHS.detail,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'One referred application with its facts and history (staff-only entries included)',
        params: backofficeApplicationParamsSchema,
        response: { 200: backofficeApplicationDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { operatorId } = requirePrincipal(request, 'backoffice');
      return underwritingDetail(app.db, request.params.applicationId, now(), `operator:${operatorId}`);
    },
  );

  app.post(
    BACKOFFICE_APPLICATION_PATHS.decide,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Approve, put on hold, recommend or decline a referred application',
        params: backofficeApplicationParamsSchema,
        body: underwritingDecisionInputSchema,
        response: {
          200: underwritingDecisionReplySchema,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { operatorId, name } = requirePrincipal(request, 'backoffice');
      const changes = new PolicyChanges();
      const at = now();
      await app.db.transaction((tx) =>
        decideUnderwriting(
          { db: tx, now: at, underwriter: { operatorId, name }, changes },
          request.params.applicationId,
          request.body,
        ),
      );
      // a policy issued by the approval gets its schedule once the decision has committed
      await changes.publish(app.db, (error) =>
        request.log.warn({ err: error }, 'policy version listener failed'),
      );
      return underwritingDetail(app.db, request.params.applicationId, at, `operator:${operatorId}`);
    },
  );
};
