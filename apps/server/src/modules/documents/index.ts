import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsDepsOf } from './routes.js';
import { subscribeScheduleGeneration } from './schedules.js';

/**
 * Documents: policy schedules (one PDF per policy version, generated on every new version and lazily when
 * missing, from the line's schedule source), and the store and records of document files that claims build
 * on. Each line registers its documents calls through `registerPolicyDocumentRoutes` (routes.ts).
 */
const documents: FastifyPluginAsyncZod = async (app) => {
  const deps = documentsDepsOf(app);
  const unsubscribe = subscribeScheduleGeneration(deps);
  app.addHook('onClose', async () => unsubscribe());
};
export const documentsModule = fp(documents, {
  name: 'documents',
  dependencies: ['blob-store', 'schedule-sources'],
  encapsulate: true,
});

export {
  ensurePolicySchedule,
  loadScheduleData,
  subscribeScheduleGeneration,
  type DocumentsDeps,
} from './schedules.js';
export { scheduleSourcesPlugin, type ScheduleSource, type ScheduleSources } from './schedule-sources.js';
export { getPolicyDocuments } from './service.js';
export { registerPolicyDocumentRoutes } from './routes.js';
export { renderPolicySchedulePdf } from './schedule/render-schedule.js';
export type { PolicyScheduleData } from './schedule/schedule-data.js';
