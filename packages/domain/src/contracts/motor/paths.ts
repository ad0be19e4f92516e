/**
 * ONE map of the motor calls per path family (spec 001 §7), shared by the server (a route per entry) and the
 * web: the employee motor family and the retail motor family (the same calls under their own prefix and
 * audience), the motor service's own calls under `api/motoveys/motor`, and the Telkom CMS motor family that
 * serves policies and applications when MOTOR_SERVICE_DISCONTINUED=1. Every entry is a thin adapter over one
 * motor service; the valuation guide, the estimate and the scheme sheet are public.
 */
import { z } from 'zod';
import { callbackRequestSchema } from '../callback-request.js';
import {
  claimWithDocumentsRoute,
  documentDownloadRoute,
  documentDownloadUrl,
  type FileRoute,
} from '../claims/line-documents.js';
import { policyIdInputSchema } from '../common.js';
import { archiveInputSchema, archiveReplySchema } from '../notes.js';
import { policyPaymentChangeInputSchema, policyPaymentReplySchema } from '../payment.js';
import { claimCallSpecs, type LineClaimContracts } from '../paths/claim-calls.js';
import { holdDocumentsCall } from '../paths/application-hold-calls.js';
import { GET, POST, emptyInputSchema, pathFamily, routesOfFamilies } from '../paths/route.js';
import { applicationListQuerySchema, policyByIdQuerySchema, policyListQuerySchema } from '../policy-core.js';
import {
  checkVehicleExistsInputSchema,
  checkVehicleExistsReplySchema,
  motorApplicationByIdQuerySchema,
  motorApplicationListReplySchema,
  motorApplicationSchema,
  motorApplicationUploadFieldsSchema,
  motorDeclarationInputSchema,
  motorRegistrationInputSchema,
} from './application.js';
import { MOTOR_CLAIM_CONTRACTS, motorClaimInspectionSpecs } from './claim-replies.js';
import { MOTOR_LINE, MOTOR_PREFIXES, type MotorPathFamily } from './line.js';
import {
  motorAlterationInputSchema,
  motorAlterationSchema,
  motorApplicationReplySchema,
  motorCancelInputSchema,
  motorCancelPolicyReplySchema,
  motorConfirmAlterationInputSchema,
  motorConfirmAlterationReplySchema,
  motorPolicyDetailSchema,
  motorPolicyFilterQuerySchema,
  motorPolicyListReplySchema,
  motorResetReplySchema,
} from './policy.js';
import { preInspectionSpecs } from './pre-inspection.js';
import { motorPublicSpecs } from './public-paths.js';
import { motorQuoteInputSchema, motorQuotePackageSchema, motorSchemesReplySchema } from './quote.js';

export const applicationIdInputSchema = z.object({ applicationId: z.string().trim().uuid() });
/** createLead: a call-back request about motor cover (the product and source are the motor service's). */
export const motorLeadInputSchema = callbackRequestSchema.omit({ product: true, source: true });
export const motorLeadReplySchema = z.object({ reference: z.string(), message: z.string() });
export const managementPolicyReplySchema = z.object({
  schemes: z.array(
    z.object({
      scheme: z.string(),
      label: z.string(),
      packageName: z.string(),
      discountPercentage: z.number(),
      vehicleTypes: z.array(z.string()),
    }),
  ),
  rateTableVersion: z.string(),
  coolingOffDays: z.number().int(),
});

