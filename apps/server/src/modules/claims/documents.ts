/**
 * Claim documents: uploads to the caller's own claim (policy/uploadDocuments) and the download of one of
 * the caller's documents. Built on the documents module's store and repo; documents knows nothing of claims.
 */
import { HOLD_DOCUMENT_KIND } from '@cover/domain';
import { z } from 'zod';
import type { ClaimRow, DocumentRow } from '../../db/schema/index.js';
import type { Principal, UserPrincipal } from '../../platform/auth/principal.js';
import { AppError, VALIDATION_MESSAGE } from '../../platform/errors.js';
import { runIdempotent, type IdempotentReply } from '../../platform/idempotency.js';
import { noFile, type ReceivedFile } from '../../platform/uploads/index.js';
import { readDocumentBytes, withStoredFiles } from '../documents/store.js';
import { CLAIM_MESSAGES } from './errors.js';
import { answerHold, refuseHoldDocumentUnlessOnHold } from './hold-answers.js';
import { getClaimForPrincipal, getDocumentForPrincipal } from './ownership.js';
import { refreshDocumentProgress } from './progress.js';
import { actorOf, filesFingerprint, type LineClaimsDeps } from './service.js';
import { recordClaimDocuments } from './submit.js';
import { toClaimDocument, type ClaimDocumentView, type DownloadUrl } from './view.js';

export const DOCUMENTS_UPLOADED = 'Documents uploaded successfully';

/** The upload's form fields (the line's contract has checked them). */
export interface UploadFields {
  claimId: string;
  kind: string;
  description?: string | undefined;
}

export interface UploadReply {
  documents: ClaimDocumentView[];
  documentsOutstanding: string[];
  message: string;
}

/** A stored upload reply, read back for a replayed request (the route's reply schema checks it on the way out). */
const storedUploadReply = z.custom<UploadReply>(
  (value) => typeof value === 'object' && value !== null && 'documents' in value,
);

const isClosedToDocuments = (claim: { claimStatus: string; approvalStatus: string }) =>
  claim.approvalStatus === 'repudiated' || claim.claimStatus === 'paid_out' || claim.claimStatus === 'closed';

/** A kind of the claim's type, or the document asked for while the claim is on hold (409 otherwise). */
function checkKind(deps: LineClaimsDeps, claim: ClaimRow, kind: string): void {
  refuseHoldDocumentUnlessOnHold(claim, kind);
  if (kind === HOLD_DOCUMENT_KIND.value) return;
  if (!deps.claimLines.typeOf(claim).documentKinds.some((entry) => entry.value === kind))
    throw new AppError(400, 'VALIDATION_FAILED', VALIDATION_MESSAGE, { kind: CLAIM_MESSAGES.documentKind });
}

/**
 * policy/uploadDocuments: checked files (PDF / JPEG / PNG within the size limit) become documents of the
 * caller's own claim (404 otherwise) of the given kind. The claim is checked before anything is stored; the
 * bytes and rows are stored together or not at all. Documents added while the claim is on hold answer the
 * hold (hold-answers.ts).
 */
export async function uploadClaimDocuments(
  deps: LineClaimsDeps,
  principal: UserPrincipal,
  fields: UploadFields,
  files: readonly ReceivedFile[],
  downloadUrl: DownloadUrl,
  idempotencyKey?: string,
): Promise<IdempotentReply<UploadReply>> {
  if (files.length === 0) throw noFile();
  const claim = await getClaimForPrincipal(deps.db, principal, fields.claimId, { line: deps.line });
  if (isClosedToDocuments(claim)) throw new AppError(409, 'CLAIM_CLOSED', CLAIM_MESSAGES.claimClosed);
  checkKind(deps, claim, fields.kind);
  const kinded = files.map((file) => ({ kind: fields.kind, file, description: fields.description }));
  const at = { now: deps.now(), actor: actorOf(principal) };
  return withStoredFiles(
    deps.blobStore,
    files,
    async (stored) => {
      const result = await runIdempotent(
        deps.db,
        {
          scope: `documents.upload:${actorOf(principal)}`,
          key: idempotencyKey,
          payload: { claimId: claim.id, files: filesFingerprint(kinded) },
          replySchema: storedUploadReply,
        },
        async (tx) => {
          const locked = await getClaimForPrincipal(tx, principal, claim.id, { line: deps.line, lock: true });
          if (isClosedToDocuments(locked))
            throw new AppError(409, 'CLAIM_CLOSED', CLAIM_MESSAGES.claimClosed);
          refuseHoldDocumentUnlessOnHold(locked, fields.kind);
          const toRecord = files.map((file, index) => {
            const blob = stored[index];
            if (!blob) throw new Error('a stored file is missing');
            return {
              kind: fields.kind,
              fileName: file.fileName,
              description: fields.description,
              stored: blob,
            };
          });
          await recordClaimDocuments(tx, deps.claimLines, locked, toRecord, at);
          const answered = await answerHold(tx, locked, toRecord.length, at);
          const progress = await refreshDocumentProgress(tx, deps.claimLines, answered, at);
          const added = stored.flatMap((file) =>
            progress.documents.filter((document) => document.blobKey === file.blobKey),
          );
          return {
            statusCode: 201,
            body: {
              documents: added.map((document) => toClaimDocument(document, downloadUrl)),
              documentsOutstanding: progress.outstanding,
              message: DOCUMENTS_UPLOADED,
            },
          };
        },
      );
      return { result, keepBlobs: !result.replayed };
    },
    deps.onCleanupError,
  );
}

/** One of the caller's documents with its bytes (404 for anyone else's). */
export async function openDocument(
  deps: LineClaimsDeps,
  principal: Principal,
  documentId: string,
): Promise<{ document: DocumentRow; bytes: Buffer }> {
  const document = await getDocumentForPrincipal(deps.db, principal, documentId, deps.line);
  return { document, bytes: await readDocumentBytes(deps.blobStore, document) };
}
