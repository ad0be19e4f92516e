import {
  type CheckVehicleExistsReply,
  type DeskApplicationSearchDraft,
  OPERATOR_DESK_PATHS,
  type DeskEmployee,
  type FindEmployeeInput,
  type OperatorApplication,
  type OperatorApplicationReply,
  type OperatorInspectionDraft,
  type OperatorPreInspection,
  type OperatorQuoteDraft,
  type OperatorRegistrationDraft,
  type OperatorVehicleCheckInput,
  type RegisterPolicyHolderDraft,
  type RegisterPolicyHolderReply,
  type SendForAcceptanceReply,
  type MotorQuotePackage,
} from '@cover/domain/motor';
import { api } from '../../../../app/api';
import { pathMapRequest } from '../../../../lib/path-map-request';

/** A desk request body with the idempotency key of its attempt. */
export interface DeskKeyed<Body> {
  body: Body;
  idempotencyKey: string;
}

/** The multipart route of submitDocuments (fields applicationId, kind; the file in `file`). */
export const DESK_UPLOAD_URL = OPERATOR_DESK_PATHS.submitDocuments.path;

const applicationTag = (applicationId: string) => ({
  type: 'Application' as const,
  id: `operator:${applicationId}`,
});

/**
 * The operator desk's calls (spec 001 §7 "Operator", OPERATOR_DESK_PATHS under /api/operator, carried by
 * the operator's HttpOnly cookie): find a rostered employee, register their policy holder, check that the
 * vehicle is not insured already, quote, start
 * the vehicle's pre-inspection (the link goes to the employee's cellphone), register the vehicle, the
 * operator's applications and their documents, and sending an application to the employee to accept.
 * The valuation guide (getSearchWorkRetailPrice) is asked through the motor wizard's picker.
 */
export const deskApi = api.injectEndpoints({
  endpoints: (build) => ({
    findEmployee: build.mutation<DeskEmployee, FindEmployeeInput>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.findEmployee, { input }),
    }),
    registerDeskPolicyHolder: build.mutation<RegisterPolicyHolderReply, DeskKeyed<RegisterPolicyHolderDraft>>(
      {
        query: ({ body, idempotencyKey }) =>
          pathMapRequest(OPERATOR_DESK_PATHS.registerPolicyHolder, { input: body, idempotencyKey }),
      },
    ),
    getDeskQuote: build.mutation<MotorQuotePackage, OperatorQuoteDraft>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.getVehicleQuote, { input }),
    }),
    /** is the vehicle insured already (asked before the inspection link goes to the employee) */
    checkDeskVehicle: build.mutation<CheckVehicleExistsReply, OperatorVehicleCheckInput>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.checkVehicleExists, { input }),
    }),
    sendDeskInspectionSms: build.mutation<OperatorPreInspection, DeskKeyed<OperatorInspectionDraft>>({
      query: ({ body, idempotencyKey }) =>
        pathMapRequest(OPERATOR_DESK_PATHS.sendInspectionSms, { input: body, idempotencyKey }),
    }),
    getDeskPreinspection: build.query<OperatorPreInspection, { preInspectionId: string }>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.getPreinspectionById, { input }),
    }),
    registerDeskVehicle: build.mutation<OperatorApplicationReply, DeskKeyed<OperatorRegistrationDraft>>({
      query: ({ body, idempotencyKey }) =>
        pathMapRequest(OPERATOR_DESK_PATHS.registerVehicle, { input: body, idempotencyKey }),
      invalidatesTags: ['Application'],
    }),
    getDeskApplications: build.query<{ data: OperatorApplication[] }, { status?: string }>({
      query: ({ status }) =>
        pathMapRequest(OPERATOR_DESK_PATHS.getApplications, {
          input: { limit: 100, ...(status ? { status } : {}) },
        }),
      providesTags: ['Application'],
    }),
    /** the list narrowed by what the operator typed: a POST, so it is never in an address (QA H2 finding 1) */
    searchDeskApplications: build.query<{ data: OperatorApplication[] }, DeskApplicationSearchDraft>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.searchApplications, { input }),
      providesTags: ['Application'],
    }),
    /** an application that is done with out of the desk's list, into Archived (QA H2 finding 2) */
    archiveDeskApplication: build.mutation<OperatorApplicationReply, { applicationId: string }>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.archiveApplication, { input }),
      invalidatesTags: ['Application'],
    }),
    unarchiveDeskApplication: build.mutation<OperatorApplicationReply, { applicationId: string }>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.unarchiveApplication, { input }),
      invalidatesTags: ['Application'],
    }),
    getDeskApplication: build.query<OperatorApplication, { applicationId: string }>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.getApplicationbyApplicationId, { input }),
      providesTags: (_result, _error, { applicationId }) => ['Application', applicationTag(applicationId)],
    }),
    getDeskApplicationDocuments: build.query<OperatorApplication, { applicationId: string }>({
      query: (input) => pathMapRequest(OPERATOR_DESK_PATHS.getApplicationDocuments, { input }),
      providesTags: (_result, _error, { applicationId }) => [applicationTag(applicationId)],
    }),
    sendForAcceptance: build.mutation<SendForAcceptanceReply, DeskKeyed<{ applicationId: string }>>({
      query: ({ body, idempotencyKey }) =>
        pathMapRequest(OPERATOR_DESK_PATHS.sendForAcceptance, { input: body, idempotencyKey }),
      invalidatesTags: ['Application'],
    }),
  }),
});

export const {
  useFindEmployeeMutation,
  useRegisterDeskPolicyHolderMutation,
  useGetDeskQuoteMutation,
  useCheckDeskVehicleMutation,
  useSendDeskInspectionSmsMutation,
  useGetDeskPreinspectionQuery,
  useRegisterDeskVehicleMutation,
  useGetDeskApplicationsQuery,
  useSearchDeskApplicationsQuery,
  useArchiveDeskApplicationMutation,
  useUnarchiveDeskApplicationMutation,
  useGetDeskApplicationQuery,
  useGetDeskApplicationDocumentsQuery,
  useSendForAcceptanceMutation,
} = deskApi;