const quote = {
  at: 'quote/getVehicleQuote',
  method: POST,
  input: motorQuoteInputSchema,
  reply: motorQuotePackageSchema,
  status: 201,
} as const;
const checkVehicle = {
  at: 'checkVehicleExits',
  method: POST,
  input: checkVehicleExistsInputSchema,
  reply: checkVehicleExistsReplySchema,
} as const;
const createApplication = {
  at: 'applications/createApplication',
  method: POST,
  input: motorRegistrationInputSchema,
  reply: motorApplicationReplySchema,
  status: 201,
  idempotent: true,
} as const;
const listPolicies = {
  at: 'policies/getPolicies',
  method: GET,
  input: policyListQuerySchema,
  reply: motorPolicyListReplySchema,
} as const;
const policyById = {
  at: 'getPolicyByPolicyId',
  method: GET,
  input: policyByIdQuerySchema,
  reply: motorPolicyDetailSchema,
} as const;
const archivePolicy = {
  at: 'removePolicyByPolicyId',
  method: POST,
  input: archiveInputSchema,
  reply: archiveReplySchema,
  idempotent: true,
} as const;
const listApplications = {
  at: 'applications/getApplications',
  method: GET,
  input: applicationListQuerySchema,
  reply: motorApplicationListReplySchema,
} as const;
const archiveApplication = {
  at: 'applications/removeApplicationByApplicationId',
  method: POST,
  input: archiveInputSchema,
  reply: archiveReplySchema,
  idempotent: true,
} as const;
const alteration = {
  at: 'createAlterationPackage',
  method: POST,
  input: motorAlterationInputSchema,
  reply: motorAlterationSchema,
  status: 201,
} as const;
const confirmAlteration = {
  at: 'policies/applyAlteration',
  method: POST,
  input: motorConfirmAlterationInputSchema,
  reply: motorConfirmAlterationReplySchema,
  idempotent: true,
} as const;
const reset = {
  at: 'policies/reset',
  method: POST,
  input: policyIdInputSchema,
  reply: motorResetReplySchema,
  idempotent: true,
} as const;
const cancel = {
  at: 'policies/cancelPolicy',
  method: POST,
  input: motorCancelInputSchema,
  reply: motorCancelPolicyReplySchema,
  idempotent: true,
} as const;

const claims = claimCallSpecs(MOTOR_CLAIM_CONTRACTS as LineClaimContracts, {
  submitClaim: 'claims/claimSubmit',
  submitClaimByID: 'claims/submitClaimByID',
  getClaimByID: 'claims/getClaimByID',
  getClaims: 'claims/getClaims',
  getClaimsByPolicyId: 'claims/getClaimsByPolicyId',
  getClaimDocuments: 'claims/documents/get',
  uploadDocuments: 'claims/documents/upload',
  getDocument: 'documents/get',
});

/** The calls of the employee and retail motor families. */
export const motorSpecs = {
  ...motorPublicSpecs,
  getMotorSchemes: {
    at: 'quote/getSchemes',
    method: GET,
    input: emptyInputSchema,
    reply: motorSchemesReplySchema,
  },
  getVehicleQuote: quote,
  checkVehicleExits: checkVehicle,
  createApplication,
  getApplications: listApplications,
  getApplicationbyApplicationId: {
    at: 'applications/getApplicationbyApplicationId',
    method: GET,
    input: motorApplicationByIdQuerySchema,
    reply: motorApplicationSchema,
  },
  removeApplicationByApplicationId: archiveApplication,
  uploadApplicationDocuments: {
    at: 'applications/documents/upload',
    method: POST,
    input: motorApplicationUploadFieldsSchema,
    reply: motorApplicationSchema,
    status: 201,
    idempotent: true,
    multipart: true,
  },
  sendHoldDocuments: holdDocumentsCall('applications/documents/sendHoldDocuments', motorApplicationSchema),
  getApplicationDocuments: {
    at: 'applications/documents/get',
    method: POST,
    input: applicationIdInputSchema,
    reply: motorApplicationSchema,
  },
  applicationDeclaration: {
    at: 'applications/applicationDeclaration',
    method: POST,
    input: motorDeclarationInputSchema,
    reply: motorApplicationReplySchema,
    idempotent: true,
  },
  getPolicies: listPolicies,
  getPolicyByPolicyId: policyById,
  getPolicyPayment: {
    at: 'policies/getPolicyPayment',
    method: GET,
    input: policyIdInputSchema,
    reply: policyPaymentReplySchema,
  },
  updatePolicyPayment: {
    at: 'policies/updatePolicyPayment',
    method: POST,
    input: policyPaymentChangeInputSchema,
    reply: policyPaymentReplySchema,
    idempotent: true,
  },
  removePolicyByPolicyId: archivePolicy,
  createAlterationPackage: alteration,
  applyAlteration: confirmAlteration,
  swapPolicy: { ...confirmAlteration, at: 'policies/swapPolicy' },
  resetPolicy: reset,
  cancelPolicy: cancel,
  motorcycleSwap: { ...confirmAlteration, at: 'motorcycle/swap' },
  motorcycleReset: { ...reset, at: 'motorcycle/reset' },
  trackingPolicies: { ...listPolicies, at: 'tracking/policies/getPolicies' },
  trackingPolicy: { ...policyById, at: 'tracking/policies/getPolicyByPolicyId' },
  trackingSwap: { ...confirmAlteration, at: 'tracking/policies/swap' },
  trackingRemove: { ...archivePolicy, at: 'tracking/policies/remove' },
  trackingClaims: { ...claims.getClaims, at: 'tracking/claims/getClaims' },
  trackingClaim: { ...claims.getClaimByID, at: 'tracking/claims/getClaimByID' },
  ...preInspectionSpecs,
  ...motorClaimInspectionSpecs,
  ...claims,
} as const;

