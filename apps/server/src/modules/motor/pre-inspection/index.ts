/**
 * Motor pre-inspection (issue 11, decision 0019): the holder's six calls (retail and employee motor
 * families), the mobile inspection page behind the SMS link, and the back-office assessment. Cover cannot
 * start before the pre-inspection is approved (`findApprovedPreInspection`).
 *
 * For the motor module: `preInspectionCalls` (bound calls for `registerLineCalls`), the service functions
 * `createInspection`, `sendInspectionLink` and `findApprovedPreInspection`, and the Fastify registrations
 * `registerInspectionPage`, `registerBackofficePreInspections` and `registerHolderInspectionPhotos`.
 */
import { PRE_INSPECTION_PATHS } from '@cover/domain/motor';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from '../../insurance-core/clock.js';
import type { BoundCall } from '../../insurance-core/line-call-binding.js';
import { registerLineCalls } from '../../insurance-core/line-calls.js';
import {
  registerBackofficePreInspections,
  type BackofficePreInspectionOptions,
} from './backoffice-routes.js';
import { preInspectionCalls, type PreInspectionCallDeps } from './calls.js';
import { registerHolderInspectionPhotos } from './holder-photo-routes.js';
import { PRE_INSPECTION_LINE } from './line.js';
import { registerInspectionPage } from './page-routes.js';

export { preInspectionCalls, type PreInspectionCallDeps, type PreInspectionFamily } from './calls.js';
export { createInspection, findApprovedPreInspection } from './service.js';
export {
  approveClaimInspectionOf,
  closeClaimInspectionOf,
  closePreInspectionOf,
  type PreInspectionClosing,
} from './close.js';
export { sendInspectionLink, issueInspectionLink, deliverInspectionLink } from './link.js';
export { registerInspectionPage } from './page-routes.js';
export {
  registerBackofficePreInspections,
  type BackofficePreInspectionOptions,
} from './backoffice-routes.js';
export { registerHolderInspectionPhotos } from './holder-photo-routes.js';

/** What the calls need of the app: its notifier, its blob store and the configured public origin. */
export const preInspectionDepsOf = (app: FastifyInstance): PreInspectionCallDeps => ({
  notifier: app.notifier,
  blobStore: app.blobStore,
  publicAppUrl: app.config.PUBLIC_APP_URL,
});

/** The six calls of both families. */
export const preInspectionCallList = (deps: PreInspectionCallDeps): BoundCall[] => [
  ...preInspectionCalls('retail', PRE_INSPECTION_PATHS.retail, deps),
  ...preInspectionCalls('employee', PRE_INSPECTION_PATHS.employee, deps),
];

export interface PreInspectionModuleOptions {
  /** the clock of inspections, links and assessments (tests move it) */
  now?: Clock;
  /** runs in the approval's transaction (see BackofficePreInspectionOptions) */
  onApproved?: BackofficePreInspectionOptions['onApproved'];
}

export function createPreInspectionModule(options: PreInspectionModuleOptions = {}): FastifyPluginAsyncZod {
  const clock = options.now ?? systemClock;
  const preInspection: FastifyPluginAsyncZod = async (app) => {
    registerLineCalls(app, preInspectionCallList(preInspectionDepsOf(app)), {
      clock,
      line: PRE_INSPECTION_LINE,
    });
    registerHolderInspectionPhotos(app);
    registerInspectionPage(app, { now: clock });
    registerBackofficePreInspections(app, {
      now: clock,
      ...(options.onApproved ? { onApproved: options.onApproved } : {}),
    });
  };
  return fp(preInspection, { name: 'pre-inspection', dependencies: ['blob-store'], encapsulate: true });
}

export const preInspectionModule = createPreInspectionModule();
