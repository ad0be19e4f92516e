import type {
  ApplicationListQuery,
  PolicyStatus,
  ArchiveInput,
  ArchiveReply,
  CancelPolicyInput,
  ClaimDocumentView,
  GetDocumentReply,
} from '@cover/domain';
import type { z } from 'zod';
import type {
  creditLifeCancelReplySchema,
  creditLifeClaimSubmitReplySchema,
  CreditLifeApplication,
  CreditLifeApplicationReply,
  CreditLifeClaim,
  CreditLifeClaimSubmitInput,
  CreditLifePolicy,
  CreditLifePolicyDetail,
  CreditLifeQuote,
  EditCreditLifeApplicationInput,
} from '@cover/domain';
import {
  DEVICE_CREDIT_LIFE_PATHS,
  DEVICE_PATHS,
  type CreditLifePathFamily,
  type DeviceIndividualCreditLifeDraft,
} from '@cover/domain/device';
import { api } from '../../../../app/api';
import { pathMapRequest } from '../../../../lib/path-map-request';

export type CreditLifeClaimSubmitReply = z.infer<typeof creditLifeClaimSubmitReplySchema>;
export type CreditLifeCancelReply = z.infer<typeof creditLifeCancelReplySchema>;

/** The audiences that hold credit life on a financed phone: each has the same calls under its own family. */
export type CreditLifeFamily = CreditLifePathFamily;

type Of<T = object> = { family: CreditLifeFamily } & T;
/** A write: its body and the idempotency key of its attempt. */
export type CreditLifeKeyedCall<Body> = Of<{ body: Body; idempotencyKey: string }>;

const routes = (family: CreditLifeFamily) => DEVICE_CREDIT_LIFE_PATHS[family];
const keyed = <Body>(route: Parameters<typeof pathMapRequest>[0], call: CreditLifeKeyedCall<Body>) =>
  pathMapRequest(route, { input: call.body, idempotencyKey: call.idempotencyKey });

/** The multipart route a credit life claim's documents are uploaded to (fields claimId, kind, file). */
export const creditLifeClaimUploadUrl = (family: CreditLifeFamily) => routes(family).uploadDocuments.path;

/** Cache tags of the family's credit life records (never mixed with device cover or the other family). */
const tag = {
  policies: (family: CreditLifeFamily) => ({ type: 'Policy' as const, id: `credit-life:${family}:LIST` }),
  policy: (family: CreditLifeFamily, policyId: string) => ({
    type: 'Policy' as const,
    id: `credit-life:${family}:${policyId}`,
  }),
  documents: (family: CreditLifeFamily, policyId: string) => ({
    type: 'Document' as const,
    id: `credit-life:${family}:${policyId}`,
  }),
  applications: (family: CreditLifeFamily) => ({ type: 'Application' as const, id: `credit-life:${family}` }),
  claims: (family: CreditLifeFamily) => ({ type: 'Claim' as const, id: `credit-life:${family}:LIST` }),
  claim: (family: CreditLifeFamily, claimId: string) => ({
    type: 'Claim' as const,
    id: `credit-life:${family}:${claimId}`,
  }),
  claimDocuments: (family: CreditLifeFamily, claimId: string) => ({
    type: 'Claim' as const,
    id: `credit-life:${family}:${claimId}:documents`,
  }),
};

/**
 * Credit life on a financed phone, for either audience (DEVICE_CREDIT_LIFE_PATHS.retail / .employee): the
 * public premium estimate, policies and applications (one, cancel, remove with a note), the standalone
 * application (created, changed while PENDING, issued with the consents) and the death or disability claim.
 */
