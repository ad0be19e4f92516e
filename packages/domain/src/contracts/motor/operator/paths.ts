/**
 * The operator desk's calls (spec 001 §7 "Operator", under `/api/operator`, audience operator) and the
 * employee's on-behalf calls (under `/api/employee/on-behalf`, audience employee). The desk acts for the
 * policy holder of an employee on the roster; its applications are motor applications of the employee
 * channel whose quote package belongs to the operator.
 */
import { MOTOR_LINE } from '../line.js';
import { checkVehicleExistsReplySchema, motorApplicationUploadFieldsSchema } from '../application.js';
import { motorApplicationReplySchema } from '../policy.js';
import { motorQuotePackageSchema } from '../quote.js';
import { vehicleCreditLifeQuoteSchema } from '../credit-life.js';
import { OPERATOR_DESK_PREFIX, valuationSearchSpec } from '../public-paths.js';
import { shownStatusListQuerySchema } from '../../application-shown-status.js';
import { GET, POST, emptyInputSchema, pathFamily } from '../../paths/route.js';
import { documentDownloadUrl } from '../../claims/line-documents.js';
import {
  deskApplicationSearchInputSchema,
  operatorApplicationIdInputSchema,
  operatorApplicationListReplySchema,
  operatorApplicationReplySchema,
  operatorApplicationSchema,
  operatorCreditLifeQuoteInputSchema,
  operatorInspectionInputSchema,
  operatorPreInspectionQuerySchema,
  operatorPreInspectionSchema,
  operatorQuoteInputSchema,
  operatorRegistrationInputSchema,
  operatorVehicleCheckInputSchema,
  sendForAcceptanceReplySchema,
} from './desk-applications.js';
import { deskPathFamily } from './desk-route.js';
import {
  deskEmployeeSchema,
  findEmployeeInputSchema,
  registerPolicyHolderInputSchema,
  registerPolicyHolderReplySchema,
} from './employee-search.js';
import {
  acceptOnBehalfInputSchema,
  declineOnBehalfInputSchema,
  declineOnBehalfReplySchema,
  onBehalfApplicationListReplySchema,
  onBehalfReviewSchema,
  onBehalfTokenInputSchema,
  resendOnBehalfLinkInputSchema,
  resendOnBehalfLinkReplySchema,
} from './on-behalf.js';

export const ON_BEHALF_PREFIX = '/api/employee/on-behalf';

