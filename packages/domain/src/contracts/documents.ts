/**
 * Policy documents of every line (spec 002 §7 "Document fetch: POST to a document endpoint with body
 * policyId; the response has a data array of files with fileName and url (data URL PDF)").
 */
import { z } from 'zod';
import { policyIdField } from './ids.js';

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
