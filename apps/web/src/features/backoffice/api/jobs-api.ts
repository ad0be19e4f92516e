import {
  BACKOFFICE_PATHS as API_PATHS,
  type BackofficeJobRetryReply,
  type BackofficeJobsReply,
} from '@cover/domain';
import { api } from '../../../app/api';
import { backofficeRequest } from './backoffice-request';

/** The background jobs page's calls: the queues with their dead-lettered jobs, and a retry of one. */
export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackgroundJobs: build.query<BackofficeJobsReply, void>({
      query: () => backofficeRequest('GET', API_PATHS.jobs),
      providesTags: ['Job'],
    }),
    retryJob: build.mutation<BackofficeJobRetryReply, { jobId: string }>({
      query: ({ jobId }) => backofficeRequest('POST', API_PATHS.jobRetry, { params: { jobId } }),
      invalidatesTags: ['Job'],
    }),
  }),
});

export const { useGetBackgroundJobsQuery, useRetryJobMutation } = jobsApi;
