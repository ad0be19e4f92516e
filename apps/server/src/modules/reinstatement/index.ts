/**
 * Reinstatement of lapsed policies, once for every line (docs/decisions/0026). It collects the arrears
 * through the same collector as the billing run (tests pass a failing one).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from '../insurance-core/clock.js';
import { simulatedCollector, type Collector } from '../insurance-core/collector.js';
import { reinstatementRoutes } from './routes.js';

export interface ReinstatementModuleOptions {
  now?: Clock;
  collector?: Collector;
}

export const createReinstatementModule = (options: ReinstatementModuleOptions = {}): FastifyPluginAsyncZod =>
  fp(
    reinstatementRoutes({
      clock: options.now ?? systemClock,
      collector: options.collector ?? simulatedCollector,
    }),
    { name: 'reinstatement', encapsulate: true },
  );

export const reinstatementModule = createReinstatementModule();
export { reinstatementOffer, reinstatePolicy } from './service.js';
