/**
 * The funeral line: one service behind the retail, jmr, employee and CMS path families (paths.ts), on the
 * line-agnostic insurance core. Claims and documents routes of the same map live in their own modules.
 */
import { FUNERAL_LINE } from '@cover/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import { cmsCalls, employeeCalls } from './calls-employee.js';
import { FUNERAL_CLAIMS } from './claims.js';
import { retailCalls } from './calls-retail.js';
import type { BoundCall } from './route-binding.js';
import { funeralScheduleSource } from './schedule-data.js';
import { registerFuneralCalls } from './routes.js';

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
    registerFuneralCalls(app, funeralCalls(), clock);
  };
  return fp(funeral, {
    name: 'funeral',
    dependencies: ['schedule-sources', 'claim-lines'],
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
