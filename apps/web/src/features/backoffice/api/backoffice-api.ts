import {
  BACKOFFICE_PATHS as API_PATHS,
  type BackofficeFailedPaymentsReply,
  type BackofficePolicy,
  type BackofficeQueues,
  type BackofficeSearchReply,
  type StaffNoteReply,
} from '@cover/domain';
import { api } from '../../../app/api';
import { APPLICATION_LIST } from './applications-api';
import { backofficeRequest } from './backoffice-request';

const policyTag = (policyId: string) => ({ type: 'Policy' as const, id: `backoffice:${policyId}` });

/**
 * The console's own calls (BACKOFFICE_PATHS of the domain, audience 'backoffice'): the work queues, the
 * search, the failed premiums, one policy for staff and a staff-only note on it.
 */
export const backofficeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackofficeQueues: build.query<BackofficeQueues, void>({
      query: () => backofficeRequest('GET', API_PATHS.queues),
      providesTags: [APPLICATION_LIST, 'Claim', 'Document', 'Policy'],
    }),
    searchBackoffice: build.query<BackofficeSearchReply, { q: string }>({
      query: ({ q }) => backofficeRequest('GET', API_PATHS.search, { input: { q } }),
    }),
    getFailedPayments: build.query<BackofficeFailedPaymentsReply, { limit?: number } | void>({
      query: (input) =>
        backofficeRequest('GET', API_PATHS.failedPayments, { input: { limit: input?.limit ?? 100 } }),
      providesTags: ['Policy'],
    }),
    getBackofficePolicy: build.query<BackofficePolicy, { policyId: string }>({
      query: ({ policyId }) => backofficeRequest('GET', API_PATHS.policy, { params: { policyId } }),
      providesTags: (_result, _error, { policyId }) => [policyTag(policyId)],
    }),
    addPolicyNote: build.mutation<StaffNoteReply, { policyId: string; note: string }>({
      query: ({ policyId, note }) =>
        backofficeRequest('POST', API_PATHS.policyNotes, { params: { id: policyId }, input: { note } }),
      invalidatesTags: (_result, _error, { policyId }) => [policyTag(policyId)],
    }),
  }),
});

export const {
  useGetBackofficeQueuesQuery,
  useLazySearchBackofficeQuery,
  useGetFailedPaymentsQuery,
  useGetBackofficePolicyQuery,
  useAddPolicyNoteMutation,
} = backofficeApi;
