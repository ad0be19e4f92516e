/**
 * The credit life calls of a family (spec 002 §7 employee credit life: policies, applications and claims
 * get and remove, createClaim, documents get and upload, editCreditLifeApplication; createIndividualCreditLife;
 * editBeneficiary of an issued policy, QA walk 11 no. 5),
 * as route specs: the line gives the input of createIndividualCreditLife (its financed item).
 */
import type { z } from 'zod';
import { archiveInputSchema, archiveReplySchema } from '../notes.js';
import { cancelPolicyInputSchema } from '../cancellation.js';
import { policyIdInputSchema } from '../common.js';
import { policyPaymentChangeInputSchema, policyPaymentReplySchema } from '../payment.js';
import { emptyInputSchema, GET, POST } from '../paths/route.js';
import { claimCallSpecs } from '../paths/claim-calls.js';
import { applicationListQuerySchema, policyByIdQuerySchema, policyListQuerySchema } from '../policy-core.js';
import {
  creditLifeClaimDocumentsReplySchema,
  creditLifeClaimListReplySchema,
  creditLifeClaimSchema,
  creditLifeClaimSubmitInputSchema,
  creditLifeClaimSubmitReplySchema,
  creditLifeClaimUploadFieldsSchema,
  creditLifeUploadReplySchema,
} from './claims.js';
import { creditLifeBeneficiariesChangeInputSchema } from './details.js';
import { editCreditLifeApplicationInputSchema } from './individual.js';
import {
  creditLifeApplicationListReplySchema,
  creditLifeApplicationReplySchema,
  creditLifeCancelReplySchema,
  creditLifePolicyDetailSchema,
  creditLifePolicyListReplySchema,
} from './policy.js';

const CREDIT_LIFE_CLAIM_CONTRACTS = {
  submitInput: creditLifeClaimSubmitInputSchema,
  submitReply: creditLifeClaimSubmitReplySchema,
  claim: creditLifeClaimSchema,
  claimList: creditLifeClaimListReplySchema,
  documentsReply: creditLifeClaimDocumentsReplySchema,
  uploadFields: creditLifeClaimUploadFieldsSchema,
  uploadReply: creditLifeUploadReplySchema,
};

/**
 * The shared calls; `editInput` is the line's editCreditLifeApplication input (the phone's by default,
 * a vehicle's takes its larger balance and the additional percentage).
 */
export function creditLifeSpecs<
  I extends z.ZodType,
  E extends z.ZodType = typeof editCreditLifeApplicationInputSchema,
>(individualInput: I, editInput: E = editCreditLifeApplicationInputSchema as unknown as E) {
  const { submitClaim, ...claimCalls } = claimCallSpecs(CREDIT_LIFE_CLAIM_CONTRACTS, {
    submitClaim: 'createClaim',
    submitClaimByID: 'claims/submitClaimByID',
    getClaimByID: 'claims/getClaimByID',
    getClaims: 'claims',
    getClaimsByPolicyId: 'claims/getClaimsByPolicyId',
    getClaimDocuments: 'claims/documents',
    uploadDocuments: 'documents/upload',
    getDocument: 'documents',
  });
  return {
    getPolicies: {
      at: 'policies',
      method: GET,
      input: policyListQuerySchema,
      reply: creditLifePolicyListReplySchema,
    },
    getPolicyById: {
      at: 'policies/:policyId',
      method: GET,
      input: emptyInputSchema,
      params: policyByIdQuerySchema,
      reply: creditLifePolicyDetailSchema,
    },
    removePolicy: {
      at: 'policies/remove',
      method: POST,
      input: archiveInputSchema,
      reply: archiveReplySchema,
      idempotent: true,
    },
    getPolicyPayment: {
      at: 'policies/payment',
      method: GET,
      input: policyIdInputSchema,
      reply: policyPaymentReplySchema,
    },
    updatePolicyPayment: {
      at: 'policies/payment/update',
      method: POST,
      input: policyPaymentChangeInputSchema,
      reply: policyPaymentReplySchema,
      idempotent: true,
    },
    /** the policy's beneficiaries replaced as a whole; replies with the policy as changed */
    editBeneficiary: {
      at: 'policies/editBeneficiary',
      method: POST,
      input: creditLifeBeneficiariesChangeInputSchema,
      reply: creditLifePolicyDetailSchema,
      idempotent: true,
    },
    cancelPolicy: {
      at: 'policies/cancel',
      method: POST,
      input: cancelPolicyInputSchema,
      reply: creditLifeCancelReplySchema,
      idempotent: true,
    },
    getApplications: {
      at: 'applications',
      method: GET,
      input: applicationListQuerySchema,
      reply: creditLifeApplicationListReplySchema,
    },
    removeApplication: {
      at: 'applications/remove',
      method: POST,
      input: archiveInputSchema,
      reply: archiveReplySchema,
      idempotent: true,
    },
    editCreditLifeApplication: {
      at: 'editCreditLifeApplication',
      method: POST,
      input: editInput,
      reply: creditLifeApplicationReplySchema,
      idempotent: true,
    },
    createIndividualCreditLife: {
      at: 'createIndividualCreditLife',
      method: POST,
      input: individualInput,
      reply: creditLifeApplicationReplySchema,
      status: 201,
      idempotent: true,
    },
    createClaim: submitClaim,
    ...claimCalls,
  } as const;
}
