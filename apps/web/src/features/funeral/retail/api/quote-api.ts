import type { PolicyHolder, PolicyHolderCreate } from '@cover/domain';
import type {
  ActivePolicyCheckReply,
  ApplicationReply,
  CoverCalculatorInputDraft,
  CreateApplicationInputDraft,
  FuneralQuote,
  GetQuoteInput,
  QuotePackage,
} from '@cover/domain/funeral';
import { api } from '../../../../app/api';
import { pathMapQueryFn } from '../../../../lib/path-map-request';
import { retail, type Keyed } from './retail-family';

/** Quotes, the policy holder and the application of the retail wizard (spec 002 §7 quote/*). */
export const funeralQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The public cover calculator (confirms the price computed in the browser). */
    getCoverCalculate: build.query<FuneralQuote, CoverCalculatorInputDraft>({
      queryFn: pathMapQueryFn<CoverCalculatorInputDraft, FuneralQuote>(
        retail('getCoverCalculate'),
        (input: CoverCalculatorInputDraft) => ({ input }),
      ),
    }),
    getAQuote: build.mutation<QuotePackage, GetQuoteInput>({
      queryFn: pathMapQueryFn<GetQuoteInput, QuotePackage>(retail('getAQuote'), (input: GetQuoteInput) => ({
        input,
      })),
      invalidatesTags: ['Quote'],
    }),
    checkIfActivePolicyExists: build.query<ActivePolicyCheckReply, { packageName?: string }>({
      queryFn: pathMapQueryFn<{ packageName?: string }, ActivePolicyCheckReply>(
        retail('checkIfActivePolicyExists'),
        (input: { packageName?: string }) => ({ input }),
      ),
      providesTags: ['Policy'],
    }),
    /** The caller's own policy holder (404 when there is none yet). */
    getPolicyHolderByIdNumber: build.query<PolicyHolder, string>({
      query: (idNumber) => ({ url: 'retail/getPolicyHolderByIdNumber', method: 'POST', body: { idNumber } }),
      providesTags: ['PolicyHolder'],
    }),
    createPolicyholder: build.mutation<PolicyHolder, PolicyHolderCreate>({
      query: (body) => ({ url: 'retail/createPolicyholder', method: 'POST', body }),
      invalidatesTags: ['PolicyHolder'],
    }),
    createQuoteApplication: build.mutation<ApplicationReply, Keyed<CreateApplicationInputDraft>>({
      queryFn: pathMapQueryFn<Keyed<CreateApplicationInputDraft>, ApplicationReply>(
        retail('createQuoteApplication'),
        ({ body, idempotencyKey }: Keyed<CreateApplicationInputDraft>) => ({
          input: body,
          idempotencyKey,
        }),
      ),
      invalidatesTags: ['Policy', 'Application', 'Quote'],
    }),
  }),
});

export const {
  useGetCoverCalculateQuery,
  useGetAQuoteMutation,
  useCheckIfActivePolicyExistsQuery,
  useLazyGetPolicyHolderByIdNumberQuery,
  useCreatePolicyholderMutation,
  useCreateQuoteApplicationMutation,
} = funeralQuoteApi;
