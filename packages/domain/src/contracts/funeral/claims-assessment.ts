/**
 * Back-office claim assessment contracts (added by the claims module beside claims-extra.ts): hold,
 * recommend, confirm and pay, audience 'backoffice', paths under /api/backoffice/claims.
 */
import { z } from 'zod';
import { claimListQuerySchema } from './claims.js';
import { funeralClaimSchema } from './claims-extra.js';
import { multilineText } from '../../validators/zod-fields.js';

/** Back-office assessment (REFERENCE: an assessor recommends, a supervisor confirms), audience 'backoffice'. */
export const claimHoldInputSchema = z.object({
  note: z.string().trim().min(1, 'Please say what is needed').max(500),
});
export const claimRecommendationInputSchema = z
  .object({
    recommendation: z.enum(['approve', 'repudiate']),
    /** the amount to pay (cents) when recommending approval; at most the requested amount */
    amount: z.number().int().min(1).optional(),
    note: z.string().trim().min(1, 'Please give the reason for the recommendation').max(1000),
  })
  .refine((input) => input.recommendation === 'repudiate' || input.amount !== undefined, {
    message: 'Please enter the amount to pay',
    path: ['amount'],
  });
export type ClaimRecommendationInput = z.infer<typeof claimRecommendationInputSchema>;
export const claimDecisionInputSchema = z.object({
  decision: z.enum(['approve', 'repudiate']),
  reason: multilineText(z.string().trim().min(1, 'Please give the reason for the decision').max(1000)),
});
export type ClaimDecisionInput = z.infer<typeof claimDecisionInputSchema>;
export const claimPayoutInputSchema = z.object({
  /** the payment reference of the payout */
  reference: z.string().trim().min(1).max(60),
});
export const backofficeClaimParamsSchema = z.object({ claimId: z.string().trim() });
export const backofficeClaimListQuerySchema = z.object({
  status: claimListQuerySchema.shape.status,
  limit: claimListQuerySchema.shape.limit,
});

/**
 * A claim of any product line as the back office sees it: the header every line shares, and the line's own
 * facts beside it (for funeral: the deceased and the death, as in funeralClaimSchema).
 */
export const backofficeClaimSchema = funeralClaimSchema
  .pick({
    claimId: true,
    claimNumber: true,
    policyId: true,
    policyNumber: true,
    status: true,
    approvalStatus: true,
    statusDisplayValue: true,
    amount: true,
    grantedAmount: true,
    coverAmount: true,
    coverStatus: true,
    claimant: true,
    bankDetails: true,
    documents: true,
    documentsCompleteAt: true,
    createdAt: true,
    updatedAt: true,
    recentlyUpdated: true,
  })
  .extend({ requiredDocuments: z.array(z.string()), documentsOutstanding: z.array(z.string()) })
  .loose();
export const backofficeClaimListReplySchema = z.object({ data: z.array(backofficeClaimSchema) });

export const BACKOFFICE_CLAIM_PATHS = {
  list: '/api/backoffice/claims',
  detail: '/api/backoffice/claims/:claimId',
  hold: '/api/backoffice/claims/:claimId/hold',
  recommend: '/api/backoffice/claims/:claimId/recommend',
  confirm: '/api/backoffice/claims/:claimId/confirm',
  pay: '/api/backoffice/claims/:claimId/pay',
  download: '/api/backoffice/claims/documents/:documentId/download',
} as const;
