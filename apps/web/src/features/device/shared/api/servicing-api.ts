import type {
  ApplicationListQuery,
  ArchiveInput,
  ArchiveReply,
  CancelPolicyInput,
  ClaimDocumentView,
  ClaimListQuery,
  GetDocumentReply,
  PolicyListQuery,
  PolicyPaymentReply,
} from '@cover/domain';
import {
  DEVICE_PATHS,
  type DeviceApplication,
  type DeviceCall,
  type DeviceCancelPolicyReply,
  type DeviceClaim,
  type DeviceClaimSubmitInput,
  type DeviceClaimSubmitReply,
  type DevicePolicy,
  type DevicePolicyDetail,
  type DeviceUpdatePaymentInput,
} from '@cover/domain/device';
import { api } from '../../../../app/api';
import { pathMapQueryFn } from '../../../../lib/path-map-request';

/** The two audiences that hold device cover: each has the same calls under its own path family. */
export type DeviceFamily = 'retail' | 'employee';

/** An argument of a call: the family it goes to, and what it sends. */
type Of<T = object> = { family: DeviceFamily } & T;
/** A write: its body and the idempotency key of its attempt. */
export type KeyedCall<Body> = Of<{ body: Body; idempotencyKey: string }>;

/** A call whose route is picked by the argument's family (the domain's one path map). */
function familyCall<Arg extends { family: DeviceFamily }, Result>(
  call: DeviceCall,
  parts: (arg: Arg) => { input?: unknown; idempotencyKey?: string },
) {
  type QueryFn = ReturnType<typeof pathMapQueryFn<Arg, Result>>;
  return (...[arg, ...rest]: Parameters<QueryFn>) =>
    pathMapQueryFn<Arg, Result>(() => DEVICE_PATHS[arg.family][call], parts)(arg, ...rest);
}

const keyed = <Body>({ body, idempotencyKey }: KeyedCall<Body>) => ({ input: body, idempotencyKey });

/** Cache tags of the family's records (the retail and employee caches never mix). */
const tag = {
  policies: (family: DeviceFamily) => ({ type: 'Policy' as const, id: `device:${family}:LIST` }),
  policy: (family: DeviceFamily, policyId: string) => ({
    type: 'Policy' as const,
    id: `device:${family}:${policyId}`,
  }),
  payment: (family: DeviceFamily, policyId: string) => ({
    type: 'Policy' as const,
    id: `device:${family}:${policyId}:payment`,
  }),
  documents: (family: DeviceFamily, policyId: string) => ({
    type: 'Document' as const,
    id: `device:${family}:${policyId}`,
  }),
  applications: (family: DeviceFamily) => ({ type: 'Application' as const, id: `device:${family}` }),
  claims: (family: DeviceFamily) => ({ type: 'Claim' as const, id: `device:${family}:LIST` }),
  claim: (family: DeviceFamily, claimId: string) => ({
    type: 'Claim' as const,
    id: `device:${family}:${claimId}`,
  }),
  claimDocuments: (family: DeviceFamily, claimId: string) => ({
    type: 'Claim' as const,
    id: `device:${family}:${claimId}:documents`,
  }),
};

export type DevicePolicyFilters = Of<Partial<Pick<PolicyListQuery, 'status' | 'limit'>>>;
export type DeviceApplicationFilters = Of<Partial<Pick<ApplicationListQuery, 'status' | 'limit'>>>;
export type DeviceClaimFilters = Of<Partial<Pick<ClaimListQuery, 'policyId' | 'status' | 'limit'>>>;
const withoutFamily = <T extends { family: DeviceFamily }>({ family: _family, ...rest }: T) => rest;

/**
 * Device servicing of either audience (spec 002 §3, §4, §7): the caller's policies and applications, one
 * policy, its schedule documents, payment details and their update, cancellation and the archive with a
 * note; claims (list, one, its documents, submit and confirm). Every call takes the family.
 */
