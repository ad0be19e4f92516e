import type { z } from 'zod';
import type { ClaimDocumentView, ClaimListQuery } from '@cover/domain';
import type { MOTOR_PATHS, MotorClaim } from '@cover/domain/motor';
import { api } from '../../../../app/api';
import {
  familyCall,
  keyed,
  tag,
  withoutFamily,
  type KeyedCall,
  type MotorFamily,
  type Of,
} from './motor-family-calls';

export type MotorClaimFilters = Of<Partial<Pick<ClaimListQuery, 'policyId' | 'status' | 'limit'>>>;
/** What texting a claim's inspection link replies (the path map's own reply of the call). */
export type ClaimInspectionSmsReply = z.infer<
  (typeof MOTOR_PATHS)['retail']['sendClaimInspectionSms']['reply']
>;

/**
 * Motor claims of either audience (spec 001 §4, §7): the caller's claims, a policy's, one claim, its
 * documents, confirming a claim and the claim inspection link. Every call takes the family.
 */
export const motorClaimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMotorClaims: build.query<{ data: MotorClaim[] }, MotorClaimFilters>({
      queryFn: familyCall<MotorClaimFilters, { data: MotorClaim[] }>('getClaims', (arg) => ({
        input: withoutFamily(arg),
      })),
      providesTags: (_result, _error, { family }) => [tag.claims(family)],
    }),
    getMotorPolicyClaims: build.query<{ data: MotorClaim[] }, Of<{ policyId: string }>>({
      queryFn: familyCall<Of<{ policyId: string }>, { data: MotorClaim[] }>('getClaimsByPolicyId', (arg) => ({
        input: { policyId: arg.policyId },
      })),
      providesTags: (_result, _error, { family }) => [tag.claims(family)],
    }),
    getMotorClaim: build.query<MotorClaim, Of<{ claimId: string }>>({
      queryFn: familyCall<Of<{ claimId: string }>, MotorClaim>('getClaimByID', (arg) => ({
        input: { claimId: arg.claimId },
      })),
      providesTags: (_result, _error, { family, claimId }) => [tag.claim(family, claimId)],
    }),
    getMotorClaimDocuments: build.query<{ data: ClaimDocumentView[] }, Of<{ claimId: string }>>({
      queryFn: familyCall<Of<{ claimId: string }>, { data: ClaimDocumentView[] }>(
        'getClaimDocuments',
        (arg) => ({ input: { claimId: arg.claimId } }),
      ),
      providesTags: (_result, _error, { family, claimId }) => [tag.claimDocuments(family, claimId)],
    }),
    confirmMotorClaim: build.mutation<unknown, KeyedCall<{ claimId: string }>>({
      queryFn: familyCall<KeyedCall<{ claimId: string }>, unknown>('submitClaimByID', keyed),
      invalidatesTags: (_result, _error, { family, body }) => [
        tag.claims(family),
        tag.claim(family, body.claimId),
        tag.claimDocuments(family, body.claimId),
      ],
    }),
    sendMotorClaimInspectionSms: build.mutation<
      ClaimInspectionSmsReply,
      KeyedCall<{ claimId: string; mobile?: string }>
    >({
      queryFn: familyCall<KeyedCall<{ claimId: string; mobile?: string }>, ClaimInspectionSmsReply>(
        'sendClaimInspectionSms',
        keyed,
      ),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [tag.claim(family, body.claimId), tag.claims(family)] : [],
    }),
  }),
});

export const {
  useGetMotorClaimsQuery,
  useGetMotorPolicyClaimsQuery,
  useGetMotorClaimQuery,
  useGetMotorClaimDocumentsQuery,
  useConfirmMotorClaimMutation,
  useSendMotorClaimInspectionSmsMutation,
} = motorClaimsApi;

/** After a claim submitted outside RTK Query (the multipart call with its documents): lists reload. */
export const motorClaimSubmittedTags = (family: MotorFamily, policyId: string) => [
  tag.claims(family),
  tag.policy(family, policyId),
  tag.policies(family),
];
