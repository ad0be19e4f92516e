import {
  type EmployeeProfile,
  type GetDocumentReply,
  type PolicyHolder,
  type PolicyHolderCreate,
} from '@cover/domain';
import {
  FUNERAL_PATHS,
  type AlterationChangeDraft,
  type AlterationReply,
  type Application,
  type CancelPolicyInput,
  type CancelPolicyReply,
  type ApplicationReply,
  type CreateApplicationInputDraft,
  type EmployeeQuoteInput,
  type FuneralClaimView,
  type PaidQuoteInput,
  type Policy,
  type PolicyDetail,
  type QuotePackage,
} from '@cover/domain/funeral';
import { api } from '../../../../app/api';
import { pathMapQueryFn } from '../../../../lib/path-map-request';

const employee = FUNERAL_PATHS.employee;
const cms = FUNERAL_PATHS.cms;
const fixed = (route: { method: 'GET' | 'POST'; path: string }) => () => route;

export interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}

const policyTags = (policyId: string) => [
  { type: 'Policy' as const, id: `employee:${policyId}` },
  { type: 'Policy' as const, id: 'employee:LIST' },
  { type: 'Document' as const, id: `employee:${policyId}` },
];

/** Employee funeral calls: the employee family (paths.ts) and the CMS family the employee portal uses. */
export const employeeFuneralApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployeeProfile: build.query<EmployeeProfile, string>({
      query: (userName) => ({ url: 'employee/user/getAdminUser', params: { userName } }),
    }),
    getEmployeePolicyHolder: build.query<PolicyHolder, string>({
      query: (idNumber) => ({ url: 'employee/getPolicyHolderByIdNumber', params: { idNumber } }),
      providesTags: ['PolicyHolder'],
    }),
    createEmployeePolicyholder: build.mutation<PolicyHolder, PolicyHolderCreate>({
      query: (body) => ({ url: 'employee/createPolicyholder', method: 'POST', body }),
      invalidatesTags: ['PolicyHolder'],
    }),
    getEmployeeQuote: build.mutation<QuotePackage, EmployeeQuoteInput>({
      queryFn: pathMapQueryFn<EmployeeQuoteInput, QuotePackage>(fixed(employee.getQuote), (input) => ({
        input,
      })),
    }),
    getPaidQuote: build.mutation<QuotePackage, PaidQuoteInput>({
      queryFn: pathMapQueryFn<PaidQuoteInput, QuotePackage>(fixed(cms.paidGetQuote), (input) => ({ input })),
    }),
    createEmployeeApplication: build.mutation<
      ApplicationReply,
      Keyed<CreateApplicationInputDraft> & { paid: boolean }
    >({
      queryFn: async (args, queryApi, extra, baseQuery) =>
        pathMapQueryFn<Keyed<CreateApplicationInputDraft>, ApplicationReply>(
          fixed(args.paid ? cms.paidCreateApplication : employee.createApplication),
          ({ body, idempotencyKey }) => ({ input: body, idempotencyKey }),
        )(args, queryApi, extra, baseQuery),
      invalidatesTags: [{ type: 'Policy', id: 'employee:LIST' }, 'Application'],
    }),
    getEmployeePolicies: build.query<{ data: Policy[] }, void>({
      queryFn: pathMapQueryFn<void, { data: Policy[] }>(fixed(employee.getPolicies), () => ({ input: {} })),
      providesTags: [{ type: 'Policy', id: 'employee:LIST' }],
    }),
    getEmployeeApplications: build.query<{ data: Application[] }, void>({
      queryFn: pathMapQueryFn<void, { data: Application[] }>(fixed(employee.getApplications), () => ({
        input: {},
      })),
      providesTags: ['Application'],
    }),
    getEmployeePolicy: build.query<PolicyDetail, string>({
      queryFn: pathMapQueryFn<string, PolicyDetail>(fixed(employee.getPolicyById), (policyId) => ({
        params: { policyId },
      })),
      providesTags: (_result, _error, policyId) => [{ type: 'Policy', id: `employee:${policyId}` }],
    }),
    getEmployeeDocuments: build.query<GetDocumentReply, string>({
      queryFn: pathMapQueryFn<string, GetDocumentReply>(fixed(employee.getDocuments), (policyId) => ({
        input: { policyId },
      })),
      providesTags: (_result, _error, policyId) => [{ type: 'Document', id: `employee:${policyId}` }],
    }),
    /** createAlterationPackage: the priced preview of a change (applied with applyAlterationPackage). */
    createAlterationPackage: build.mutation<
      AlterationReply,
      Keyed<{ policyId: string; change: AlterationChangeDraft }>
    >({
      queryFn: pathMapQueryFn<Keyed<{ policyId: string; change: AlterationChangeDraft }>, AlterationReply>(
        fixed(employee.createAlterationPackage),
        ({ body, idempotencyKey }) => ({ input: body, idempotencyKey }),
      ),
    }),
    applyAlterationPackage: build.mutation<
      AlterationReply,
      Keyed<{ policyId: string; alterationPackageId: string }>
    >({
      queryFn: pathMapQueryFn<Keyed<{ policyId: string; alterationPackageId: string }>, AlterationReply>(
        fixed(employee.applyAlterationPackage),
        ({ body, idempotencyKey }) => ({ input: body, idempotencyKey }),
      ),
      invalidatesTags: (_result, _error, args) => policyTags(args.body.policyId),
    }),
    /** cancelPolicy: the employee's own policy, with a funeral reason; its salary deduction stops. */
    cancelEmployeePolicy: build.mutation<CancelPolicyReply, Keyed<CancelPolicyInput>>({
      queryFn: pathMapQueryFn<Keyed<CancelPolicyInput>, CancelPolicyReply>(
        fixed(employee.cancelPolicy),
        ({ body, idempotencyKey }) => ({ input: body, idempotencyKey }),
      ),
      invalidatesTags: (result, _error, args) => (result ? policyTags(args.body.policyId) : []),
    }),
    /** CMS editBeneficiary: the whole list, applied at once. */
    editEmployeeBeneficiaries: build.mutation<
      AlterationReply,
      Keyed<{ policyId: string; beneficiaries: unknown[] }>
    >({
      queryFn: pathMapQueryFn<Keyed<{ policyId: string; beneficiaries: unknown[] }>, AlterationReply>(
        fixed(cms.editBeneficiary),
        ({ body, idempotencyKey }) => ({ input: body, idempotencyKey }),
      ),
      invalidatesTags: (_result, _error, args) => policyTags(args.body.policyId),
    }),
    /** CMS deleteBeneficiary: its share is spread over the others; the last one stays. */
    deleteEmployeeBeneficiary: build.mutation<
      AlterationReply,
      Keyed<{ policyId: string; beneficiaryId: string }>
    >({
      queryFn: pathMapQueryFn<Keyed<{ policyId: string; beneficiaryId: string }>, AlterationReply>(
        fixed(cms.deleteBeneficiary),
        ({ body, idempotencyKey }) => ({ input: body, idempotencyKey }),
      ),
      invalidatesTags: (_result, _error, args) => policyTags(args.body.policyId),
    }),
    getEmployeeClaims: build.query<{ data: FuneralClaimView[] }, void>({
      queryFn: pathMapQueryFn<void, { data: FuneralClaimView[] }>(fixed(cms.getClaims), () => ({
        input: {},
      })),
      providesTags: [{ type: 'Claim', id: 'employee:LIST' }],
    }),
  }),
});

export const {
  useGetEmployeeProfileQuery,
  useLazyGetEmployeePolicyHolderQuery,
  useCreateEmployeePolicyholderMutation,
  useGetEmployeeQuoteMutation,
  useGetPaidQuoteMutation,
  useCreateEmployeeApplicationMutation,
  useGetEmployeePoliciesQuery,
  useGetEmployeeApplicationsQuery,
  useGetEmployeePolicyQuery,
  useGetEmployeeDocumentsQuery,
  useCreateAlterationPackageMutation,
  useApplyAlterationPackageMutation,
  useCancelEmployeePolicyMutation,
  useEditEmployeeBeneficiariesMutation,
  useDeleteEmployeeBeneficiaryMutation,
  useGetEmployeeClaimsQuery,
} = employeeFuneralApi;