export const deviceServicingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDevicePolicies: build.query<{ data: DevicePolicy[] }, DevicePolicyFilters>({
      queryFn: familyCall<DevicePolicyFilters, { data: DevicePolicy[] }>('getPolicy', (arg) => ({
        input: withoutFamily(arg),
      })),
      providesTags: (result, _error, { family }) => [
        tag.policies(family),
        ...(result?.data ?? []).map((policy) => tag.policy(family, policy.policyId)),
      ],
    }),
    getDevicePolicy: build.query<DevicePolicyDetail, Of<{ policyId: string }>>({
      queryFn: familyCall<Of<{ policyId: string }>, DevicePolicyDetail>('getPolicyByPolicyId', (arg) => ({
        input: { policyId: arg.policyId },
      })),
      providesTags: (_result, _error, { family, policyId }) => [tag.policy(family, policyId)],
    }),
    getDeviceApplications: build.query<{ data: DeviceApplication[] }, DeviceApplicationFilters>({
      queryFn: familyCall<DeviceApplicationFilters, { data: DeviceApplication[] }>(
        'getApplications',
        (arg) => ({ input: withoutFamily(arg) }),
      ),
      providesTags: (_result, _error, { family }) => [tag.applications(family)],
    }),
    getDevicePolicyDocuments: build.query<GetDocumentReply, Of<{ policyId: string }>>({
      queryFn: familyCall<Of<{ policyId: string }>, GetDocumentReply>('getDocument', (arg) => ({
        input: { policyId: arg.policyId },
      })),
      providesTags: (_result, _error, { family, policyId }) => [tag.documents(family, policyId)],
    }),
    getDevicePolicyPayment: build.query<PolicyPaymentReply, Of<{ policyId: string }>>({
      queryFn: familyCall<Of<{ policyId: string }>, PolicyPaymentReply>('getPolicyPayment', (arg) => ({
        input: { policyId: arg.policyId },
      })),
      providesTags: (_result, _error, { family, policyId }) => [tag.payment(family, policyId)],
    }),
    updateDevicePolicyPayment: build.mutation<PolicyPaymentReply, KeyedCall<DeviceUpdatePaymentInput>>({
      queryFn: familyCall<KeyedCall<DeviceUpdatePaymentInput>, PolicyPaymentReply>(
        'updatePolicyPayment',
        keyed,
      ),
      invalidatesTags: (result, _error, { family, body }) =>
        result
          ? [
              tag.policy(family, body.policyId),
              tag.payment(family, body.policyId),
              tag.policies(family),
              tag.documents(family, body.policyId),
            ]
          : [],
    }),
    cancelDevicePolicy: build.mutation<DeviceCancelPolicyReply, KeyedCall<CancelPolicyInput>>({
      queryFn: familyCall<KeyedCall<CancelPolicyInput>, DeviceCancelPolicyReply>('cancelPolicy', keyed),
      invalidatesTags: (result, _error, { family, body }) =>
        result
          ? [tag.policy(family, body.policyId), tag.policies(family), tag.documents(family, body.policyId)]
          : [],
    }),
    archiveDevice: build.mutation<ArchiveReply, KeyedCall<ArchiveInput>>({
      queryFn: familyCall<KeyedCall<ArchiveInput>, ArchiveReply>('archive', keyed),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [tag.policies(family), tag.policy(family, body.policyId), tag.applications(family)] : [],
    }),
    getDeviceClaims: build.query<{ data: DeviceClaim[] }, DeviceClaimFilters>({
      queryFn: familyCall<DeviceClaimFilters, { data: DeviceClaim[] }>('getClaims', (arg) => ({
        input: withoutFamily(arg),
      })),
      providesTags: (_result, _error, { family }) => [tag.claims(family)],
    }),
    getDeviceClaim: build.query<DeviceClaim, Of<{ claimId: string }>>({
      queryFn: familyCall<Of<{ claimId: string }>, DeviceClaim>('getClaimByID', (arg) => ({
        input: { claimId: arg.claimId },
      })),
      providesTags: (_result, _error, { family, claimId }) => [tag.claim(family, claimId)],
    }),
    getDeviceClaimDocuments: build.query<{ data: ClaimDocumentView[] }, Of<{ claimId: string }>>({
      queryFn: familyCall<Of<{ claimId: string }>, { data: ClaimDocumentView[] }>(
        'getClaimDocuments',
        (arg) => ({ input: { claimId: arg.claimId } }),
      ),
      providesTags: (_result, _error, { family, claimId }) => [tag.claimDocuments(family, claimId)],
    }),
    submitDeviceClaim: build.mutation<DeviceClaimSubmitReply, KeyedCall<DeviceClaimSubmitInput>>({
      queryFn: familyCall<KeyedCall<DeviceClaimSubmitInput>, DeviceClaimSubmitReply>('submitClaim', keyed),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [tag.claims(family), tag.policy(family, body.policyId), tag.policies(family)] : [],
    }),
    submitDeviceClaimById: build.mutation<DeviceClaimSubmitReply, KeyedCall<{ claimId: string }>>({
      queryFn: familyCall<KeyedCall<{ claimId: string }>, DeviceClaimSubmitReply>('submitClaimByID', keyed),
      invalidatesTags: (_result, _error, { family, body }) => [
        tag.claims(family),
        tag.claim(family, body.claimId),
        tag.claimDocuments(family, body.claimId),
      ],
    }),
  }),
});

export const {
  useGetDevicePoliciesQuery,
  useGetDevicePolicyQuery,
  useGetDeviceApplicationsQuery,
  useGetDevicePolicyDocumentsQuery,
  useGetDevicePolicyPaymentQuery,
  useUpdateDevicePolicyPaymentMutation,
  useCancelDevicePolicyMutation,
  useArchiveDeviceMutation,
  useGetDeviceClaimsQuery,
  useGetDeviceClaimQuery,
  useGetDeviceClaimDocumentsQuery,
  useSubmitDeviceClaimMutation,
  useSubmitDeviceClaimByIdMutation,
} = deviceServicingApi;

/** After a claim submitted outside RTK Query (the multipart call with its documents): lists reload. */
export const deviceClaimSubmittedTags = (family: DeviceFamily, policyId: string) => [
  tag.claims(family),
  tag.policy(family, policyId),
  tag.policies(family),
];
