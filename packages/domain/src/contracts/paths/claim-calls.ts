/**
 * The claims and documents calls every line's path family has, as route specs: a line names its own
 * contracts (its claim, submission and upload) and where each call sits under the family's prefix.
 */
import type { z } from 'zod';
import {
  claimByIdQuerySchema,
  claimDocumentsQuerySchema,
  claimListQuerySchema,
  claimsByPolicyQuerySchema,
  submitClaimByIdInputSchema,
} from '../claims/queries.js';
import { getDocumentInputSchema, getDocumentReplySchema } from '../documents.js';
import { GET, POST } from './route.js';

export interface LineClaimContracts {
  submitInput: z.ZodType;
  submitReply: z.ZodType;
  claim: z.ZodType;
  claimList: z.ZodType;
  documentsReply: z.ZodType;
  uploadFields: z.ZodType;
  uploadReply: z.ZodType;
}

/** Where each call sits under the family's prefix. */
export interface LineClaimPaths {
  submitClaim: string;
  submitClaimByID: string;
  getClaimByID: string;
  getClaims: string;
  getClaimsByPolicyId: string;
  getClaimDocuments: string;
  uploadDocuments: string;
  getDocument: string;
}

/** The claims calls (owner claims) and the policy documents call (owner documents) of a family. */
export function claimCallSpecs(contracts: LineClaimContracts, at: LineClaimPaths) {
  return {
    submitClaim: {
      at: at.submitClaim,
      method: POST,
      input: contracts.submitInput,
      reply: contracts.submitReply,
      owner: 'claims',
      status: 201,
      idempotent: true,
    },
    submitClaimByID: {
      at: at.submitClaimByID,
      method: POST,
      input: submitClaimByIdInputSchema,
      reply: contracts.submitReply,
      owner: 'claims',
      idempotent: true,
    },
    getClaimByID: {
      at: at.getClaimByID,
      method: GET,
      input: claimByIdQuerySchema,
      reply: contracts.claim,
      owner: 'claims',
    },
    getClaims: {
      at: at.getClaims,
      method: GET,
      input: claimListQuerySchema,
      reply: contracts.claimList,
      owner: 'claims',
    },
    getClaimsByPolicyId: {
      at: at.getClaimsByPolicyId,
      method: GET,
      input: claimsByPolicyQuerySchema,
      reply: contracts.claimList,
      owner: 'claims',
    },
    getClaimDocuments: {
      at: at.getClaimDocuments,
      method: GET,
      input: claimDocumentsQuerySchema,
      reply: contracts.documentsReply,
      owner: 'claims',
    },
    uploadDocuments: {
      at: at.uploadDocuments,
      method: POST,
      input: contracts.uploadFields,
      reply: contracts.uploadReply,
      owner: 'claims',
      status: 201,
      idempotent: true,
      multipart: true,
    },
    getDocument: {
      at: at.getDocument,
      method: POST,
      input: getDocumentInputSchema,
      reply: getDocumentReplySchema,
      owner: 'documents',
    },
  } as const;
}
