import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type {
  ApplicationListQuery,
  ArchiveInput,
  ArchiveReply,
  ClaimDocumentView,
  ClaimListQuery,
  GetDocumentReply,
  PolicyListQuery,
  PolicyPaymentChangeInput,
  PolicyPaymentReply,
} from '@cover/domain';
import {
  MOTOR_PATHS,
  type createPreInspectionInputSchema,
  type motorAlterationInputSchema,
  type MotorAlteration,
  type MotorApplication,
  type MotorCall,
  type MotorCancelInput,
  type MotorCancelPolicyReply,
  type MotorClaim,
  type MotorConfirmAlterationReply,
  type MotorPolicy,
  type MotorPolicyDetail,
  type motorResetReplySchema,
  type PreInspection,
  type PreInspectionListReply,
  type preInspectionsByIdNumberQuerySchema,
  type removePreInspectionReplySchema,
  type SendInspectionSmsInput,
  type SendInspectionSmsReply,
} from '@cover/domain/motor';
import { api } from '../../../../app/api';
import { configApi } from '../../../../app/config-api';
import { pathMapQueryFn, type RouteRef } from '../../../../lib/path-map-request';

/** The two audiences that hold motor cover: each has the same calls under its own path family. */
export type MotorFamily = 'retail' | 'employee';

/** An argument of a call: the family it goes to, and what it sends. */
type Of<T = object> = { family: MotorFamily } & T;
/** A write: its body and the idempotency key of its attempt. */
export type KeyedCall<Body> = Of<{ body: Body; idempotencyKey: string }>;

/**
 * The reads the Telkom CMS motor family serves for retail customers when the motor service is discontinued
 * (config flag `motorServiceDiscontinued`, spec 001 §6, §7): the policy list, one policy and the
 * applications, each under its CMS name.
 */
const CMS_READS = {
  getPolicies: 'getPolicies',
  getPolicyByPolicyId: 'getPolicyById',
  getApplications: 'getApplications',
} as const satisfies Partial<Record<MotorCall, keyof typeof MOTOR_PATHS.cms>>;
type CmsRead = keyof typeof CMS_READS;
const isCmsRead = (call: MotorCall): call is CmsRead => call in CMS_READS;

/** Whether retail motor reads go to the CMS family now (the config is cached for the session). */
async function motorServiceDiscontinued(api: BaseQueryApi): Promise<boolean> {
  const config = await api.dispatch(configApi.endpoints.getConfig.initiate(undefined, { subscribe: false }));
  return config.data?.flags.motorServiceDiscontinued ?? false;
}

/** The route of a call for a family: the family's own, or the CMS family's for a retail read when diverted. */
export async function motorRoute(api: BaseQueryApi, family: MotorFamily, call: MotorCall): Promise<RouteRef> {
  if (family === 'retail' && isCmsRead(call) && (await motorServiceDiscontinued(api)))
    return MOTOR_PATHS.cms[CMS_READS[call]];
  return MOTOR_PATHS[family][call];
}

/** A call whose route is picked by the argument's family (the domain's one path map). */
function familyCall<Arg extends { family: MotorFamily }, Result>(
  call: MotorCall | ((arg: Arg) => MotorCall),
  parts: (arg: Arg) => { input?: unknown; idempotencyKey?: string },
) {
  type QueryFn = ReturnType<typeof pathMapQueryFn<Arg, Result>>;
  return (...[arg, ...rest]: Parameters<QueryFn>) =>
    pathMapQueryFn<Arg, Result>(
      (baseApi) => motorRoute(baseApi, arg.family, typeof call === 'function' ? call(arg) : call),
      parts,
    )(arg, ...rest);
}

const keyed = <Body>({ body, idempotencyKey }: KeyedCall<Body>) => ({ input: body, idempotencyKey });
const withoutFamily = <T extends { family: MotorFamily }>({ family: _family, ...rest }: T) => rest;

