/**
 * The device line (decision 0012, issue 10): one service behind the retail, employee and CMS device path
 * families, on the line-agnostic insurance core; its claims (four types) and documents through the shared
 * registrars; and device credit life, the long-term line sold with it.
 */
import { DEVICE_LINE } from '@cover/domain/device';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerLineClaimRoutes } from '../claims/index.js';
import { registerPolicyDocumentRoutes } from '../documents/index.js';
import { registerApplicationUploads } from '../insurance-core/application-uploads.js';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import type { BoundCall } from '../insurance-core/line-call-binding.js';
import { registerLineCalls } from '../insurance-core/line-calls.js';
import { cmsDeviceCalls, deviceCalls } from './calls.js';
import { DEVICE_CLAIMS } from './claims.js';
import { deviceScheduleSource } from './schedule-data.js';
import { registerDeviceCreditLife } from './credit-life.js';
import { deviceApplicationUploads, deviceClaimRoutes, deviceDocumentRoutes } from './shared-routes.js';

export interface DeviceModuleOptions {
  /** the clock of quotes, applications and claims (tests move it) */
  now?: Clock;
}

export function deviceCallList(): BoundCall[] {
  return [...deviceCalls('retail'), ...deviceCalls('employee'), ...cmsDeviceCalls()];
}

export function createDeviceModule(options: DeviceModuleOptions = {}): FastifyPluginAsyncZod {
  const clock = options.now ?? systemClock;
  const device: FastifyPluginAsyncZod = async (app) => {
    app.scheduleSources.register(DEVICE_LINE, deviceScheduleSource);
    app.claimLines.register(DEVICE_CLAIMS);
    registerLineCalls(app, deviceCallList(), { clock, line: DEVICE_LINE });
    registerApplicationUploads(app, deviceApplicationUploads(), { clock, tags: ['device'] });
    registerLineClaimRoutes(app, deviceClaimRoutes());
    registerPolicyDocumentRoutes(app, ['device documents'], deviceDocumentRoutes());
    registerDeviceCreditLife(app, clock);
  };
  return fp(device, {
    name: 'device',
    dependencies: ['blob-store', 'schedule-sources', 'claim-lines'],
    encapsulate: true,
  });
}

export const deviceModule = createDeviceModule();
