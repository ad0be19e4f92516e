/**
 * The claim document upload every line's path map has (policy/uploadDocuments, claims/uploadDocuments): its
 * non-file fields, checked against the line's own document kinds, and its reply. The line's claims
 * contracts build theirs with these (contracts/paths/claim-calls.ts names them).
 */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { HOLD_DOCUMENT_KIND } from '../paths/application-hold-calls.js';
import { claimDocumentViewSchema } from './line-documents.js';

export const CLAIM_UPLOAD_MESSAGES = { kind: 'Please choose the document type' } as const;

/**
 * The answer to a claim an assessor put on hold: the document asked for (HOLD_DOCUMENT_KIND, whatever it is),
 * taken only while the claim is on hold, and what the customer is told once it is in.
 */
export const CLAIM_HOLD_MESSAGES = {
  notOnHold:
    'This claim is not waiting for a document from you. Add it under “Add documents”, or request a call back if you are unsure.',
  received: 'We received your documents; we’ll continue assessing your claim.',
  answeredSummary: 'Documents received from the customer for the hold',
  /** staff: the 409 of a hold on a claim already on hold */
  alreadyOnHold: 'This claim is already on hold: it is waiting for the customer to send what was asked for.',
} as const;

/**
 * The non-file fields of a claim document upload (multipart): the claim, the kind of document (one of the
 * line's kinds, or the document asked for while the claim is on hold), a note.
 */
export function claimUploadFieldsSchemaFor<const Kind extends string>(
  kinds: readonly { readonly value: Kind }[],
) {
  const values: [Kind | typeof HOLD_DOCUMENT_KIND.value, ...(Kind | typeof HOLD_DOCUMENT_KIND.value)[]] = [
    HOLD_DOCUMENT_KIND.value,
    ...kinds.map((kind) => kind.value),
  ];
  return z.object({
    claimId: entityIdField,
    kind: z.enum(values, { message: CLAIM_UPLOAD_MESSAGES.kind }),
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
