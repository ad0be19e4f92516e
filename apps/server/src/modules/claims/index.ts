import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../platform/uploads/index.js';
import { registerBackofficeClaimRoutes } from './backoffice-routes.js';
import { registerDocumentDownloads } from './document-routes.js';
import { registerClaimRoutes } from './routes.js';

/**
 * Funeral claims for every path family: submit (JSON, or with the documents in one multipart call), submit by
 * id, lists, one claim and its documents, document uploads and downloads; and the back-office assessment
 * routes. Needs the blob-store plugin
 * registered before it.
 */
export const claimsModule: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, { maxFileBytes: app.config.MAX_UPLOAD_BYTES });
  registerClaimRoutes(app);
  registerDocumentDownloads(app);
  registerBackofficeClaimRoutes(app);
};

export { confirmClaim, putClaimOnHold, recommendClaim, recordClaimPayout } from './assessment.js';
export { openDocument, uploadClaimDocuments } from './documents.js';
export { getClaimForPrincipal, getDocumentForPrincipal } from './ownership.js';
export {
  getOwnClaim,
  getOwnClaimDocuments,
  listClaimsOfPolicy,
  listOwnClaims,
  submitClaim,
  submitClaimById,
  type ClaimsDeps,
  type LineClaimsDeps,
} from './service.js';
