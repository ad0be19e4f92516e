/**
 * The operator desk (issue 12): an operator finds an employee on the roster, registers them as a policy
 * holder, quotes and registers a vehicle for them, uploads the documents and sends the application to the
 * employee, who reviews and accepts it themselves before cover starts. Every operator action is an event of
 * the application (actor operator:<id>, summary naming the operator).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOTOR_LINE } from '@cover/domain/motor';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import { registerLineCalls } from '../insurance-core/line-calls.js';
import { deskCalls, onBehalfCalls } from './calls.js';
import { registerDeskCalls } from './desk-calls.js';
import { registerDeskDocuments } from './document-routes.js';

export interface OperatorDeskModuleOptions {
  /** the clock of the desk's work and the acceptance links (tests move it) */
  now?: Clock;
}

export function createOperatorDeskModule(options: OperatorDeskModuleOptions = {}): FastifyPluginAsyncZod {
  const clock = options.now ?? systemClock;
  const desk: FastifyPluginAsyncZod = async (app) => {
    const deps = {
      notifier: app.notifier,
      blobStore: app.blobStore,
      publicAppUrl: app.config.PUBLIC_APP_URL,
    };
    registerDeskCalls(app, deskCalls(deps), { clock });
    registerDeskDocuments(app, { clock });
    registerLineCalls(app, onBehalfCalls(deps), { clock, line: MOTOR_LINE });
  };
  return fp(desk, { name: 'operator-desk', dependencies: ['blob-store', 'operator'], encapsulate: true });
}

export const operatorDeskModule = createOperatorDeskModule();
