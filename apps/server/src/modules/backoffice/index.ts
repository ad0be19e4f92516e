/**
 * The back office console (issue 14, audience 'backoffice'): work queues, search, failed premiums, the staff
 * view of a policy, staff-only notes, background jobs (jobs-routes.ts) and underwriting of referred
 * applications. Claims and pre-inspections keep their back-office routes in their own modules.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import { registerJobRoutes } from './jobs-routes.js';
import { registerBackofficeRoutes } from './routes.js';
import { registerApplicationDocumentRoutes } from './underwriting-documents.js';
import { underwritingRoutes } from './underwriting-routes.js';

export interface BackofficeModuleOptions {
  /** the clock of the staff views (tests move it) */
  now?: Clock;
}

export function createBackofficeModule(options: BackofficeModuleOptions = {}): FastifyPluginAsyncZod {
  const backoffice: FastifyPluginAsyncZod = async (app) => {
    registerBackofficeRoutes(app, options.now ?? systemClock);
    registerJobRoutes(app);
    registerApplicationDocumentRoutes(app);
    await app.register(underwritingRoutes, { now: options.now ?? systemClock });
  };
  return fp(backoffice, { name: 'backoffice', encapsulate: true });
}

export const backofficeModule = createBackofficeModule();

export { staffPolicySummary, findPolicyRow } from './policy-view.js';
export { staffHistory, toStaffHistory } from './history.js';
export { actorName, operatorNamesOf } from './actors.js';
export { coverLimitsOf, waitingPeriodsOf, FUNERAL_BENEFIT_CAP_PER_LIFE } from './cover-terms.js';
