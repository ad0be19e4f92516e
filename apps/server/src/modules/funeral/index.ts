/**
 * The funeral line: one service behind the retail, jmr, employee and CMS path families (paths.ts), on the
 * line-agnostic insurance core. The calls of the same map owned by claims and documents go to the shared
 * registrars of those modules (shared-routes.ts), with the funeral claim type and rules (claims.ts).
 */
import { FUNERAL_LINE } from '@cover/domain/funeral';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import { cmsCalls, employeeCalls } from './calls-employee.js';
import { FUNERAL_CLAIMS } from './claims.js';
import { onClaimApproved } from './deceased-member.js';
import { observeEvents } from '../insurance-core/events.js';
import { funeralApplicationUploads, funeralClaimRoutes, funeralDocumentRoutes } from './shared-routes.js';
import { registerApplicationUploads } from '../insurance-core/application-uploads.js';
import { registerLineClaimRoutes } from '../claims/index.js';
import { registerPolicyDocumentRoutes } from '../documents/index.js';
import { retailCalls } from './calls-retail.js';
import type { BoundCall } from '../insurance-core/line-call-binding.js';
import { funeralScheduleSource } from './schedule-data.js';
import { registerLineCalls } from '../insurance-core/line-calls.js';

export interface FuneralModuleOptions {
  /** the clock of quotes, applications and alterations (tests move it) */
  now?: Clock;
}

/** Every funeral call this module serves. */
export function funeralCalls(): BoundCall[] {
  return [...retailCalls('retail'), ...retailCalls('jmr'), ...employeeCalls(), ...cmsCalls()];
}

export function createFuneralModule(options: FuneralModuleOptions = {}): FastifyPluginAsyncZod {
  const clock = options.now ?? systemClock;
  const funeral: FastifyPluginAsyncZod = async (app) => {
    app.scheduleSources.register(FUNERAL_LINE, funeralScheduleSource);
    app.claimLines.register(FUNERAL_CLAIMS);
    // an approved death claim ends the deceased member's cover, in the approval's own transaction
    const unobserve = observeEvents((db, event) => onClaimApproved(db, event));
    app.addHook('onClose', async () => unobserve());
    registerLineCalls(app, funeralCalls(), { clock, line: FUNERAL_LINE });
    registerApplicationUploads(app, funeralApplicationUploads(), { clock, tags: ['funeral'] });
    registerLineClaimRoutes(app, funeralClaimRoutes());
    registerPolicyDocumentRoutes(app, ['funeral documents'], funeralDocumentRoutes());
  };
  return fp(funeral, {
    name: 'funeral',
    dependencies: ['blob-store', 'schedule-sources', 'claim-lines'],
    encapsulate: true,
  });
}

export const funeralModule = createFuneralModule();

export { policyScheduleView, type PolicyScheduleView } from './schedule-view.js';
export {
  getPolicyForPrincipal,
  onPolicyVersionChanged,
  type PolicyVersionChange,
} from '../insurance-core/index.js';
