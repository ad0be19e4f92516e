import type { z } from 'zod';
import {
  BACKOFFICE_PRE_INSPECTION_PATHS,
  MOTOR_PATHS,
  type AssessPreInspectionInput,
  type AssessmentStatus,
  type ValuationSearchReply,
  type backofficePreInspectionDetailSchema,
  type backofficePreInspectionListReplySchema,
} from '@cover/domain/motor';
import { api } from '../../../app/api';
import { pathMapRequest } from '../../../lib/path-map-request';
import { backofficeRequest } from './backoffice-request';

export type BackofficePreInspectionDetail = z.infer<typeof backofficePreInspectionDetailSchema>;
export type BackofficePreInspectionList = z.infer<typeof backofficePreInspectionListReplySchema>;

/** The public valuation guide (getSearchWorkRetailPrice) that an inspection's vehicle is compared with. */
export const GUIDE_VALUATION_ROUTE = MOTOR_PATHS.retail.getSearchWorkRetailPrice;

const tag = (id: string) => ({ type: 'Document' as const, id: `pre-inspection:${id}` });

/**
 * The back office's pre-inspection calls (BACKOFFICE_PRE_INSPECTION_PATHS): the queue by status with its
 * counts, one inspection with its history, and the assessment (approve, or reject with a reason); and the
 * public valuation guide's entries for a make and year (the vehicle's facts are set against them).
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
    /** The guide's entries of a make and year (its models, each with its new and retail price). */
    getGuideValuations: build.query<ValuationSearchReply, { make: string; year: number }>({
      query: ({ make, year }) => pathMapRequest(GUIDE_VALUATION_ROUTE, { input: { make, year, limit: 100 } }),
    }),
  }),
});

export const {
  useGetBackofficePreInspectionsQuery,
  useGetBackofficePreInspectionQuery,
  useAssessPreInspectionMutation,
  useGetGuideValuationsQuery,
} = backofficePreInspectionsApi;
