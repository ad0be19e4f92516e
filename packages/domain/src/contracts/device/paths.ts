/**
 * ONE map of the device calls per path family (spec 002 §7: the device quote, registration, policies,
 * applications and claims; the CMS device calls: catalog, quote, credit-life quote, claims create), shared
 * by the server (which registers a route per entry) and the web (which calls the same entries). Retail and
 * employee have the same calls under their own prefix and audience; the catalogue and the estimates are
 * public.
 */
import { archiveInputSchema, archiveReplySchema } from '../notes.js';
import { cancelPolicyInputSchema } from '../cancellation.js';
import { policyIdInputSchema } from '../common.js';
import { creditLifeQuoteSchema, deviceCreditLifeQuoteInputSchema } from '../credit-life/quote.js';
import { claimCallSpecs } from '../paths/claim-calls.js';
import { applicationListQuerySchema, policyByIdQuerySchema, policyListQuerySchema } from '../policy-core.js';
import {
  policyPaymentChangeInputSchema,
  policyPaymentReplySchema,
  type PolicyPaymentChangeInput,
} from '../payment.js';
import { holdDocumentsCall } from '../paths/application-hold-calls.js';
import { pathFamily, GET, POST, routesOfFamilies } from '../paths/route.js';
import {
  documentDownloadRoute,
  documentDownloadUrl,
  claimWithDocumentsRoute,
  type FileRoute,
} from '../claims/line-documents.js';
import {
  deviceApplicationByIdQuerySchema,
  deviceApplicationListReplySchema,
  deviceApplicationSchema,
  deviceApplicationUploadFieldsSchema,
  deviceDeclarationInputSchema,
  deviceRegistrationInputSchema,
} from './application.js';
import { deviceCatalogueQuerySchema, deviceCatalogueReplySchema } from './catalogue.js';
import { checkImeiInsuredInputSchema, checkImeiInsuredReplySchema } from './imei-check.js';
import {
  deviceClaimDocumentsReplySchema,
  deviceClaimListReplySchema,
  deviceClaimSchema,
  deviceClaimSubmitInputSchema,
  deviceClaimSubmitReplySchema,
  deviceClaimUploadFieldsSchema,
  deviceUploadDocumentsReplySchema,
} from './claims.js';
import { DEVICE_LINE, type DevicePathFamily } from './line.js';
import {
  deviceApplicationReplySchema,
  deviceCancelPolicyReplySchema,
  devicePolicyDetailSchema,
  devicePolicyListReplySchema,
} from './policy.js';
import { deviceQuoteInputSchema, deviceQuotePackageSchema, deviceQuoteSchema } from './quote.js';

/** updatePolicyPayment: the new payment method and, optionally, billing day (every line's). */
export const deviceUpdatePaymentInputSchema = policyPaymentChangeInputSchema;
export type DeviceUpdatePaymentInput = PolicyPaymentChangeInput;

const DEVICE_CLAIM_CONTRACTS = {
  submitInput: deviceClaimSubmitInputSchema,
  submitReply: deviceClaimSubmitReplySchema,
  claim: deviceClaimSchema,
  claimList: deviceClaimListReplySchema,
  documentsReply: deviceClaimDocumentsReplySchema,
  uploadFields: deviceClaimUploadFieldsSchema,
  uploadReply: deviceUploadDocumentsReplySchema,
};

const publicCalls = {
  getDeviceCatalog: {
    at: 'catalog',
    method: GET,
    input: deviceCatalogueQuerySchema,
    reply: deviceCatalogueReplySchema,
    audience: 'public',
  },
  getDeviceQuote: {
    at: 'quote/getDeviceQuote',
    method: POST,
    input: deviceQuoteInputSchema,
    reply: deviceQuoteSchema,
    audience: 'public',
  },
  getCreditLifeQuote: {
    at: 'quote/getCreditLifeQuote',
    method: POST,
    input: deviceCreditLifeQuoteInputSchema,
    reply: creditLifeQuoteSchema,
    audience: 'public',
  },
} as const;

