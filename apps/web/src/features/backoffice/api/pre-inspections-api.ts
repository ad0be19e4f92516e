import type { z } from 'zod';
import {
  BACKOFFICE_PRE_INSPECTION_PATHS,
  type AssessPreInspectionInput,
  type AssessmentStatus,
  type backofficePreInspectionDetailSchema,
  type backofficePreInspectionListReplySchema,
} from '@cover/domain/motor';
import { api } from '../../../app/api';
import { backofficeRequest } from './backoffice-request';

export type BackofficePreInspectionDetail = z.infer<typeof backofficePreInspectionDetailSchema>;
export type BackofficePreInspectionList = z.infer<typeof backofficePreInspectionListReplySchema>;

const tag = (id: string) => ({ type: 'Document' as const, id: `pre-inspection:${id}` });

/**
 * The back office's pre-inspection calls (BACKOFFICE_PRE_INSPECTION_PATHS): the queue by status with its
 * counts, one inspection with its history, and the assessment (approve, or reject with a reason).
 */
export const backofficePreInspectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackofficePreInspections: build.query<
      BackofficePreInspectionList,
      { status?: AssessmentStatus; limit?: number }
    >({
      query: ({ status, limit = 100 }) =>
        backofficeRequest('GET', BACKOFFICE_PRE_INSPECTION_PATHS.list, { input: { status, limit } }),
      providesTags: ['Document'],
    }),
    getBackofficePreInspection: build.query<BackofficePreInspectionDetail, { id: string }>({
      query: ({ id }) => backofficeRequest('GET', BACKOFFICE_PRE_INSPECTION_PATHS.detail, { params: { id } }),
      providesTags: (_result, _error, { id }) => [tag(id)],
    }),
    assessPreInspection: build.mutation<
      BackofficePreInspectionDetail,
      { id: string; input: AssessPreInspectionInput }
    >({
      query: ({ id, input }) =>
        backofficeRequest('POST', BACKOFFICE_PRE_INSPECTION_PATHS.assess, { params: { id }, input }),
      invalidatesTags: (_result, _error, { id }) => ['Document', tag(id)],
    }),
  }),
});

export const {
  useGetBackofficePreInspectionsQuery,
  useGetBackofficePreInspectionQuery,
  useAssessPreInspectionMutation,
} = backofficePreInspectionsApi;
