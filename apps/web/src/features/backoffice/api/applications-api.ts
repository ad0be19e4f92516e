import {
  BACKOFFICE_APPLICATION_PATHS,
  type BackofficeApplicationDetail,
  type BackofficeApplicationsReply,
  type UnderwritingDecisionInput,
  type UnderwritingStatus,
} from '@cover/domain';
import { api } from '../../../app/api';
import { backofficeRequest } from './backoffice-request';

/** The lists and queue counts of applications (a decision refreshes them; the detail comes with its reply). */
export const APPLICATION_LIST = { type: 'Application' as const, id: 'backoffice:list' };

const applicationTag = (applicationId: string) => ({
  type: 'Application' as const,
  id: `backoffice:${applicationId}`,
});

/**
 * Manual underwriting (BACKOFFICE_APPLICATION_PATHS, audience 'backoffice'): the referred applications by
 * status with their counts, one application with its facts and history, and a decision on it.
 */
export const backofficeApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackofficeApplications: build.query<
      BackofficeApplicationsReply,
      { status?: UnderwritingStatus; limit?: number }
    >({
      query: ({ status, limit = 100 }) =>
        backofficeRequest('GET', BACKOFFICE_APPLICATION_PATHS.list, { input: { status, limit } }),
      providesTags: [APPLICATION_LIST],
    }),
    getBackofficeApplication: build.query<BackofficeApplicationDetail, { applicationId: string }>({
      query: ({ applicationId }) =>
        backofficeRequest('GET', BACKOFFICE_APPLICATION_PATHS.detail, { params: { applicationId } }),
      providesTags: (_result, _error, { applicationId }) => [applicationTag(applicationId)],
    }),
    decideApplication: build.mutation<
      BackofficeApplicationDetail,
      { applicationId: string; input: UnderwritingDecisionInput }
    >({
      query: ({ applicationId, input }) =>
        backofficeRequest('POST', BACKOFFICE_APPLICATION_PATHS.decide, { params: { applicationId }, input }),
      // the reply is the application after the decision: show it at once, then refresh the lists
      async onQueryStarted({ applicationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            backofficeApplicationsApi.util.upsertQueryData(
              'getBackofficeApplication',
              { applicationId },
              data,
            ),
          );
      },
      invalidatesTags: (result) => (result ? [APPLICATION_LIST] : []),
    }),
  }),
});

export const {
  useGetBackofficeApplicationsQuery,
  useGetBackofficeApplicationQuery,
  useDecideApplicationMutation,
} = backofficeApplicationsApi;
