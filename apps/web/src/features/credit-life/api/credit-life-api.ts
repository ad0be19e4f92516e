import type {
  ApplicationListQuery,
  PolicyStatus,
  ArchiveInput,
  ArchiveReply,
  CancelPolicyInput,
  ClaimDocumentView,
  GetDocumentReply,
  PolicyPaymentChangeInput,
  PolicyPaymentReply,
} from '@cover/domain';
import type { z } from 'zod';
import type {
  creditLifeCancelReplySchema,
  creditLifeClaimSubmitReplySchema,
  CreditLifeApplication,
  CreditLifeApplicationReply,
  CreditLifeBeneficiariesChangeInput,
  CreditLifeClaim,
  CreditLifeClaimSubmitInput,
  CreditLifePolicy,
  CreditLifePolicyDetail,
  EditCreditLifeApplicationInput,
} from '@cover/domain';
import { api } from '../../../app/api';
import { pathMapRequest } from '../../../lib/path-map-request';
import type { CreditLifeScope } from '../line';
import { creditLifeRoutes as routes } from './credit-life-routes';

export type CreditLifeClaimSubmitReply = z.infer<typeof creditLifeClaimSubmitReplySchema>;
export type CreditLifeCancelReply = z.infer<typeof creditLifeCancelReplySchema>;

type Of<T = object> = { scope: CreditLifeScope } & T;
/** A write: its body and the idempotency key of its attempt. */
export type CreditLifeKeyedCall<Body> = Of<{ body: Body; idempotencyKey: string }>;

const keyed = <Body>(route: Parameters<typeof pathMapRequest>[0], call: CreditLifeKeyedCall<Body>) =>
  pathMapRequest(route, { input: call.body, idempotencyKey: call.idempotencyKey });

/** The multipart route a credit life claim's documents are uploaded to (fields claimId, kind, file). */
export const creditLifeClaimUploadUrl = (scope: CreditLifeScope) => routes(scope).uploadDocuments.path;

const at = ({ line, family }: CreditLifeScope) => `credit-life:${line}:${family}`;
/** Cache tags of a line's and family's credit life records (never mixed with another line or family). */
const tag = {
  policies: (scope: CreditLifeScope) => ({ type: 'Policy' as const, id: `${at(scope)}:LIST` }),
  policy: (scope: CreditLifeScope, policyId: string) => ({
    type: 'Policy' as const,
    id: `${at(scope)}:${policyId}`,
  }),
  documents: (scope: CreditLifeScope, policyId: string) => ({
    type: 'Document' as const,
    id: `${at(scope)}:${policyId}`,
  }),
  payment: (scope: CreditLifeScope, policyId: string) => ({
    type: 'Policy' as const,
    id: `${at(scope)}:${policyId}:payment`,
  }),
  applications: (scope: CreditLifeScope) => ({ type: 'Application' as const, id: at(scope) }),
  claims: (scope: CreditLifeScope) => ({ type: 'Claim' as const, id: `${at(scope)}:LIST` }),
  claim: (scope: CreditLifeScope, claimId: string) => ({
    type: 'Claim' as const,
    id: `${at(scope)}:${claimId}`,
  }),
  claimDocuments: (scope: CreditLifeScope, claimId: string) => ({
    type: 'Claim' as const,
    id: `${at(scope)}:${claimId}:documents`,
  }),
};

/**
 * createIndividualCreditLife's body: the line's financed item beside the shared details (each line's
 * form builds it from its own contract's draft type).
 */
export type IndividualCreditLifeBody = object;

/**
 * Credit life of any line (phones, vehicles) for either audience: policies and applications (one,
 * cancel, remove with a note), the standalone application (created, changed while PENDING, issued with
 * the consents) and the death or disability claim.
 */
