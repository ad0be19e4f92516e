/**
 * The claim document upload every line's path map has (policy/uploadDocuments, claims/uploadDocuments): its
 * non-file fields, checked against the line's own document kinds, and its reply. The line's claims
 * contracts build theirs with these (contracts/paths/claim-calls.ts names them).
 */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { claimDocumentViewSchema } from './line-documents.js';

export const CLAIM_UPLOAD_MESSAGES = { kind: 'Please choose the document type' } as const;

/** The non-file fields of a claim document upload (multipart): the claim, the kind of document, a note. */
export function claimUploadFieldsSchemaFor<const Kind extends string>(
  kinds: readonly { readonly value: Kind }[],
) {
  return z.object({
    claimId: entityIdField,
    kind: z.enum(kinds.map((kind) => kind.value) as [Kind, ...Kind[]], {
      message: CLAIM_UPLOAD_MESSAGES.kind,
    }),
    description: z.string().trim().max(200).optional(),
  });
}

/** The documents of the claim after an upload, what is still outstanding, and the message. */
export const claimUploadReplySchema = z.object({
  documents: z.array(claimDocumentViewSchema),
  documentsOutstanding: z.array(z.string()),
  message: z.string(),
});

/** A claim's documents (claims/getClaimDocuments). */
export const claimDocumentsReplySchema = z.object({ data: z.array(claimDocumentViewSchema) });