/** The motor service's own calls (spec 001 §7 "Motor service"). */
export const motorServiceSpecs = {
  getVehicleQuote: motorPublicSpecs.getVehicleEstimate,
  getManagementPolicy: {
    at: 'free/getManagementPolicy',
    method: GET,
    input: emptyInputSchema,
    reply: managementPolicyReplySchema,
    audience: 'public',
  },
  createApplication: { ...createApplication, at: 'free/createApplication' },
  checkVehicleExits: checkVehicle,
  getQuotation: { ...quote, at: 'getQuotation' },
  createLead: {
    at: 'createLead',
    method: POST,
    input: motorLeadInputSchema,
    reply: motorLeadReplySchema,
    status: 201,
    idempotent: true,
  },
  createClaim: { ...claims.submitClaim, at: 'createClaim' },
  getPolicies: { ...listPolicies, at: 'getPolicies' },
  getPolicy: { ...policyById, at: 'getPolicy' },
  getPolicyById: { ...policyById, at: 'getPolicyById' },
  getPolicyByFilters: {
    at: 'getPolicyByFilters',
    method: GET,
    input: motorPolicyFilterQuerySchema,
    reply: motorPolicyListReplySchema,
  },
  cancelMotorPolicy: { ...cancel, at: 'cancelMotorPolicy' },
  swapPolicy: { ...confirmAlteration, at: 'swapPolicy' },
  getClaims: { ...claims.getClaims, at: 'getClaims' },
} as const;

/** The Telkom CMS motor calls (spec 001 §7 "CMS motor and credit life"; credit life ones come with it). */
export const cmsMotorSpecs = {
  getPolicies: { ...listPolicies, at: 'get-policies' },
  getPolicyById: { ...policyById, at: 'get-policy-by-id' },
  policyArchive: { ...archivePolicy, at: 'policy-archive' },
  getApplications: { ...listApplications, at: 'get-applications' },
  applicationArchive: { ...archiveApplication, at: 'application-archive' },
} as const;

export const MOTOR_PATHS = {
  retail: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.retail.prefix, 'retail', motorSpecs),
  employee: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.employee.prefix, 'employee', motorSpecs),
  motorService: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.motorService.prefix, 'retail', motorServiceSpecs),
  cms: pathFamily(MOTOR_LINE, MOTOR_PREFIXES.cms.prefix, 'retail', cmsMotorSpecs),
} as const satisfies Record<MotorPathFamily, unknown>;
export type MotorCall = keyof typeof motorSpecs;

/** Every motor route of every family. */
export const allMotorRoutes = () => routesOfFamilies<MotorPathFamily>(MOTOR_PATHS);

/** The document download route of the retail and employee families: GET <prefix>/documents/:documentId/download. */
export const MOTOR_DOCUMENT_DOWNLOAD_ROUTES = {
  retail: documentDownloadRoute(MOTOR_LINE, MOTOR_PREFIXES.retail.prefix, 'retail'),
  employee: documentDownloadRoute(MOTOR_LINE, MOTOR_PREFIXES.employee.prefix, 'employee'),
} satisfies Record<'retail' | 'employee', FileRoute<'GET'>>;

export const motorDocumentDownloadUrl = (
  family: 'retail' | 'employee',
  documentId: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string => documentDownloadUrl(MOTOR_DOCUMENT_DOWNLOAD_ROUTES[family], documentId, disposition);

/** A motor claim with its documents in one multipart call (field `claim`, one file part per kind). */
export const MOTOR_CLAIM_WITH_DOCUMENTS_ROUTES = {
  retail: claimWithDocumentsRoute(
    MOTOR_LINE,
    `${MOTOR_PREFIXES.retail.prefix}/claims/claimSubmitWithDocuments`,
    'retail',
  ),
  employee: claimWithDocumentsRoute(
    MOTOR_LINE,
    `${MOTOR_PREFIXES.employee.prefix}/claims/claimSubmitWithDocuments`,
    'employee',
  ),
} satisfies Record<'retail' | 'employee', FileRoute<'POST'>>;
