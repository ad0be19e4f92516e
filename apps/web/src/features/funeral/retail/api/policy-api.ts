import type { GetDocumentReply, PolicyPaymentReply } from '@cover/domain';
import type {
  AlterationReply,
  ApplicationListQuery,
  ArchiveInput,
  ArchiveReply,
  CancelPolicyInput,
  CancelPolicyReply,
  Policy,
  PolicyDetail,
  PolicyListQuery,
  RetailFuneralCall,
  Application,
} from '@cover/domain/funeral';
import { api } from '../../../../app/api';
import { pathMapQueryFn } from '../../../../lib/path-map-request';
import { retail, type Keyed } from './retail-family';

/** The change calls of a policy: each takes its body (preview or apply) and an idempotency key. */
export type PolicyChangeCall = Extract<
  RetailFuneralCall,
  | 'addChildren'
  | 'editExtendedFamily'
  | 'removeExtendedFamily'
  | 'getAddExtendedFamilyQuote'
  | 'addExtendedFamily'
  | 'editPolicyDetails'
  | 'editBeneficiary'
  | 'updatePolicyPayment'
  | 'changePlanDetails'
>;

export interface PolicyChangeArgs extends Keyed<Record<string, unknown> & { policyId: string }> {
  call: PolicyChangeCall;
}

type PolicyFilters = Partial<Pick<PolicyListQuery, 'status' | 'limit'>>;

/**
 * Retail funeral policies: list, detail, documents, payment details, every change, the cancellation and
 * the archive with a note (spec 002 §3; §4 removing a policy or application reloads the lists).
 */
export const funeralPolicyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPolicies: build.query<{ data: Policy[] }, PolicyFilters>({
      queryFn: pathMapQueryFn<PolicyFilters, { data: Policy[] }>(
        retail('getPolicy'),
        (input: PolicyFilters) => ({ input }),
      ),
      providesTags: (result) => [
        { type: 'Policy', id: 'LIST' },
        ...(result?.data ?? []).map((policy) => ({ type: 'Policy' as const, id: policy.policyId })),
      ],
    }),
    getPolicyByPolicyId: build.query<PolicyDetail, string>({
      queryFn: pathMapQueryFn<string, PolicyDetail>(retail('getPolicyByPolicyId'), (policyId: string) => ({
        input: { policyId },
      })),
      providesTags: (_result, _error, policyId) => [{ type: 'Policy', id: policyId }],
    }),
    getApplications: build.query<
      { data: Application[] },
      Partial<Pick<ApplicationListQuery, 'status' | 'limit'>>
    >({
      queryFn: pathMapQueryFn<
        Partial<Pick<ApplicationListQuery, 'status' | 'limit'>>,
        { data: Application[] }
      >(retail('getApplicationByPolicyHolder'), (input: object) => ({ input })),
      providesTags: ['Application'],
    }),
    getPolicyDocuments: build.query<GetDocumentReply, string>({
      queryFn: pathMapQueryFn<string, GetDocumentReply>(retail('getDocument'), (policyId: string) => ({
        input: { policyId },
      })),
      providesTags: (_result, _error, policyId) => [{ type: 'Document', id: policyId }],
    }),
    getPolicyPayment: build.query<PolicyPaymentReply, string>({
      queryFn: pathMapQueryFn<string, PolicyPaymentReply>(retail('getPolicyPayment'), (policyId: string) => ({
        input: { policyId },
      })),
      providesTags: (_result, _error, policyId) => [{ type: 'Policy', id: `${policyId}:payment` }],
    }),
    changePolicy: build.mutation<AlterationReply, PolicyChangeArgs>({
      queryFn: async (args, queryApi, extra, baseQuery) =>
        pathMapQueryFn<PolicyChangeArgs, AlterationReply>(retail(args.call), (arg) => ({
          input: arg.body,
          idempotencyKey: arg.idempotencyKey,
        }))(args, queryApi, extra, baseQuery),
      invalidatesTags: (result, _error, args) =>
        result?.policy
          ? [
              { type: 'Policy', id: args.body.policyId },
              { type: 'Policy', id: `${args.body.policyId}:payment` },
              { type: 'Policy', id: 'LIST' },
              { type: 'Document', id: args.body.policyId },
            ]
          : [],
    }),
    cancelPolicy: build.mutation<CancelPolicyReply, Keyed<CancelPolicyInput>>({
      queryFn: pathMapQueryFn<Keyed<CancelPolicyInput>, CancelPolicyReply>(
        retail('cancelPolicy'),
        ({ body, idempotencyKey }: Keyed<CancelPolicyInput>) => ({
          input: body,
          idempotencyKey,
        }),
      ),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Policy', id: args.body.policyId },
        { type: 'Policy', id: 'LIST' },
      ],
    }),
    archive: build.mutation<ArchiveReply, Keyed<ArchiveInput>>({
      queryFn: pathMapQueryFn<Keyed<ArchiveInput>, ArchiveReply>(
        retail('archive'),
        ({ body, idempotencyKey }: Keyed<ArchiveInput>) => ({ input: body, idempotencyKey }),
      ),
      invalidatesTags: (result, _error, args) =>
        result
          ? [{ type: 'Policy', id: 'LIST' }, { type: 'Policy', id: args.body.policyId }, 'Application']
          : [],
    }),
  }),
});

export const {
  useGetPoliciesQuery,
  useGetPolicyByPolicyIdQuery,
  useGetApplicationsQuery,
  useGetPolicyDocumentsQuery,
  useGetPolicyPaymentQuery,
  useChangePolicyMutation,
  useCancelPolicyMutation,
  useArchiveMutation,
} = funeralPolicyApi;
