/**
 * The funeral line: one service behind the retail, jmr, employee and CMS path families (paths.ts), on the
 * line-agnostic insurance core. Claims and documents routes of the same map live in their own modules.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleBillingRuns } from '../insurance-core/billing-scheduler.js';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import type { Collector } from '../insurance-core/collector.js';
import { cmsCalls, employeeCalls } from './calls-employee.js';
import { retailCalls } from './calls-retail.js';
import type { BoundCall } from './route-binding.js';
import { funeralScheduleSource } from './schedule-data.js';
import { registerFuneralCalls } from './routes.js';

export interface FuneralModuleOptions {
  /** the clock of quotes, applications, alterations and billing (tests move it) */
  now?: Clock;
  collector?: Collector;
  /** run billing on an interval (default: on, except when NODE_ENV is 'test') */
  scheduleBilling?: boolean;
  billingIntervalMs?: number;
}

/** Every funeral call this module serves. */
export function funeralCalls(): BoundCall[] {
  return [...retailCalls('retail'), ...retailCalls('jmr'), ...employeeCalls(), ...cmsCalls()];
}

export function createFuneralModule(options: FuneralModuleOptions = {}): FastifyPluginAsyncZod {
  const clock = options.now ?? systemClock;
  const funeral: FastifyPluginAsyncZod = async (app) => {
    app.scheduleSources.register('funeral', funeralScheduleSource);
    registerFuneralCalls(app, funeralCalls(), clock);
    if (options.scheduleBilling ?? app.config.NODE_ENV !== 'test')
      scheduleBillingRuns(app, {
        now: clock,
        collector: options.collector,
        intervalMs: options.billingIntervalMs,
      });
  };
  return fp(funeral, { name: 'funeral', dependencies: ['schedule-sources'], encapsulate: true });
}

export const funeralModule = createFuneralModule();

export { policyScheduleView, type PolicyScheduleView } from './schedule-view.js';
export {
  getPolicyForPrincipal,
  onPolicyVersionChanged,
  type PolicyVersionChange,
} from '../insurance-core/index.js';
