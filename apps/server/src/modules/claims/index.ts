import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../platform/uploads/index.js';
import { registerBackofficeClaimRoutes } from './backoffice-routes.js';
import { registerDocumentDownloads } from './document-routes.js';
import { registerClaimRoutes } from './routes.js';

/**
 * Claims of every line (their types and rules come from `app.claimLines`): submit (JSON, or with the
 * documents in one multipart call), submit by id, lists, one claim and its documents, document uploads and
 * downloads for each path family; and the back-office assessment routes.
 */
const claims: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, { maxFileBytes: app.config.MAX_UPLOAD_BYTES });
  registerClaimRoutes(app);
  registerDocumentDownloads(app);
  registerBackofficeClaimRoutes(app);
};
export const claimsModule = fp(claims, {
  name: 'claims',
  dependencies: ['blob-store', 'claim-lines'],
  encapsulate: true,
});

export {
  claimDetailsOf,
  claimLinesPlugin,
  defineClaimType,
  type ClaimAt,
  type ClaimType,
  type LineClaims,
} from './claim-lines.js';
export { appendClaimEvent, findStandingClaimForMember, insertClaim, nextClaimNumber } from './repo.js';

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
