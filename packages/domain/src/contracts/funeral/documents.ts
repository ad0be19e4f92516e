/**
 * Documents (spec 002 §7 "Document fetch: POST to a document endpoint with body policyId; the response has
 * a data array of files with fileName and url (data URL PDF)"; policy/uploadDocuments). Implemented by the
 * documents module. Uploads are multipart: the file parts plus the fields of uploadDocumentsFieldsSchema.
 */
import { z } from 'zod';
import { FUNERAL_CLAIM_DOCUMENT_KINDS } from '../../constants/claim-documents.js';
import { claimUploadFieldsSchemaFor } from '../claims/uploads.js';
import { claimDocumentSchema } from './claims.js';

/** The non-file fields of a policy/uploadDocuments multipart request. */
export const uploadDocumentsFieldsSchema = claimUploadFieldsSchemaFor(FUNERAL_CLAIM_DOCUMENT_KINDS);
export type UploadDocumentsFields = z.infer<typeof uploadDocumentsFieldsSchema>;
export const uploadDocumentsReplySchema = z.object({
  documents: z.array(claimDocumentSchema),
  message: z.string(),
});
