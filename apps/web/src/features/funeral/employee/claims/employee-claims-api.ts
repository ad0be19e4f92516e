import {
  FUNERAL_PATHS,
  type FuneralClaimDocument,
  type FuneralClaimSubmitReply,
  type FuneralClaimView,
} from '@cover/domain/funeral';
import { api } from '../../../../app/api';
import { pathMapQueryFn } from '../../../../lib/path-map-request';
import type { Keyed } from '../api/employee-funeral-api';

const cms = FUNERAL_PATHS.cms;
const fixed = (route: { method: 'GET' | 'POST'; path: string }) => () => route;

/** The employee's claim page calls (the Telkom CMS family): one claim, its documents, and confirming it. */
export const employeeClaimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployeeClaim: build.query<FuneralClaimView, string>({
      queryFn: pathMapQueryFn<string, FuneralClaimView>(fixed(cms.getClaimByID), (claimId) => ({
        input: { claimId },
      })),
      providesTags: (_result, _error, claimId) => [{ type: 'Claim', id: `employee:${claimId}` }],
    }),
    getEmployeeClaimDocuments: build.query<{ data: FuneralClaimDocument[] }, string>({
      queryFn: pathMapQueryFn<string, { data: FuneralClaimDocument[] }>(
        fixed(cms.getClaimDocuments),
        (claimId) => ({ input: { claimId } }),
      ),
      providesTags: (_result, _error, claimId) => [{ type: 'Claim', id: `employee:${claimId}:documents` }],
    }),
    submitEmployeeClaimById: build.mutation<FuneralClaimSubmitReply, Keyed<{ claimId: string }>>({
      queryFn: pathMapQueryFn<Keyed<{ claimId: string }>, FuneralClaimSubmitReply>(
        fixed(cms.submitClaimByID),
        ({ body, idempotencyKey }) => ({ input: body, idempotencyKey }),
      ),
      invalidatesTags: (_result, _error, args) => [
        { type: 'Claim', id: 'employee:LIST' },
        { type: 'Claim', id: `employee:${args.body.claimId}` },
      ],
    }),
  }),
});

export const {
  useGetEmployeeClaimQuery,
  useGetEmployeeClaimDocumentsQuery,
  useSubmitEmployeeClaimByIdMutation,
} = employeeClaimsApi;
