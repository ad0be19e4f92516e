import type { ClaimListQuery } from '@cover/domain';
import type { FuneralClaimDocument, FuneralClaimSubmitReply, FuneralClaimView } from '@cover/domain/funeral';
import { api } from '../../../../app/api';
import { pathMapQueryFn } from '../../../../lib/path-map-request';
import { retail, type Keyed } from './retail-family';

type ClaimFilters = Partial<Pick<ClaimListQuery, 'policyId' | 'status' | 'limit'>>;

/** Retail funeral claims: list, one claim, its documents, submit and submit-by-id. */
export const funeralClaimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClaims: build.query<{ data: FuneralClaimView[] }, ClaimFilters>({
      queryFn: pathMapQueryFn<ClaimFilters, { data: FuneralClaimView[] }>(
        retail('getClaims'),
        (input: ClaimFilters) => ({ input }),
      ),
      providesTags: [{ type: 'Claim', id: 'LIST' }],
    }),
    getClaimById: build.query<FuneralClaimView, string>({
      queryFn: pathMapQueryFn<string, FuneralClaimView>(retail('getClaimByID'), (claimId: string) => ({
        input: { claimId },
      })),
      providesTags: (_result, _error, claimId) => [{ type: 'Claim', id: claimId }],
    }),
    getClaimDocuments: build.query<{ data: FuneralClaimDocument[] }, string>({
      queryFn: pathMapQueryFn<string, { data: FuneralClaimDocument[] }>(
        retail('getClaimDocuments'),
        (claimId: string) => ({ input: { claimId } }),
      ),
      providesTags: (_result, _error, claimId) => [{ type: 'Claim', id: `${claimId}:documents` }],
    }),
    submitClaim: build.mutation<FuneralClaimSubmitReply, Keyed<Record<string, unknown>>>({
      queryFn: pathMapQueryFn<Keyed<Record<string, unknown>>, FuneralClaimSubmitReply>(
        retail('submitClaim'),
        ({ body, idempotencyKey }: Keyed<Record<string, unknown>>) => ({
          input: body,
          idempotencyKey,
        }),
      ),
      invalidatesTags: [{ type: 'Claim', id: 'LIST' }],
    }),
    submitClaimById: build.mutation<FuneralClaimSubmitReply, Keyed<{ claimId: string }>>({
      queryFn: pathMapQueryFn<Keyed<{ claimId: string }>, FuneralClaimSubmitReply>(
        retail('submitClaimByID'),
        ({ body, idempotencyKey }: Keyed<{ claimId: string }>) => ({
          input: body,
          idempotencyKey,
        }),
      ),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Claim', id: 'LIST' },
        { type: 'Claim', id: args.body.claimId },
      ],
    }),
  }),
});

export const {
  useGetClaimsQuery,
  useGetClaimByIdQuery,
  useGetClaimDocumentsQuery,
  useSubmitClaimMutation,
  useSubmitClaimByIdMutation,
} = funeralClaimsApi;
