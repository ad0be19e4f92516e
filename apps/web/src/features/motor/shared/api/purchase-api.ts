import { type PolicyHolder, type PolicyHolderCreate } from '@cover/domain';
import {
  MOTOR_PATHS,
  type CheckVehicleExistsReply,
  type MotorApplication,
  type MotorApplicationReply,
  type MotorQuoteInputDraft,
  type MotorQuotePackage,
  type MotorSchemesReply,
  type PreInspection,
  type SendInspectionSmsReply,
} from '@cover/domain/motor';
import { api } from '../../../../app/api';
import { pathMapRequest } from '../../../../lib/path-map-request';
import type { MotorFamily } from './valuation-api';

export type { MotorFamily, ValuationSearch } from './valuation-api';

/** A request body with the idempotency key of its attempt, for a family. */
export interface MotorFamilyKeyed<Body> {
  family: MotorFamily;
  body: Body;
  idempotencyKey: string;
}

/** The multipart route an application's documents are uploaded to (fields applicationId, kind, file). */
export const motorApplicationUploadUrl = (family: MotorFamily) =>
  MOTOR_PATHS[family].uploadApplicationDocuments.path;

const applicationTag = (family: MotorFamily, applicationId: string) => ({
  type: 'Application' as const,
  id: `motor:${family}:${applicationId}`,
});

/**
 * The motor buying calls of both audiences (MOTOR_PATHS.retail / .employee; the public valuation guide and
 * estimate are in valuation-api.ts): the employee's schemes (getMotorSchemes), the stored quote
 * (getVehicleQuote → getMotorQuotePackage), the registration check (checkVehicleExits →
 * checkMotorVehicleExists), the pre-inspection and its SMS link (createPreinspection, sendInspectionSms,
 * getPreinspectionById → *Purchase*), and the application (createApplication, getApplicationbyApplicationId,
 * applicationDeclaration) with the policy holder it needs. The endpoint names are the purchase side's own,
 * apart from the servicing side's. Documents are uploaded with their progress to motorApplicationUploadUrl
 * (uploadApplicationDocuments, through useDocumentUploads: a fetch cannot report upload progress).
 */
export const motorPurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The schemes the caller may be quoted on (an employee's salary level decides). */
    getMotorSchemes: build.query<MotorSchemesReply, { family: MotorFamily }>({
      query: ({ family }) => pathMapRequest(MOTOR_PATHS[family].getMotorSchemes),
    }),
    /** The signed-in quote: a quote package kept for 7 days. */
    getMotorQuotePackage: build.mutation<
      MotorQuotePackage,
      { family: MotorFamily; input: MotorQuoteInputDraft }
    >({
      query: ({ family, input }) => pathMapRequest(MOTOR_PATHS[family].getVehicleQuote, { input }),
      invalidatesTags: ['Quote'],
    }),
    /** Whether a vehicle with this registration number is insured already. */
    checkMotorVehicleExists: build.mutation<
      CheckVehicleExistsReply,
      { family: MotorFamily; vehicleNumber: string }
    >({
      query: ({ family, vehicleNumber }) =>
        pathMapRequest(MOTOR_PATHS[family].checkVehicleExits, { input: { vehicleNumber } }),
    }),
    createPurchasePreinspection: build.mutation<PreInspection, MotorFamilyKeyed<Record<string, unknown>>>({
      query: ({ family, body, idempotencyKey }) =>
        pathMapRequest(MOTOR_PATHS[family].createPreinspection, { input: body, idempotencyKey }),
    }),
    /** Texts the customer the link to the mobile inspection page. */
    sendPurchaseInspectionSms: build.mutation<
      SendInspectionSmsReply,
      MotorFamilyKeyed<{ preInspectionId: string; mobile: string }>
    >({
      query: ({ family, body, idempotencyKey }) =>
        pathMapRequest(MOTOR_PATHS[family].sendInspectionSms, { input: body, idempotencyKey }),
    }),
    getPurchasePreinspection: build.query<PreInspection, { family: MotorFamily; preInspectionId: string }>({
      query: ({ family, preInspectionId }) =>
        pathMapRequest(MOTOR_PATHS[family].getPreinspectionById, { input: { preInspectionId } }),
    }),
    createMotorApplication: build.mutation<MotorApplicationReply, MotorFamilyKeyed<Record<string, unknown>>>({
      query: ({ family, body, idempotencyKey }) =>
        pathMapRequest(MOTOR_PATHS[family].createApplication, { input: body, idempotencyKey }),
      invalidatesTags: ['Application'],
    }),
    getPurchaseApplication: build.query<MotorApplication, { family: MotorFamily; applicationId: string }>({
      query: ({ family, applicationId }) =>
        pathMapRequest(MOTOR_PATHS[family].getApplicationbyApplicationId, { input: { applicationId } }),
      providesTags: (_result, _error, { family, applicationId }) => [applicationTag(family, applicationId)],
    }),
    declareMotorApplication: build.mutation<
      MotorApplicationReply,
      MotorFamilyKeyed<{ applicationId: string; consents: Record<string, boolean> }>
    >({
      query: ({ family, body, idempotencyKey }) =>
        pathMapRequest(MOTOR_PATHS[family].applicationDeclaration, { input: body, idempotencyKey }),
      invalidatesTags: ['Application', 'Policy'],
    }),
    /** The caller's policy holder, registered from their profile when they have none yet. */
    createMotorPolicyholder: build.mutation<PolicyHolder, { family: MotorFamily; body: PolicyHolderCreate }>({
      query: ({ family, body }) => ({ url: `${family}/createPolicyholder`, method: 'POST', body }),
      invalidatesTags: ['PolicyHolder'],
    }),
  }),
});

export const {
  useGetMotorSchemesQuery,
  useGetMotorQuotePackageMutation,
  useCheckMotorVehicleExistsMutation,
  useCreatePurchasePreinspectionMutation,
  useSendPurchaseInspectionSmsMutation,
  useGetPurchasePreinspectionQuery,
  useCreateMotorApplicationMutation,
  useGetPurchaseApplicationQuery,
  useDeclareMotorApplicationMutation,
  useCreateMotorPolicyholderMutation,
} = motorPurchaseApi;