/** The device calls of the retail and employee families. */
export const deviceSpecs = {
  ...publicCalls,
  getAQuote: {
    at: 'quote/getAQuote',
    method: POST,
    input: deviceQuoteInputSchema,
    reply: deviceQuotePackageSchema,
    status: 201,
  },
  /** on the phone step: is this IMEI on an in-force device policy? Yes or no only (a POST: no IMEI in URLs) */
  checkImeiInsured: {
    at: 'application/checkImeiInsured',
    method: POST,
    input: checkImeiInsuredInputSchema,
    reply: checkImeiInsuredReplySchema,
  },
  createApplication: {
    at: 'application/createApplication',
    method: POST,
    input: deviceRegistrationInputSchema,
    reply: deviceApplicationReplySchema,
    status: 201,
    idempotent: true,
  },
  getApplications: {
    at: 'application/getApplications',
    method: GET,
    input: applicationListQuerySchema,
    reply: deviceApplicationListReplySchema,
  },
  getApplicationById: {
    at: 'application/getApplicationById',
    method: GET,
    input: deviceApplicationByIdQuerySchema,
    reply: deviceApplicationSchema,
  },
  uploadApplicationDocuments: {
    at: 'application/uploadDocuments',
    method: POST,
    input: deviceApplicationUploadFieldsSchema,
    reply: deviceApplicationSchema,
    status: 201,
    idempotent: true,
    multipart: true,
  },
  sendHoldDocuments: holdDocumentsCall('application/sendHoldDocuments', deviceApplicationSchema),
  applicationDeclaration: {
    at: 'application/applicationDeclaration',
    method: POST,
    input: deviceDeclarationInputSchema,
    reply: deviceApplicationReplySchema,
    idempotent: true,
  },
  getPolicy: {
    at: 'policy/getPolicy',
    method: GET,
    input: policyListQuerySchema,
    reply: devicePolicyListReplySchema,
  },
  getPolicyByPolicyId: {
    at: 'policy/getPolicyByPolicyId',
    method: GET,
    input: policyByIdQuerySchema,
    reply: devicePolicyDetailSchema,
  },
  getPolicyPayment: {
    at: 'policy/getPolicyPayment',
    method: GET,
    input: policyIdInputSchema,
    reply: policyPaymentReplySchema,
  },
  updatePolicyPayment: {
    at: 'policy/updatePolicyPayment',
    method: POST,
    input: deviceUpdatePaymentInputSchema,
    reply: policyPaymentReplySchema,
    idempotent: true,
  },
  cancelPolicy: {
    at: 'policy/cancelPolicy',
    method: POST,
    input: cancelPolicyInputSchema,
    reply: deviceCancelPolicyReplySchema,
    idempotent: true,
  },
  archive: {
    at: 'policy/archive',
    method: POST,
    input: archiveInputSchema,
    reply: archiveReplySchema,
    idempotent: true,
  },
  ...claimCallSpecs(DEVICE_CLAIM_CONTRACTS, {
    submitClaim: 'claims/submitClaim',
    submitClaimByID: 'claims/submitClaimByID',
    getClaimByID: 'claims/getClaimByID',
    getClaims: 'claims/getClaims',
    getClaimsByPolicyId: 'claims/getClaimsByPolicyId',
    getClaimDocuments: 'claims/getClaimDocuments',
    uploadDocuments: 'claims/uploadDocuments',
    getDocument: 'policy/getDocument',
  }),
} as const;

/** The Telkom CMS device calls (spec 002 §7): catalog, quote, credit-life quote, claims create. */
export const cmsDeviceSpecs = {
  getDeviceCatalog: { ...publicCalls.getDeviceCatalog, at: 'catalog' },
  getAQuote: { ...deviceSpecs.getAQuote, at: 'quote' },
  getCreditLifeQuote: { ...publicCalls.getCreditLifeQuote, at: 'credit-life-quote' },
  createClaim: { ...deviceSpecs.submitClaim, at: 'claims/create' },
} as const;

const PREFIX: Readonly<Record<DevicePathFamily, { prefix: string; audience: 'retail' | 'employee' }>> = {
  retail: { prefix: '/api/retail/device', audience: 'retail' },
  employee: { prefix: '/api/employee/device', audience: 'employee' },
  cms: { prefix: '/api/telkom-cms/device', audience: 'employee' },
};

export const DEVICE_PATHS = {
  retail: pathFamily(DEVICE_LINE, PREFIX.retail.prefix, 'retail', deviceSpecs),
  employee: pathFamily(DEVICE_LINE, PREFIX.employee.prefix, 'employee', deviceSpecs),
  cms: pathFamily(DEVICE_LINE, PREFIX.cms.prefix, 'employee', cmsDeviceSpecs),
} as const satisfies Record<DevicePathFamily, unknown>;
export type DeviceCall = keyof typeof deviceSpecs;

/** Every device route of every family. */
export const allDeviceRoutes = () => routesOfFamilies<DevicePathFamily>(DEVICE_PATHS);

/** The download route of each family: GET <prefix>/documents/:documentId/download. */
export const DEVICE_DOCUMENT_DOWNLOAD_ROUTES = Object.fromEntries(
  Object.entries(PREFIX).map(([family, { prefix, audience }]) => [
    family,
    documentDownloadRoute(DEVICE_LINE, prefix, audience),
  ]),
) as Record<DevicePathFamily, FileRoute<'GET'>>;

export const deviceDocumentDownloadUrl = (
  family: DevicePathFamily,
  documentId: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string => documentDownloadUrl(DEVICE_DOCUMENT_DOWNLOAD_ROUTES[family], documentId, disposition);

/** A device claim with its documents in one multipart call (field `claim`, one file part per kind). */
export const DEVICE_CLAIM_WITH_DOCUMENTS_ROUTES = {
  retail: claimWithDocumentsRoute(
    DEVICE_LINE,
    '/api/retail/device/claims/submitClaimWithDocuments',
    'retail',
  ),
  employee: claimWithDocumentsRoute(
    DEVICE_LINE,
    '/api/employee/device/claims/submitClaimWithDocuments',
    'employee',
  ),
} satisfies Partial<Record<DevicePathFamily, FileRoute<'POST'>>>;
