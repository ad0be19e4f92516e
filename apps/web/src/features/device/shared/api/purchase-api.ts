import type { PolicyHolder, PolicyHolderCreate } from '@cover/domain';
import {
  DEVICE_PATHS,
  checkImeiInsuredReplySchema,
  type CheckImeiInsuredReply,
  type DeviceApplication,
  type DeviceApplicationReply,
  type DeviceCatalogueReply,
  type DeviceQuote,
  type DeviceQuoteInputDraft,
  type DeviceQuotePackage,
} from '@cover/domain/device';
import { api } from '../../../../app/api';
import { pathMapRequest } from '../../../../lib/path-map-request';

/** The audiences that buy device cover: each has its own path family with the same calls. */
export type DeviceFamily = 'retail' | 'employee';

/** A request body with the idempotency key of its attempt, for a family. */
export interface FamilyKeyed<Body> {
  family: DeviceFamily;
  body: Body;
  idempotencyKey: string;
}

export interface CatalogueSearch {
  family: DeviceFamily;
  q?: string;
  brand?: string;
  limit?: number;
}

/** The multipart route documents of an application are uploaded to (fields applicationId, kind, file). */
export const deviceApplicationUploadUrl = (family: DeviceFamily) =>
  DEVICE_PATHS[family].uploadApplicationDocuments.path;

const applicationTag = (family: DeviceFamily, applicationId: string) => ({
  type: 'Application' as const,
  id: `device:${family}:${applicationId}`,
});

/**
 * The device buying calls of both audiences (DEVICE_PATHS.retail / .employee): the public catalogue and
 * estimate, the stored quote, the IMEI check, the application (created, changed while PENDING, declared)
 * and the policy holder the application needs.
 */
export const devicePurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeviceCatalog: build.query<DeviceCatalogueReply, CatalogueSearch>({
      query: ({ family, ...input }) => pathMapRequest(DEVICE_PATHS[family].getDeviceCatalog, { input }),
    }),
    /** The public estimate: not stored, so it is a cached query of its input. */
    getDeviceQuote: build.query<DeviceQuote, { family: DeviceFamily; input: DeviceQuoteInputDraft }>({
      query: ({ family, input }) => pathMapRequest(DEVICE_PATHS[family].getDeviceQuote, { input }),
    }),
    /** The signed-in quote: a quote package kept for 7 days. */
    getDeviceQuotePackage: build.mutation<
      DeviceQuotePackage,
      { family: DeviceFamily; input: DeviceQuoteInputDraft }
    >({
      query: ({ family, input }) => pathMapRequest(DEVICE_PATHS[family].getAQuote, { input }),
      invalidatesTags: ['Quote'],
    }),
    /** Is this IMEI on an in-force device policy? Yes or no, read with the domain's contract. */
    checkDeviceImeiInsured: build.mutation<
      CheckImeiInsuredReply,
      { family: DeviceFamily; deviceIMEINumber: string }
    >({
      query: ({ family, deviceIMEINumber }) =>
        pathMapRequest(DEVICE_PATHS[family].checkImeiInsured, { input: { deviceIMEINumber } }),
      transformResponse: (reply: unknown) => checkImeiInsuredReplySchema.parse(reply),
    }),
    createDeviceApplication: build.mutation<DeviceApplicationReply, FamilyKeyed<Record<string, unknown>>>({
      query: ({ family, body, idempotencyKey }) =>
        pathMapRequest(DEVICE_PATHS[family].createApplication, { input: body, idempotencyKey }),
      invalidatesTags: ['Application'],
    }),
    getDeviceApplication: build.query<DeviceApplication, { family: DeviceFamily; applicationId: string }>({
      query: ({ family, applicationId }) =>
        pathMapRequest(DEVICE_PATHS[family].getApplicationById, { input: { applicationId } }),
      providesTags: (_result, _error, { family, applicationId }) => [applicationTag(family, applicationId)],
    }),
    deviceApplicationDeclaration: build.mutation<
      DeviceApplicationReply,
      FamilyKeyed<{ applicationId: string; consents: Record<string, boolean> }>
    >({
      query: ({ family, body, idempotencyKey }) =>
        pathMapRequest(DEVICE_PATHS[family].applicationDeclaration, { input: body, idempotencyKey }),
      invalidatesTags: ['Application', 'Policy'],
    }),
    /** The caller's policy holder, registered from their profile when they have none yet. */
    createDevicePolicyholder: build.mutation<
      PolicyHolder,
      { family: DeviceFamily; body: PolicyHolderCreate }
    >({
      query: ({ family, body }) => ({ url: `${family}/createPolicyholder`, method: 'POST', body }),
      invalidatesTags: ['PolicyHolder'],
    }),
  }),
});

export const {
  useGetDeviceCatalogQuery,
  useGetDeviceQuoteQuery,
  useGetDeviceQuotePackageMutation,
  useCheckDeviceImeiInsuredMutation,
  useCreateDeviceApplicationMutation,
  useGetDeviceApplicationQuery,
  useDeviceApplicationDeclarationMutation,
  useCreateDevicePolicyholderMutation,
} = devicePurchaseApi;
