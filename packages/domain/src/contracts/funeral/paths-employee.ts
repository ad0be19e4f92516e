/** The employee funeral calls and the Telkom CMS funeral calls of paths.ts (spec 002 §7). */
import {
  applicationDeclarationInputSchema,
  applicationListQuerySchema,
  applicationListReplySchema,
  applicationReplySchema,
  createApplicationInputSchema,
} from './application.js';
import {
  alterationReplySchema,
  applyAlterationInputSchema,
  changePlanInputSchema,
  cmsAlterInputSchema,
  createAlterationPackageInputSchema,
  deleteBeneficiaryInputSchema,
  editBeneficiaryInputSchema,
} from './alterations.js';
import { claimListQuerySchema } from '../claims/queries.js';
import { getDocumentInputSchema, getDocumentReplySchema } from '../documents.js';
import { archiveInputSchema, archiveReplySchema, noteInputSchema, noteReplySchema } from '../notes.js';
import {
  policyByIdQuerySchema,
  policyDetailSchema,
  policyListQuerySchema,
  policyListReplySchema,
} from './policy.js';
import { employeeQuoteInputSchema, paidQuoteInputSchema, quotePackageSchema } from './quote.js';
import {
  ageIntervalReplySchema,
  extendedFamilyPremiumsQuerySchema,
  extendedFamilyPremiumsReplySchema,
} from './rating-info.js';
import { emptyInputSchema, GET, POST, type RouteSpec } from '../paths/route.js';
import { retailSpecs } from './paths-retail.js';

const change = { method: POST, reply: alterationReplySchema, idempotent: true } as const;

import {
  funeralClaimListReplySchema,
  funeralClaimSubmitInputSchema,
  funeralClaimSubmitReplySchema,
} from './claims-extra.js';
export const employeeSpecs = {
  getPolicies: { at: 'policies', method: GET, input: policyListQuerySchema, reply: policyListReplySchema },
  getPolicyById: {
    at: 'policies/:policyId',
    method: GET,
    input: emptyInputSchema,
    params: policyByIdQuerySchema,
    reply: policyDetailSchema,
  },
  getDocuments: {
    at: 'documents',
    method: POST,
    input: getDocumentInputSchema,
    reply: getDocumentReplySchema,
    owner: 'documents',
  },
  createAlterationPackage: {
    at: 'createAlterationPackage',
    method: POST,
    input: createAlterationPackageInputSchema,
    reply: alterationReplySchema,
    status: 201,
    idempotent: true,
  },
  applyAlterationPackage: { at: 'applyAlterationPackage', input: applyAlterationInputSchema, ...change },
  /** the employee cancels their own policy (the retail call's payload and reply: spec 002 §9 reasons) */
  cancelPolicy: { ...retailSpecs.cancelPolicy, at: 'cancelPolicy' },
  createApplication: {
    at: 'application/createApplication',
    method: POST,
    input: createApplicationInputSchema,
    reply: applicationReplySchema,
    status: 201,
    idempotent: true,
  },
  applicationDeclaration: {
    at: 'application/applicationDeclaration',
    method: POST,
    input: applicationDeclarationInputSchema,
    reply: applicationReplySchema,
    idempotent: true,
  },
  getApplications: {
    at: 'applications',
    method: GET,
    input: applicationListQuerySchema,
    reply: applicationListReplySchema,
  },
  getQuote: {
    at: 'quote',
    method: POST,
    input: employeeQuoteInputSchema,
    reply: quotePackageSchema,
    status: 201,
  },
} as const satisfies Record<string, RouteSpec>;

export const cmsSpecs = {
  createApplication: {
    at: 'create-application',
    method: POST,
    input: createApplicationInputSchema,
    reply: applicationReplySchema,
    status: 201,
    idempotent: true,
  },
  getQuote: {
    at: 'get-quote',
    method: POST,
    input: employeeQuoteInputSchema,
    reply: quotePackageSchema,
    status: 201,
  },
  createClaim: {
    at: 'create-claim',
    method: POST,
    input: funeralClaimSubmitInputSchema,
    reply: funeralClaimSubmitReplySchema,
    owner: 'claims',
    status: 201,
    idempotent: true,
  },
  getClaims: {
    at: 'get-claims',
    method: GET,
    input: claimListQuerySchema,
    reply: funeralClaimListReplySchema,
    owner: 'claims',
  },
  /** the employee's claim page: the claim, its documents, more documents (a hold's answer) and confirming it */
  getClaimByID: { ...retailSpecs.getClaimByID, at: 'get-claim' },
  getClaimDocuments: { ...retailSpecs.getClaimDocuments, at: 'get-claim-documents' },
  uploadDocuments: { ...retailSpecs.uploadDocuments, at: 'upload-claim-documents' },
  submitClaimByID: { ...retailSpecs.submitClaimByID, at: 'submit-claim-by-id' },
  getApplications: {
    at: 'get-applications',
    method: GET,
    input: applicationListQuerySchema,
    reply: applicationListReplySchema,
  },
  archive: {
    at: 'archive',
    method: POST,
    input: archiveInputSchema,
    reply: archiveReplySchema,
    idempotent: true,
  },
  getPolicies: {
    at: 'get-policies',
    method: GET,
    input: policyListQuerySchema,
    reply: policyListReplySchema,
  },
  alter: { at: 'alter', input: cmsAlterInputSchema, ...change },
  editBeneficiary: { at: 'editBeneficiary', input: editBeneficiaryInputSchema, ...change },
  deleteBeneficiary: { at: 'deleteBeneficiary', input: deleteBeneficiaryInputSchema, ...change },
  requote: { at: 'requote', input: changePlanInputSchema, ...change },
  paidCreateApplication: {
    at: 'paid/create-application',
    method: POST,
    input: createApplicationInputSchema,
    reply: applicationReplySchema,
    status: 201,
    idempotent: true,
  },
  paidGetQuote: {
    at: 'paid/get-quote',
    method: POST,
    input: paidQuoteInputSchema,
    reply: quotePackageSchema,
    status: 201,
  },
  ageInterval: { at: 'age-interval', method: GET, input: emptyInputSchema, reply: ageIntervalReplySchema },
  extendedFamilyPremiums: {
    at: 'extended-family-premiums',
    method: GET,
    input: extendedFamilyPremiumsQuerySchema,
    reply: extendedFamilyPremiumsReplySchema,
  },
  createNote: {
    at: 'note/create',
    method: POST,
    input: noteInputSchema,
    reply: noteReplySchema,
    status: 201,
    idempotent: true,
  },
} as const satisfies Record<string, RouteSpec>;