export const creditLifeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The public estimate of the premium on a balance (device family's getCreditLifeQuote). */
    getCreditLifeQuote: build.query<CreditLifeQuote, Of<{ outstandingBalance: number }>>({
      query: ({ family, outstandingBalance }) =>
        pathMapRequest(DEVICE_PATHS[family].getCreditLifeQuote, { input: { outstandingBalance } }),
    }),
    getCreditLifePolicies: build.query<{ data: CreditLifePolicy[] }, Of<{ status?: PolicyStatus }>>({
      query: ({ family, ...input }) => pathMapRequest(routes(family).getPolicies, { input }),
      providesTags: (result, _error, { family }) => [
        tag.policies(family),
        ...(result?.data ?? []).map((policy) => tag.policy(family, policy.policyId)),
      ],
    }),
    getCreditLifePolicy: build.query<CreditLifePolicyDetail, Of<{ policyId: string }>>({
      query: ({ family, policyId }) => pathMapRequest(routes(family).getPolicyById, { params: { policyId } }),
      providesTags: (_result, _error, { family, policyId }) => [tag.policy(family, policyId)],
    }),
    getCreditLifeDocuments: build.query<GetDocumentReply, Of<{ policyId: string }>>({
      query: ({ family, policyId }) => pathMapRequest(routes(family).getDocument, { input: { policyId } }),
      providesTags: (_result, _error, { family, policyId }) => [tag.documents(family, policyId)],
    }),
    cancelCreditLifePolicy: build.mutation<CreditLifeCancelReply, CreditLifeKeyedCall<CancelPolicyInput>>({
      query: (call) => keyed(routes(call.family).cancelPolicy, call),
      invalidatesTags: (result, _error, { family, body }) =>
        result
          ? [tag.policy(family, body.policyId), tag.policies(family), tag.documents(family, body.policyId)]
          : [],
    }),
    removeCreditLifePolicy: build.mutation<ArchiveReply, CreditLifeKeyedCall<ArchiveInput>>({
      query: (call) => keyed(routes(call.family).removePolicy, call),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [tag.policies(family), tag.policy(family, body.policyId)] : [],
    }),
    getCreditLifeApplications: build.query<
      { data: CreditLifeApplication[] },
      Of<{ status?: ApplicationListQuery['status'] }>
    >({
      query: ({ family, ...input }) => pathMapRequest(routes(family).getApplications, { input }),
      providesTags: (_result, _error, { family }) => [tag.applications(family)],
    }),
    removeCreditLifeApplication: build.mutation<ArchiveReply, CreditLifeKeyedCall<ArchiveInput>>({
      query: (call) => keyed(routes(call.family).removeApplication, call),
      invalidatesTags: (result, _error, { family }) => (result ? [tag.applications(family)] : []),
    }),
    createIndividualCreditLife: build.mutation<
      CreditLifeApplicationReply,
      CreditLifeKeyedCall<DeviceIndividualCreditLifeDraft>
    >({
      query: (call) => keyed(routes(call.family).createIndividualCreditLife, call),
      invalidatesTags: (result, _error, { family }) =>
        result ? [tag.applications(family), tag.policies(family)] : [],
    }),
    editCreditLifeApplication: build.mutation<
      CreditLifeApplicationReply,
      CreditLifeKeyedCall<EditCreditLifeApplicationInput>
    >({
      query: (call) => keyed(routes(call.family).editCreditLifeApplication, call),
      invalidatesTags: (result, _error, { family }) =>
        result ? [tag.applications(family), tag.policies(family)] : [],
    }),
    getCreditLifeClaims: build.query<{ data: CreditLifeClaim[] }, Of>({
      query: ({ family }) => pathMapRequest(routes(family).getClaims),
      providesTags: (_result, _error, { family }) => [tag.claims(family)],
    }),
    getCreditLifeClaim: build.query<CreditLifeClaim, Of<{ claimId: string }>>({
      query: ({ family, claimId }) => pathMapRequest(routes(family).getClaimByID, { input: { claimId } }),
      providesTags: (_result, _error, { family, claimId }) => [tag.claim(family, claimId)],
    }),
    getCreditLifeClaimDocuments: build.query<{ data: ClaimDocumentView[] }, Of<{ claimId: string }>>({
      query: ({ family, claimId }) =>
        pathMapRequest(routes(family).getClaimDocuments, { input: { claimId } }),
      providesTags: (_result, _error, { family, claimId }) => [tag.claimDocuments(family, claimId)],
    }),
    createCreditLifeClaim: build.mutation<
      CreditLifeClaimSubmitReply,
      CreditLifeKeyedCall<CreditLifeClaimSubmitInput>
    >({
      query: (call) => keyed(routes(call.family).createClaim, call),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [tag.claims(family), tag.policy(family, body.policyId)] : [],
    }),
    submitCreditLifeClaimById: build.mutation<
      CreditLifeClaimSubmitReply,
      CreditLifeKeyedCall<{ claimId: string }>
    >({
      query: (call) => keyed(routes(call.family).submitClaimByID, call),
      invalidatesTags: (_result, _error, { family, body }) => [
        tag.claims(family),
        tag.claim(family, body.claimId),
        tag.claimDocuments(family, body.claimId),
      ],
    }),
  }),
});

export const {
  useGetCreditLifeQuoteQuery,
  useGetCreditLifePoliciesQuery,
  useGetCreditLifePolicyQuery,
  useGetCreditLifeDocumentsQuery,
  useCancelCreditLifePolicyMutation,
  useRemoveCreditLifePolicyMutation,
  useGetCreditLifeApplicationsQuery,
  useRemoveCreditLifeApplicationMutation,
  useCreateIndividualCreditLifeMutation,
  useEditCreditLifeApplicationMutation,
  useGetCreditLifeClaimsQuery,
  useGetCreditLifeClaimQuery,
  useGetCreditLifeClaimDocumentsQuery,
  useCreateCreditLifeClaimMutation,
  useSubmitCreditLifeClaimByIdMutation,
} = creditLifeApi;