export const creditLifeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCreditLifePolicies: build.query<{ data: CreditLifePolicy[] }, Of<{ status?: PolicyStatus }>>({
      query: ({ scope, ...input }) => pathMapRequest(routes(scope).getPolicies, { input }),
      providesTags: (result, _error, { scope }) => [
        tag.policies(scope),
        ...(result?.data ?? []).map((policy) => tag.policy(scope, policy.policyId)),
      ],
    }),
    getCreditLifePolicy: build.query<CreditLifePolicyDetail, Of<{ policyId: string }>>({
      query: ({ scope, policyId }) => pathMapRequest(routes(scope).getPolicyById, { params: { policyId } }),
      providesTags: (_result, _error, { scope, policyId }) => [tag.policy(scope, policyId)],
    }),
    getCreditLifeDocuments: build.query<GetDocumentReply, Of<{ policyId: string }>>({
      query: ({ scope, policyId }) => pathMapRequest(routes(scope).getDocument, { input: { policyId } }),
      providesTags: (_result, _error, { scope, policyId }) => [tag.documents(scope, policyId)],
    }),
    getCreditLifePayment: build.query<PolicyPaymentReply, Of<{ policyId: string }>>({
      query: ({ scope, policyId }) => pathMapRequest(routes(scope).getPolicyPayment, { input: { policyId } }),
      providesTags: (_result, _error, { scope, policyId }) => [tag.payment(scope, policyId)],
    }),
    updateCreditLifePayment: build.mutation<
      PolicyPaymentReply,
      CreditLifeKeyedCall<PolicyPaymentChangeInput>
    >({
      query: (call) => keyed(routes(call.scope).updatePolicyPayment, call),
      invalidatesTags: (result, _error, { scope, body }) =>
        result
          ? [
              tag.policy(scope, body.policyId),
              tag.payment(scope, body.policyId),
              tag.policies(scope),
              tag.documents(scope, body.policyId),
            ]
          : [],
    }),
    editCreditLifeBeneficiaries: build.mutation<
      CreditLifePolicyDetail,
      CreditLifeKeyedCall<CreditLifeBeneficiariesChangeInput>
    >({
      query: (call) => keyed(routes(call.scope).editBeneficiary, call),
      invalidatesTags: (result, _error, { scope, body }) =>
        result
          ? [tag.policy(scope, body.policyId), tag.policies(scope), tag.documents(scope, body.policyId)]
          : [],
    }),
    cancelCreditLifePolicy: build.mutation<CreditLifeCancelReply, CreditLifeKeyedCall<CancelPolicyInput>>({
      query: (call) => keyed(routes(call.scope).cancelPolicy, call),
      invalidatesTags: (result, _error, { scope, body }) =>
        result
          ? [tag.policy(scope, body.policyId), tag.policies(scope), tag.documents(scope, body.policyId)]
          : [],
    }),
    removeCreditLifePolicy: build.mutation<ArchiveReply, CreditLifeKeyedCall<ArchiveInput>>({
      query: (call) => keyed(routes(call.scope).removePolicy, call),
      invalidatesTags: (result, _error, { scope, body }) =>
        result ? [tag.policies(scope), tag.policy(scope, body.policyId)] : [],
    }),
    getCreditLifeApplications: build.query<
      { data: CreditLifeApplication[] },
      Of<{ status?: ApplicationListQuery['status'] }>
    >({
      query: ({ scope, ...input }) => pathMapRequest(routes(scope).getApplications, { input }),
      providesTags: (_result, _error, { scope }) => [tag.applications(scope)],
    }),
    removeCreditLifeApplication: build.mutation<ArchiveReply, CreditLifeKeyedCall<ArchiveInput>>({
      query: (call) => keyed(routes(call.scope).removeApplication, call),
      invalidatesTags: (result, _error, { scope }) => (result ? [tag.applications(scope)] : []),
    }),
    createIndividualCreditLife: build.mutation<
      CreditLifeApplicationReply,
      CreditLifeKeyedCall<IndividualCreditLifeBody>
    >({
      query: (call) => keyed(routes(call.scope).createIndividualCreditLife, call),
      invalidatesTags: (result, _error, { scope }) =>
        result ? [tag.applications(scope), tag.policies(scope)] : [],
    }),
    editCreditLifeApplication: build.mutation<
      CreditLifeApplicationReply,
      CreditLifeKeyedCall<EditCreditLifeApplicationInput>
    >({
      query: (call) => keyed(routes(call.scope).editCreditLifeApplication, call),
      invalidatesTags: (result, _error, { scope }) =>
        result ? [tag.applications(scope), tag.policies(scope)] : [],
    }),
    getCreditLifeClaims: build.query<{ data: CreditLifeClaim[] }, Of>({
      query: ({ scope }) => pathMapRequest(routes(scope).getClaims),
      providesTags: (_result, _error, { scope }) => [tag.claims(scope)],
    }),
    getCreditLifeClaim: build.query<CreditLifeClaim, Of<{ claimId: string }>>({
      query: ({ scope, claimId }) => pathMapRequest(routes(scope).getClaimByID, { input: { claimId } }),
      providesTags: (_result, _error, { scope, claimId }) => [tag.claim(scope, claimId)],
    }),
    getCreditLifeClaimDocuments: build.query<{ data: ClaimDocumentView[] }, Of<{ claimId: string }>>({
      query: ({ scope, claimId }) => pathMapRequest(routes(scope).getClaimDocuments, { input: { claimId } }),
      providesTags: (_result, _error, { scope, claimId }) => [tag.claimDocuments(scope, claimId)],
    }),
    createCreditLifeClaim: build.mutation<
      CreditLifeClaimSubmitReply,
      CreditLifeKeyedCall<CreditLifeClaimSubmitInput>
    >({
      query: (call) => keyed(routes(call.scope).createClaim, call),
      invalidatesTags: (result, _error, { scope, body }) =>
        result ? [tag.claims(scope), tag.policy(scope, body.policyId)] : [],
    }),
    submitCreditLifeClaimById: build.mutation<
      CreditLifeClaimSubmitReply,
      CreditLifeKeyedCall<{ claimId: string }>
    >({
      query: (call) => keyed(routes(call.scope).submitClaimByID, call),
      invalidatesTags: (_result, _error, { scope, body }) => [
        tag.claims(scope),
        tag.claim(scope, body.claimId),
        tag.claimDocuments(scope, body.claimId),
      ],
    }),
  }),
});

export const {
  useGetCreditLifePoliciesQuery,
  useGetCreditLifePolicyQuery,
  useGetCreditLifeDocumentsQuery,
  useGetCreditLifePaymentQuery,
  useUpdateCreditLifePaymentMutation,
  useEditCreditLifeBeneficiariesMutation,
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