/** Cache tags of the family's records (the retail and employee caches never mix). */
const tag = {
  policies: (family: MotorFamily) => ({ type: 'Policy' as const, id: `motor:${family}:LIST` }),
  policy: (family: MotorFamily, policyId: string) => ({
    type: 'Policy' as const,
    id: `motor:${family}:${policyId}`,
  }),
  documents: (family: MotorFamily, policyId: string) => ({
    type: 'Document' as const,
    id: `motor:${family}:${policyId}`,
  }),
  payment: (family: MotorFamily, policyId: string) => ({
    type: 'Policy' as const,
    id: `motor:${family}:${policyId}:payment`,
  }),
  applications: (family: MotorFamily) => ({ type: 'Application' as const, id: `motor:${family}` }),
  preInspections: (family: MotorFamily) => ({
    type: 'Application' as const,
    id: `motor:${family}:pre-inspections`,
  }),
  claims: (family: MotorFamily) => ({ type: 'Claim' as const, id: `motor:${family}:LIST` }),
  claim: (family: MotorFamily, claimId: string) => ({
    type: 'Claim' as const,
    id: `motor:${family}:${claimId}`,
  }),
  claimDocuments: (family: MotorFamily, claimId: string) => ({
    type: 'Claim' as const,
    id: `motor:${family}:${claimId}:documents`,
  }),
};

/** After a policy changed: its page, the list, its documents (a new schedule) and its claims' excess. */
const policyChanged = (family: MotorFamily, policyId: string) => [
  tag.policy(family, policyId),
  tag.policies(family),
  tag.documents(family, policyId),
];

export type MotorPolicyFilters = Of<Partial<Pick<PolicyListQuery, 'status' | 'limit'>>>;
export type MotorApplicationFilters = Of<Partial<Pick<ApplicationListQuery, 'status' | 'limit'>>>;
export type MotorClaimFilters = Of<Partial<Pick<ClaimListQuery, 'policyId' | 'status' | 'limit'>>>;
/** The pre-inspection list: the caller's own (by ID number), or one vehicle's (by VIN), with the filters. */
export type MotorPreInspectionFilters = Of<
  Omit<z.input<typeof preInspectionsByIdNumberQuerySchema>, 'idNumber'> & { vinNumber?: string }
>;

/** createAlterationPackage: an edit of the edit form, or a swap to another vehicle (code 0). */
export type MotorChangeDraft = z.input<typeof motorAlterationInputSchema>;
/** The call that confirms a priced change: an edit, a swap of a car, or a swap of a motorcycle. */
export type MotorConfirmCall = Extract<MotorCall, 'applyAlteration' | 'swapPolicy' | 'motorcycleSwap'>;
/** The call that drops a pending change: a car's or a motorcycle's. */
export type MotorResetCall = Extract<MotorCall, 'resetPolicy' | 'motorcycleReset'>;
export type MotorResetReply = z.infer<typeof motorResetReplySchema>;
export type MotorPreInspectionDraft = z.input<typeof createPreInspectionInputSchema>;
export type RemovePreInspectionReply = z.infer<typeof removePreInspectionReplySchema>;
/** What texting a claim's inspection link replies (the path map's own reply of the call). */
export type ClaimInspectionSmsReply = z.infer<
  (typeof MOTOR_PATHS)['retail']['sendClaimInspectionSms']['reply']
>;

/**
 * Motor servicing of either audience (spec 001 §3, §4, §7; issue 11): the caller's policies (retail reads
 * through the CMS family while the motor service is discontinued), one policy and its documents, the
 * priced edit and swap (confirm or reset; motorcycles through their own calls), cancellation and the
 * archive with a note; applications; pre-inspections (list, remove, the photo link again); claims (list,
 * per policy, one, its documents, confirm, the claim inspection link). Every call takes the family.
 */
