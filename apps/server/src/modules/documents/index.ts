import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsDepsOf, registerDocumentRoutes } from './routes.js';
import { subscribeScheduleGeneration } from './schedules.js';

/**
 * Documents: policy schedules (one PDF per policy version, generated on every new version and lazily when
 * missing) for every funeral path family, and the store and records of document files that claims build
 * on. Needs the blob-store plugin registered before it.
 */
const documents: FastifyPluginAsyncZod = async (app) => {
  const deps = documentsDepsOf(app);
  registerDocumentRoutes(app, deps);
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
export { renderPolicySchedulePdf } from './schedule/render-schedule.js';
export type { PolicyScheduleData } from './schedule/schedule-data.js';
