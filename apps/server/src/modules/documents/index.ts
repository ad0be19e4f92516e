import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../platform/uploads/index.js';
import { documentsDepsOf, registerDocumentRoutes } from './routes.js';
import { subscribeScheduleGeneration } from './schedules.js';

/**
 * Documents: policy schedules (one PDF per policy version, generated on every new version and lazily when
 * missing), claim document uploads and downloads, for every funeral path family. Needs the blob-store
 * plugin registered before it. Multipart parsing is scoped to this module's routes.
 */
export const documentsModule: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, { maxFileBytes: app.config.MAX_UPLOAD_BYTES });
  const deps = documentsDepsOf(app);
  registerDocumentRoutes(app, deps);
  const unsubscribe = subscribeScheduleGeneration(deps);
  app.addHook('onClose', async () => unsubscribe());
};

export {
  ensurePolicySchedule,
  loadScheduleData,
  subscribeScheduleGeneration,
  type DocumentsDeps,
} from './schedules.js';
export { getPolicyDocuments, openDocument, uploadClaimDocuments } from './service.js';
export { renderPolicySchedulePdf } from './schedule/render-schedule.js';
export type { PolicyScheduleData } from './schedule/schedule-data.js';
