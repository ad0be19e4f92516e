import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBackofficeClaimRoutes } from './backoffice-routes.js';

/**
 * Claims of every line: the back-office assessment routes here; each line registers its claim types and
 * rules on `app.claimLines` and its claims calls through `registerLineClaimRoutes` (routes.ts).
 */
const claims: FastifyPluginAsyncZod = async (app) => {
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
  type ClaimSubmission,
  type ClaimType,
  type PayableCap,
  type LineClaims,
} from './claim-lines.js';
export {
  CLAIM_OPERATIONS,
  lineClaimRoutesOf,
  registerLineClaimRoutes,
  type ClaimOperation,
  type LineClaimCall,
  type LineClaimRoutes,
} from './routes.js';
export { toClaimDocument, type DownloadUrl } from './view.js';
export { holdRequestsOf } from './hold-answers.js';
export { insertItemClaim, type NewItemClaim } from './item-claims.js';
export { appendClaimEvent, findOpenClaimsForItems, insertClaim, nextClaimNumber } from './repo.js';

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
