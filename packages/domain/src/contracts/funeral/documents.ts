/**
 * Documents (spec 002 §7 "Document fetch: POST to a document endpoint with body policyId; the response has
 * a data array of files with fileName and url (data URL PDF)"; policy/uploadDocuments). Implemented by the
 * documents module. Uploads are multipart: the file parts plus the fields of uploadDocumentsFieldsSchema.
 */
import { z } from 'zod';
import { claimDocumentKindField, claimDocumentSchema } from './claims.js';
import { entityIdField, policyIdField } from './common.js';

/** policy/getDocument, employee documents: the policy's documents (schedule per version, letters). */
export const getDocumentInputSchema = z.object({ policyId: policyIdField });
export const documentFileSchema = z.object({
  fileName: z.string(),
  /** data:application/pdf;base64,... */
  url: z.string(),
  description: z.string(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;
export const getDocumentReplySchema = z.object({ data: z.array(documentFileSchema) });
export type GetDocumentReply = z.infer<typeof getDocumentReplySchema>;

/** The non-file fields of a policy/uploadDocuments multipart request. */
export const uploadDocumentsFieldsSchema = z.object({
  claimId: entityIdField,
  kind: claimDocumentKindField,
  description: z.string().trim().max(200).optional(),
});
export type UploadDocumentsFields = z.infer<typeof uploadDocumentsFieldsSchema>;
export const uploadDocumentsReplySchema = z.object({
  documents: z.array(claimDocumentSchema),
  message: z.string(),
});
