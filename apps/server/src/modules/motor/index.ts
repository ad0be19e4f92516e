/**
 * The motor line (issue 11, decision 0021): one service behind the employee, retail, motor service and CMS
 * motor path families, on the line-agnostic insurance core; the valuation guide, quotes on the schemes of
 * decision 0017 and the rate table of decision 0018; applications whose cover starts once the vehicle's
 * pre-inspection (decision 0019) is approved; policies with priced edits and swaps; its claims (six types)
 * and documents through the shared registrars.
 */
import { MOTOR_LINE, MOTOR_PATHS } from '@cover/domain/motor';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerLineClaimRoutes } from '../claims/index.js';
import { registerPolicyDocumentRoutes } from '../documents/index.js';
import { registerApplicationUploads } from '../insurance-core/application-uploads.js';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import type { BoundCall } from '../insurance-core/line-call-binding.js';
import { registerLineCalls } from '../insurance-core/line-calls.js';
import { cmsMotorCalls, motorCalls, motorServiceCalls } from './calls.js';
import { registerVehicleCreditLife } from './credit-life.js';
import { motorClaimCalls } from './claim-calls.js';
import { createPreInspectionModule, preInspectionDepsOf } from './pre-inspection/index.js';
import { issueApplicationsWaitingFor } from './issue.js';
import { motorClaims } from './claims.js';
import { motorScheduleSource } from './schedule-data.js';
import { motorApplicationUploads, motorClaimRoutes, motorDocumentRoutes } from './shared-routes.js';

export interface MotorModuleOptions {
  /** the clock of quotes, applications and claims (tests move it) */
  now?: Clock;
}

export function motorCallList(motorServiceDiscontinued = false): BoundCall[] {
  return [
    ...motorCalls('retail'),
    ...motorCalls('employee'),
    ...motorServiceCalls(motorServiceDiscontinued),
    ...cmsMotorCalls(),
  ];
}

export function createMotorModule(options: MotorModuleOptions = {}): FastifyPluginAsyncZod {
  const clock = options.now ?? systemClock;
  const motor: FastifyPluginAsyncZod = async (app) => {
    app.scheduleSources.register(MOTOR_LINE, motorScheduleSource);
    const inspections = preInspectionDepsOf(app);
    app.claimLines.register(motorClaims(inspections));
    const claimInspections = (['retail', 'employee'] as const).flatMap((family) =>
      motorClaimCalls(inspections, family, MOTOR_PATHS[family].sendClaimInspectionSms),
    );
    registerLineCalls(app, [...motorCallList(app.config.MOTOR_SERVICE_DISCONTINUED), ...claimInspections], {
      clock,
      line: MOTOR_LINE,
    });
    registerApplicationUploads(app, motorApplicationUploads(), { clock, tags: ['motor'] });
    registerLineClaimRoutes(app, motorClaimRoutes());
    registerPolicyDocumentRoutes(app, ['motor documents'], motorDocumentRoutes());
    registerVehicleCreditLife(app, clock);
  };
  return fp(motor, {
    name: 'motor',
    dependencies: ['blob-store', 'schedule-sources', 'claim-lines'],
    encapsulate: true,
  });
}

export const motorModule = createMotorModule();

/**
 * The pre-inspections of the motor line: the back office's approval issues, in the same transaction, every
 * motor application that waited for it (decision 0021).
 */
export function createMotorPreInspectionModule(options: MotorModuleOptions = {}): FastifyPluginAsyncZod {
  return createPreInspectionModule({
    ...(options.now ? { now: options.now } : {}),
    onApproved: async (tx, inspection, at) => {
      await issueApplicationsWaitingFor(
        { db: tx, now: at.now, changes: at.changes, principal: null, actor: at.actor },
        inspection.id,
      );
    },
  });
}

export const motorPreInspectionModule = createMotorPreInspectionModule();