export const OPERATOR_DESK_PATHS = deskPathFamily(MOTOR_LINE, OPERATOR_DESK_PREFIX, {
  findEmployee: {
    at: 'employees/findEmployee',
    method: POST,
    input: findEmployeeInputSchema,
    reply: deskEmployeeSchema,
  },
  registerPolicyHolder: {
    at: 'registerPolicyHolder',
    method: POST,
    input: registerPolicyHolderInputSchema,
    reply: registerPolicyHolderReplySchema,
    idempotent: true,
  },
  getSearchWorkRetailPrice: valuationSearchSpec,
  /** is the vehicle insured already (the desk's own call, asked before the inspection link is sent) */
  checkVehicleExists: {
    at: 'vehicles/checkVehicleExists',
    method: POST,
    input: operatorVehicleCheckInputSchema,
    reply: checkVehicleExistsReplySchema,
  },
  sendInspectionSms: {
    at: 'preinspections/sendInspectionSms',
    method: POST,
    input: operatorInspectionInputSchema,
    reply: operatorPreInspectionSchema,
    status: 201,
    idempotent: true,
  },
  getPreinspectionById: {
    at: 'preinspections/getPreinspectionById',
    method: GET,
    input: operatorPreInspectionQuerySchema,
    reply: operatorPreInspectionSchema,
  },
  getVehicleQuote: {
    at: 'quote/getVehicleQuote',
    method: POST,
    input: operatorQuoteInputSchema,
    reply: motorQuotePackageSchema,
    status: 201,
  },
  /** vehicle credit life's premium for the holder (the desk's own call: the spec names none) */
  getVehicleCreditLifeQuote: {
    at: 'quote/getVehicleCreditLifeQuote',
    method: POST,
    input: operatorCreditLifeQuoteInputSchema,
    reply: vehicleCreditLifeQuoteSchema,
    status: 201,
  },
  registerVehicle: {
    at: 'registerVehicle',
    method: POST,
    input: operatorRegistrationInputSchema,
    reply: operatorApplicationReplySchema,
    status: 201,
    idempotent: true,
  },
  getApplications: {
    at: 'applications/getApplications',
    method: GET,
    input: shownStatusListQuerySchema,
    reply: operatorApplicationListReplySchema,
  },
  /** the list narrowed by what the operator types (QA H2 finding 1): a POST, so it is never in an address */
  searchApplications: {
    at: 'applications/searchApplications',
    method: POST,
    input: deskApplicationSearchInputSchema,
    reply: operatorApplicationListReplySchema,
  },
  /** takes an application that is done with out of the desk's list, into its Archived filter (finding 2) */
  archiveApplication: {
    at: 'applications/archiveApplication',
    method: POST,
    input: operatorApplicationIdInputSchema,
    reply: operatorApplicationReplySchema,
  },
  /** puts an application the operator archived back in the desk's list */
  unarchiveApplication: {
    at: 'applications/unarchiveApplication',
    method: POST,
    input: operatorApplicationIdInputSchema,
    reply: operatorApplicationReplySchema,
  },
  getApplicationbyApplicationId: {
    at: 'applications/getApplicationbyApplicationId',
    method: GET,
    input: operatorApplicationIdInputSchema,
    reply: operatorApplicationSchema,
  },
  getApplicationDocuments: {
    at: 'applications/documents/get',
    method: POST,
    input: operatorApplicationIdInputSchema,
    reply: operatorApplicationSchema,
  },
  submitDocuments: {
    at: 'applications/documents/upload',
    method: POST,
    input: motorApplicationUploadFieldsSchema,
    reply: operatorApplicationSchema,
    status: 201,
    idempotent: true,
    multipart: true,
  },
  sendForAcceptance: {
    at: 'applications/sendForAcceptance',
    method: POST,
    input: operatorApplicationIdInputSchema,
    reply: sendForAcceptanceReplySchema,
    idempotent: true,
  },
});
export type OperatorDeskCall = keyof typeof OPERATOR_DESK_PATHS;

/** GET /api/operator/documents/:documentId/download: a document of one of the operator's applications. */
export const OPERATOR_DOCUMENT_DOWNLOAD_ROUTE = {
  line: MOTOR_LINE,
  method: GET,
  path: `${OPERATOR_DESK_PREFIX}/documents/:documentId/download`,
  audience: 'operator',
} as const;
export const operatorDocumentDownloadUrl = (
  documentId: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string => documentDownloadUrl(OPERATOR_DOCUMENT_DOWNLOAD_ROUTE, documentId, disposition);

export const ON_BEHALF_PATHS = pathFamily(MOTOR_LINE, ON_BEHALF_PREFIX, 'employee', {
  getOnBehalfApplications: {
    at: 'getOnBehalfApplications',
    method: GET,
    input: emptyInputSchema,
    reply: onBehalfApplicationListReplySchema,
  },
  reviewOnBehalfApplication: {
    at: 'reviewOnBehalfApplication',
    method: POST,
    input: onBehalfTokenInputSchema,
    reply: onBehalfReviewSchema,
  },
  acceptOnBehalfApplication: {
    at: 'acceptOnBehalfApplication',
    method: POST,
    input: acceptOnBehalfInputSchema,
    reply: motorApplicationReplySchema,
    idempotent: true,
  },
  declineOnBehalfApplication: {
    at: 'declineOnBehalfApplication',
    method: POST,
    input: declineOnBehalfInputSchema,
    reply: declineOnBehalfReplySchema,
    idempotent: true,
  },
  /** "Send me the link again": the holder's own request for the review link (QA walk 15 no. 2) */
  resendOnBehalfLink: {
    at: 'resendOnBehalfLink',
    method: POST,
    input: resendOnBehalfLinkInputSchema,
    reply: resendOnBehalfLinkReplySchema,
    idempotent: true,
  },
});
export type OnBehalfCall = keyof typeof ON_BEHALF_PATHS;
