/**
 * The claims calls every line shares: one claim, a list (filters policyId, limit, status), the claims of a
 * policy, a claim's documents, submitting a saved claim by id, and a document's download.
 */
import { z } from 'zod';
import { CLAIM_STATUSES } from '../../lifecycle/claim.js';
import { entityIdField } from '../ids.js';

export const submitClaimByIdInputSchema = z.object({ claimId: entityIdField });
export const claimByIdQuerySchema = z.object({ claimId: z.string().trim().uuid() });
export const claimsByPolicyQuerySchema = z.object({ policyId: z.string().trim().uuid() });
export const claimDocumentsQuerySchema = z.object({ claimId: z.string().trim().uuid() });

/** policy/getClaims and CMS get-claims filters (spec 002 §7: policyId, limit, status). */
export const claimListQuerySchema = z.object({
  policyId: z.string().trim().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(CLAIM_STATUSES).optional(),
});
export type ClaimListQuery = z.output<typeof claimListQuerySchema>;

/** Download (or preview, with disposition=inline) of one document: GET, streamed, owner only. */
export const documentDownloadParamsSchema = z.object({ documentId: z.string().trim() });
export const documentDownloadQuerySchema = z.object({
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});

/** The multipart field holding a claim's JSON when it is submitted together with its documents. */
export const CLAIM_JSON_FIELD = 'claim';