export const motorServicingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMotorPolicies: build.query<{ data: MotorPolicy[] }, MotorPolicyFilters>({
      queryFn: familyCall<MotorPolicyFilters, { data: MotorPolicy[] }>('getPolicies', (arg) => ({
        input: withoutFamily(arg),
      })),
      providesTags: (result, _error, { family }) => [
        tag.policies(family),
        ...(result?.data ?? []).map((policy) => tag.policy(family, policy.policyId)),
      ],
    }),
    getMotorPolicy: build.query<MotorPolicyDetail, Of<{ policyId: string }>>({
      queryFn: familyCall<Of<{ policyId: string }>, MotorPolicyDetail>('getPolicyByPolicyId', (arg) => ({
        input: { policyId: arg.policyId },
      })),
      providesTags: (_result, _error, { family, policyId }) => [tag.policy(family, policyId)],
    }),
    getMotorPolicyDocuments: build.query<GetDocumentReply, Of<{ policyId: string }>>({
      queryFn: familyCall<Of<{ policyId: string }>, GetDocumentReply>('getDocument', (arg) => ({
        input: { policyId: arg.policyId },
      })),
      providesTags: (_result, _error, { family, policyId }) => [tag.documents(family, policyId)],
    }),
    getMotorPolicyPayment: build.query<PolicyPaymentReply, Of<{ policyId: string }>>({
      queryFn: familyCall<Of<{ policyId: string }>, PolicyPaymentReply>('getPolicyPayment', (arg) => ({
        input: { policyId: arg.policyId },
      })),
      providesTags: (_result, _error, { family, policyId }) => [tag.payment(family, policyId)],
    }),
    updateMotorPolicyPayment: build.mutation<PolicyPaymentReply, KeyedCall<PolicyPaymentChangeInput>>({
      queryFn: familyCall<KeyedCall<PolicyPaymentChangeInput>, PolicyPaymentReply>(
        'updatePolicyPayment',
        keyed,
      ),
      // the vehicle credit life paid the same way moves with it: every policy page reloads
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [...policyChanged(family, body.policyId), tag.payment(family, body.policyId), 'Policy'] : [],
    }),
    archiveMotorPolicy: build.mutation<ArchiveReply, KeyedCall<ArchiveInput>>({
      queryFn: familyCall<KeyedCall<ArchiveInput>, ArchiveReply>('removePolicyByPolicyId', keyed),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [tag.policies(family), tag.policy(family, body.policyId)] : [],
    }),
    priceMotorChange: build.mutation<MotorAlteration, KeyedCall<MotorChangeDraft>>({
      queryFn: familyCall<KeyedCall<MotorChangeDraft>, MotorAlteration>('createAlterationPackage', keyed),
      // the priced change waits on the policy until it is confirmed or reset
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [tag.policy(family, body.policyId)] : [],
    }),
    confirmMotorChange: build.mutation<
      MotorConfirmAlterationReply,
      KeyedCall<{ policyId: string; alterationPackageId: string }> & { call: MotorConfirmCall }
    >({
      queryFn: familyCall<
        KeyedCall<{ policyId: string; alterationPackageId: string }> & { call: MotorConfirmCall },
        MotorConfirmAlterationReply
      >((arg) => arg.call, keyed),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [...policyChanged(family, body.policyId), tag.claims(family)] : [],
    }),
    resetMotorChange: build.mutation<
      MotorResetReply,
      KeyedCall<{ policyId: string }> & { call: MotorResetCall }
    >({
      queryFn: familyCall<KeyedCall<{ policyId: string }> & { call: MotorResetCall }, MotorResetReply>(
        (arg) => arg.call,
        keyed,
      ),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? [tag.policy(family, body.policyId), tag.policies(family)] : [],
    }),
    cancelMotorPolicy: build.mutation<MotorCancelPolicyReply, KeyedCall<MotorCancelInput>>({
      queryFn: familyCall<KeyedCall<MotorCancelInput>, MotorCancelPolicyReply>('cancelPolicy', keyed),
      invalidatesTags: (result, _error, { family, body }) =>
        result ? policyChanged(family, body.policyId) : [],
    }),

    getMotorApplications: build.query<{ data: MotorApplication[] }, MotorApplicationFilters>({
      queryFn: familyCall<MotorApplicationFilters, { data: MotorApplication[] }>(
        'getApplications',
        (arg) => ({
          input: withoutFamily(arg),
        }),
      ),
      providesTags: (_result, _error, { family }) => [tag.applications(family)],
    }),
    getMotorApplication: build.query<MotorApplication, Of<{ applicationId: string }>>({
      queryFn: familyCall<Of<{ applicationId: string }>, MotorApplication>(
        'getApplicationbyApplicationId',
        (arg) => ({ input: { applicationId: arg.applicationId } }),
      ),
      providesTags: (_result, _error, { family }) => [tag.applications(family)],
    }),
    archiveMotorApplication: build.mutation<ArchiveReply, KeyedCall<ArchiveInput>>({
      queryFn: familyCall<KeyedCall<ArchiveInput>, ArchiveReply>('removeApplicationByApplicationId', keyed),
      invalidatesTags: (result, _error, { family }) => (result ? [tag.applications(family)] : []),
    }),

    listMotorPreInspections: build.query<PreInspectionListReply, MotorPreInspectionFilters>({
      queryFn: familyCall<MotorPreInspectionFilters, PreInspectionListReply>(
        (arg) => (arg.vinNumber ? 'getPreinspectionsByVinNumber' : 'getPreinspectionsByIdNumber'),
        (arg) => ({ input: withoutFamily(arg) }),
      ),
      providesTags: (_result, _error, { family }) => [tag.preInspections(family)],
    }),
    createSwapPreInspection: build.mutation<PreInspection, KeyedCall<MotorPreInspectionDraft>>({
      queryFn: familyCall<KeyedCall<MotorPreInspectionDraft>, PreInspection>('createPreinspection', keyed),
      invalidatesTags: (result, _error, { family }) => (result ? [tag.preInspections(family)] : []),
    }),
    removeMotorPreInspection: build.mutation<
      RemovePreInspectionReply,
      KeyedCall<{ preInspectionId: string }>
    >({
      queryFn: familyCall<KeyedCall<{ preInspectionId: string }>, RemovePreInspectionReply>(
        'removePreinspectionByPreinspectionId',
        keyed,
      ),
      invalidatesTags: (result, _error, { family }) =>
        result ? [tag.preInspections(family), tag.applications(family)] : [],
    }),
    resendMotorInspectionLink: build.mutation<SendInspectionSmsReply, KeyedCall<SendInspectionSmsInput>>({
      queryFn: familyCall<KeyedCall<SendInspectionSmsInput>, SendInspectionSmsReply>(
        'sendInspectionSms',
        keyed,
      ),
      invalidatesTags: (result, _error, { family }) => (result ? [tag.preInspections(family)] : []),
    }),

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
  useGetMotorPoliciesQuery,
  useGetMotorPolicyQuery,
  useGetMotorPolicyDocumentsQuery,
  useGetMotorPolicyPaymentQuery,
  useUpdateMotorPolicyPaymentMutation,
  useArchiveMotorPolicyMutation,
  usePriceMotorChangeMutation,
  useConfirmMotorChangeMutation,
  useResetMotorChangeMutation,
  useCancelMotorPolicyMutation,
  useGetMotorApplicationsQuery,
  useGetMotorApplicationQuery,
  useArchiveMotorApplicationMutation,
  useListMotorPreInspectionsQuery,
  useCreateSwapPreInspectionMutation,
  useRemoveMotorPreInspectionMutation,
  useResendMotorInspectionLinkMutation,
  useGetMotorClaimsQuery,
  useGetMotorPolicyClaimsQuery,
  useGetMotorClaimQuery,
  useGetMotorClaimDocumentsQuery,
  useConfirmMotorClaimMutation,
  useSendMotorClaimInspectionSmsMutation,
} = motorServicingApi;

/** After a claim submitted outside RTK Query (the multipart call with its documents): lists reload. */
export const motorClaimSubmittedTags = (family: MotorFamily, policyId: string) => [
  tag.claims(family),
  tag.policy(family, policyId),
  tag.policies(family),
];
