import {
  BACKOFFICE_PATHS as API_PATHS,
  type BackofficeFailedPaymentsReply,
  type BackofficePolicy,
  type BackofficeQueues,
  type BackofficeSearchReply,
  type StaffNoteEntity,
  type StaffNoteReply,
} from '@cover/domain';
import { api } from '../../../app/api';
import { APPLICATION_LIST } from './applications-api';
import { backofficeRequest } from './backoffice-request';

const policyTag = (policyId: string) => ({ type: 'Policy' as const, id: `backoffice:${policyId}` });

/** Where a staff note on each kind of record goes, and the cached record whose history it joins. */
const NOTES = {
  policies: { path: API_PATHS.policyNotes, type: 'Policy' },
  applications: { path: API_PATHS.applicationNotes, type: 'Application' },
  claims: { path: API_PATHS.claimNotes, type: 'Claim' },
} as const satisfies Record<StaffNoteEntity, { path: string; type: string }>;

/**
 * The console's own calls (BACKOFFICE_PATHS of the domain, audience 'backoffice'): the work queues, the
 * search, the failed premiums, one policy for staff and a staff-only note on a policy, an application or a
 * claim.
 */
export const backofficeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackofficeQueues: build.query<BackofficeQueues, void>({
      query: () => backofficeRequest('GET', API_PATHS.queues),
      providesTags: [APPLICATION_LIST, 'Claim', 'Document', 'Policy'],
    }),
    // a POST query: the term may be an ID number, kept out of the request's URL
    searchBackoffice: build.query<BackofficeSearchReply, { q: string }>({
      query: ({ q }) => backofficeRequest('POST', API_PATHS.search, { input: { q } }),
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
    addStaffNote: build.mutation<StaffNoteReply, { entity: StaffNoteEntity; id: string; note: string }>({
      query: ({ entity, id, note }) =>
        backofficeRequest('POST', NOTES[entity].path, { params: { id }, input: { note } }),
      // The record's own tag (as its page's query gives it), so its history shows the note.
      invalidatesTags: (_result, _error, { entity, id }) => [
        { type: NOTES[entity].type, id: `backoffice:${id}` },
      ],
    }),
  }),
});

export const {
  useGetBackofficeQueuesQuery,
  useLazySearchBackofficeQuery,
  useGetFailedPaymentsQuery,
  useGetBackofficePolicyQuery,
  useAddStaffNoteMutation,
} = backofficeApi;
