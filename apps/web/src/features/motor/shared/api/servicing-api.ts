import type { z } from 'zod';
import type {
  ApplicationListQuery,
  ArchiveInput,
  ArchiveReply,
  GetDocumentReply,
  PolicyListQuery,
  PolicyPaymentChangeInput,
  PolicyPaymentReply,
} from '@cover/domain';
import type {
  createPreInspectionInputSchema,
  motorAlterationInputSchema,
  MotorAlteration,
  MotorApplication,
  MotorCall,
  MotorCancelInput,
  MotorCancelPolicyReply,
  MotorConfirmAlterationReply,
  MotorPolicy,
  MotorPolicyDetail,
  motorResetReplySchema,
  PreInspection,
  PreInspectionListReply,
  preInspectionsByIdNumberQuerySchema,
  removePreInspectionReplySchema,
  SendInspectionSmsInput,
  SendInspectionSmsReply,
} from '@cover/domain/motor';
import { api } from '../../../../app/api';
import {
  familyCall,
  keyed,
  policyChanged,
  tag,
  withoutFamily,
  type KeyedCall,
  type Of,
} from './motor-family-calls';

export type { KeyedCall, MotorFamily } from './motor-family-calls';

export type MotorPolicyFilters = Of<Partial<Pick<PolicyListQuery, 'status' | 'limit'>>>;
export type MotorApplicationFilters = Of<Partial<Pick<ApplicationListQuery, 'status' | 'limit'>>>;
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
} = motorServicingApi;
