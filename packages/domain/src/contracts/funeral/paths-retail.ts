/** The retail funeral calls of paths.ts (spec 002 §7); the jmr family serves the same calls. */
import {
  activePolicyCheckQuerySchema,
  activePolicyCheckReplySchema,
  applicationDeclarationInputSchema,
  applicationListQuerySchema,
  applicationListReplySchema,
  applicationReplySchema,
  applicationSchema,
  createApplicationInputSchema,
} from './application.js';
import {
  addChildrenInputSchema,
  addExtendedFamilyInputSchema,
  addExtendedFamilyQuoteInputSchema,
  alterationReplySchema,
  cancelPolicyInputSchema,
  cancelPolicyReplySchema,
  changePlanInputSchema,
  editBeneficiaryInputSchema,
  editExtendedFamilyInputSchema,
  editPolicyDetailsInputSchema,
  removeExtendedFamilyInputSchema,
  updatePolicyPaymentInputSchema,
} from './alterations.js';
import {
  claimByIdQuerySchema,
  claimDocumentsQuerySchema,
  claimListQuerySchema,
  claimsByPolicyQuerySchema,
  submitClaimByIdInputSchema,
} from '../claims/queries.js';
import { getDocumentInputSchema, getDocumentReplySchema } from '../documents.js';
import { uploadDocumentsFieldsSchema } from './documents.js';
import { archiveInputSchema, archiveReplySchema } from '../notes.js';
import { policyPaymentReplySchema } from '../payment.js';
import {
  policyByIdQuerySchema,
  policyDetailSchema,
  policyListQuerySchema,
  policyListReplySchema,
} from './policy.js';
import { coverCalculateReplySchema, getQuoteInputSchema, quotePackageSchema } from './quote.js';
import { coverCalculatorInputSchema } from '../funeral-quote.js';
import { holdDocumentsCall } from '../paths/application-hold-calls.js';
import { GET, POST, type RouteSpec } from '../paths/route.js';

const change = { method: POST, reply: alterationReplySchema, idempotent: true } as const;

/** The retail funeral calls (spec 002 §7), keyed by call name; the jmr family has the same calls. */
import {
  funeralClaimDocumentsReplySchema,
  funeralClaimListReplySchema,
  funeralClaimSchema,
  funeralClaimSubmitInputSchema,
  funeralClaimSubmitReplySchema,
  funeralUploadDocumentsReplySchema,
} from './claims-extra.js';
export const retailSpecs = {
  getPolicy: {
    at: 'policy/getPolicy',
    method: GET,
    input: policyListQuerySchema,
    reply: policyListReplySchema,
  },
  getPolicyByPolicyId: {
    at: 'policy/getPolicyByPolicyId',
    method: GET,
    input: policyByIdQuerySchema,
    reply: policyDetailSchema,
  },
  addChildren: { at: 'policy/addChildren', input: addChildrenInputSchema, ...change },
  editExtendedFamily: { at: 'policy/editExtendedFamily', input: editExtendedFamilyInputSchema, ...change },
  removeExtendedFamily: {
    at: 'policy/removeExtendedFamily',
    input: removeExtendedFamilyInputSchema,
    ...change,
  },
  getAddExtendedFamilyQuote: {
    at: 'policy/getAddExtendedFamilyQuote',
    method: POST,
    input: addExtendedFamilyQuoteInputSchema,
    reply: alterationReplySchema,
  },
  addExtendedFamily: { at: 'policy/addExtendedFamily', input: addExtendedFamilyInputSchema, ...change },
  editPolicyDetails: { at: 'policy/editPolicyDetails', input: editPolicyDetailsInputSchema, ...change },
  editBeneficiary: { at: 'policy/editBeneficiary', input: editBeneficiaryInputSchema, ...change },
  getPolicyPayment: {
    at: 'policy/getPolicyPayment',
    method: GET,
    input: policyByIdQuerySchema,
    reply: policyPaymentReplySchema,
  },
  updatePolicyPayment: { at: 'policy/updatePolicyPayment', input: updatePolicyPaymentInputSchema, ...change },
  cancelPolicy: {
    at: 'policy/cancelPolicy',
    method: POST,
    input: cancelPolicyInputSchema,
    reply: cancelPolicyReplySchema,
    idempotent: true,
  },
  archive: {
    at: 'policy/archive',
    method: POST,
    input: archiveInputSchema,
    reply: archiveReplySchema,
    idempotent: true,
  },
  getApplicationByPolicyHolder: {
    at: 'policy/getApplicationByPolicyHolder',
    method: GET,
    input: applicationListQuerySchema,
    reply: applicationListReplySchema,
  },
  sendHoldDocuments: holdDocumentsCall('application/sendHoldDocuments', applicationSchema),
  applicationDeclaration: {
    at: 'policy/applicationDeclaration',
    method: POST,
    input: applicationDeclarationInputSchema,
    reply: applicationReplySchema,
    idempotent: true,
  },
  uploadDocuments: {
    at: 'policy/uploadDocuments',
    method: POST,
    input: uploadDocumentsFieldsSchema,
    reply: funeralUploadDocumentsReplySchema,
    owner: 'claims',
    status: 201,
    idempotent: true,
    multipart: true,
  },
  getClaimDocuments: {
    at: 'policy/getClaimDocuments',
    method: GET,
    input: claimDocumentsQuerySchema,
    reply: funeralClaimDocumentsReplySchema,
    owner: 'claims',
  },
  getClaimsByPolicyId: {
    at: 'policy/getClaimsByPolicyId',
    method: GET,
    input: claimsByPolicyQuerySchema,
    reply: funeralClaimListReplySchema,
    owner: 'claims',
  },
  getClaims: {
    at: 'policy/getClaims',
    method: GET,
    input: claimListQuerySchema,
    reply: funeralClaimListReplySchema,
    owner: 'claims',
  },
  getDocument: {
    at: 'policy/getDocument',
    method: POST,
    input: getDocumentInputSchema,
    reply: getDocumentReplySchema,
    owner: 'documents',
  },
  submitClaim: {
    at: 'claims/submitClaim',
    method: POST,
    input: funeralClaimSubmitInputSchema,
    reply: funeralClaimSubmitReplySchema,
    owner: 'claims',
    status: 201,
    idempotent: true,
  },
  submitClaimByID: {
    at: 'claims/submitClaimByID',
    method: POST,
    input: submitClaimByIdInputSchema,
    reply: funeralClaimSubmitReplySchema,
    owner: 'claims',
    idempotent: true,
  },
  getClaimByID: {
    at: 'claims/getClaimByID',
    method: GET,
    input: claimByIdQuerySchema,
    reply: funeralClaimSchema,
    owner: 'claims',
  },
  getAQuote: {
    at: 'quote/getAQuote',
    method: POST,
    input: getQuoteInputSchema,
    reply: quotePackageSchema,
    status: 201,
  },
  getCoverCalculate: {
    at: 'quote/getCoverCalculate',
    method: POST,
    input: coverCalculatorInputSchema,
    reply: coverCalculateReplySchema,
    audience: 'public',
  },
  createQuoteApplication: {
    at: 'quote/createQuoteApplication',
    method: POST,
    input: createApplicationInputSchema,
    reply: applicationReplySchema,
    status: 201,
    idempotent: true,
  },
  changePlanDetails: { at: 'quote/changePlanDetails', input: changePlanInputSchema, ...change },
  checkIfActivePolicyExists: {
    at: 'checkIfActivePolicyExists',
    method: GET,
    input: activePolicyCheckQuerySchema,
    reply: activePolicyCheckReplySchema,
  },
} as const satisfies Record<string, RouteSpec>;
