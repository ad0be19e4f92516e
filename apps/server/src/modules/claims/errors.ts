/** The expected failures of claims, with stable codes and user-facing messages. */
import { AppError } from '../../platform/errors.js';

export const CLAIM_MESSAGES = {
  claimNotFound: 'Claim not found',
  documentNotFound: 'Document not found',
  documentsOutstanding: 'Please upload the outstanding documents before submitting the claim',
  claimClosed: 'Documents can no longer be added to this claim',
  documentKind: 'Please choose the document type',
  invalidTransition: 'This claim cannot be moved to that status',
} as const;

export const claimNotFound = () => new AppError(404, 'CLAIM_NOT_FOUND', CLAIM_MESSAGES.claimNotFound);
export const documentNotFound = () =>
  new AppError(404, 'DOCUMENT_NOT_FOUND', CLAIM_MESSAGES.documentNotFound);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids reach uuid columns only when they look like uuids (anything else simply is not found). */
export const isUuid = (value: string) => UUID.test(value);
