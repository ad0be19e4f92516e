import type { z } from 'zod';
import {
  BACKOFFICE_CLAIM_PATHS,
  type backofficeClaimSchema,
  type backofficeClaimSummarySchema,
  type ClaimDecisionInput,
  type ClaimPayoutInput,
  type ClaimPayoutAccountReply,
  type ClaimRecommendationInput,
  type ClaimStatus,
} from '@cover/domain';
import { api } from '../../../app/api';
import { backofficeRequest } from './backoffice-request';

/** A claim of any line as the back office reads it: the header, the line's own facts, assessment and history. */
export type BackofficeClaim = z.infer<typeof backofficeClaimSchema>;
/** A claim in the back office's lists (no assessment trail, no history). */
export type BackofficeClaimSummary = z.infer<typeof backofficeClaimSummarySchema>;

const claimTag = (claimId: string) => ({ type: 'Claim' as const, id: `backoffice:${claimId}` });
const invalidates = (_result: unknown, _error: unknown, { claimId }: { claimId: string }) => [
  'Claim' as const,
  claimTag(claimId),
];

/**
 * The back office's claim calls (BACKOFFICE_CLAIM_PATHS, audience 'backoffice'): the list by state, one
 * claim, put on hold, recommend, confirm (another person: four eyes), read the payout account in full and
 * record the payout.
 */
export const backofficeClaimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackofficeClaims: build.query<
      { data: BackofficeClaimSummary[] },
      { status?: ClaimStatus; limit?: number }
    >({
      query: ({ status, limit = 100 }) =>
        backofficeRequest('GET', BACKOFFICE_CLAIM_PATHS.list, { input: { status, limit } }),
      providesTags: ['Claim'],
    }),
    getBackofficeClaim: build.query<BackofficeClaim, { claimId: string }>({
      query: ({ claimId }) =>
        backofficeRequest('GET', BACKOFFICE_CLAIM_PATHS.detail, { params: { claimId } }),
      providesTags: (_result, _error, { claimId }) => [claimTag(claimId)],
    }),
    holdClaim: build.mutation<BackofficeClaim, { claimId: string; note: string }>({
      query: ({ claimId, note }) =>
        backofficeRequest('POST', BACKOFFICE_CLAIM_PATHS.hold, { params: { claimId }, input: { note } }),
      invalidatesTags: invalidates,
    }),
    recommendClaim: build.mutation<BackofficeClaim, { claimId: string; input: ClaimRecommendationInput }>({
      query: ({ claimId, input }) =>
        backofficeRequest('POST', BACKOFFICE_CLAIM_PATHS.recommend, { params: { claimId }, input }),
      invalidatesTags: invalidates,
    }),
    confirmClaim: build.mutation<BackofficeClaim, { claimId: string; input: ClaimDecisionInput }>({
      query: ({ claimId, input }) =>
        backofficeRequest('POST', BACKOFFICE_CLAIM_PATHS.confirm, { params: { claimId }, input }),
      invalidatesTags: invalidates,
    }),
    // the account in full, for whoever pays: read afresh each time it is shown (each reading is recorded), and
    // dropped from the cache as soon as the dialog showing it closes
    getClaimPayoutAccount: build.query<ClaimPayoutAccountReply, { claimId: string }>({
      query: ({ claimId }) =>
        backofficeRequest('GET', BACKOFFICE_CLAIM_PATHS.payoutAccount, { params: { claimId } }),
      keepUnusedDataFor: 0,
    }),
    payClaim: build.mutation<BackofficeClaim, { claimId: string; input: ClaimPayoutInput }>({
      query: ({ claimId, input }) =>
        backofficeRequest('POST', BACKOFFICE_CLAIM_PATHS.pay, { params: { claimId }, input }),
      invalidatesTags: invalidates,
    }),
  }),
});

export const {
  useGetBackofficeClaimsQuery,
  useGetBackofficeClaimQuery,
  useHoldClaimMutation,
  useRecommendClaimMutation,
  useConfirmClaimMutation,
  useGetClaimPayoutAccountQuery,
  usePayClaimMutation,
} = backofficeClaimsApi;
