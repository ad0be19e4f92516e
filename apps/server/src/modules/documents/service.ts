/**
 * The documents use cases behind every path family: a policy's documents as data URLs (policy/getDocument,
 * employee documents), claim document uploads (policy/uploadDocuments) and the download of one document.
 */
import {
  funeralUploadDocumentsReplySchema,
  type DocumentFile,
  type UploadDocumentsFields,
} from '@cover/domain';
import type { z } from 'zod';
import type { DocumentRow } from '../../db/schema/index.js';
import type { Principal, UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import { runIdempotent, type IdempotentReply } from '../../platform/idempotency.js';
import { noFile, type ReceivedFile } from '../../platform/uploads/index.js';
import { CLAIM_MESSAGES } from '../claims/errors.js';
import { getClaimForPrincipal, getDocumentForPrincipal } from '../claims/ownership.js';
import { refreshDocumentProgress } from '../claims/progress.js';
import { actorOf, filesFingerprint } from '../claims/service.js';
import { recordClaimDocuments } from '../claims/submit.js';
import { toClaimDocument, type DownloadUrl } from '../claims/view.js';
import { getPolicyForPrincipal } from '../insurance-core/ownership.js';
import { listPolicyVersionDocuments } from './repo.js';
import { ensurePolicySchedule, type DocumentsDeps } from './schedules.js';
import { dataUrl, readDocumentBytes, withStoredFiles } from './store.js';

export const DOCUMENTS_UPLOADED = 'Documents uploaded successfully';

type UploadReply = z.infer<typeof funeralUploadDocumentsReplySchema>;

/** policy/getDocument, employee documents: the schedule of every version (current first) as PDF data URLs. */
export async function getPolicyDocuments(
  deps: DocumentsDeps,
  principal: Principal,
  policyId: string,
): Promise<{ data: DocumentFile[] }> {
  const policy = await getPolicyForPrincipal(deps.db, principal, policyId);
  await ensurePolicySchedule(deps, policy);
  const rows = await listPolicyVersionDocuments(deps.db, policy.id);
  const data: DocumentFile[] = [];
  for (const row of rows) {
    const current = row.policyVersion === policy.version;
    data.push({
      fileName: row.fileName,
      url: dataUrl(row.contentType, await readDocumentBytes(deps.blobStore, row)),
      description: current ? `${row.description} (current)` : row.description,
    });
  }
  return { data };
}

const isClosedToDocuments = (claim: { claimStatus: string; approvalStatus: string }) =>
  claim.approvalStatus === 'repudiated' || claim.claimStatus === 'paid_out' || claim.claimStatus === 'closed';

/**
 * policy/uploadDocuments: checked files (PDF / JPEG / PNG within the size limit) become documents of the
 * caller's own claim (404 otherwise) of the given kind. The claim is checked before anything is stored; the
 * bytes and rows are stored together or not at all.
 */
export async function uploadClaimDocuments(
  deps: DocumentsDeps,
  principal: UserPrincipal,
  fields: UploadDocumentsFields,
  files: readonly ReceivedFile[],
  downloadUrl: DownloadUrl,
  idempotencyKey?: string,
): Promise<IdempotentReply<UploadReply>> {
  if (files.length === 0) throw noFile();
  const claim = await getClaimForPrincipal(deps.db, principal, fields.claimId);
  if (isClosedToDocuments(claim)) throw new AppError(409, 'CLAIM_CLOSED', CLAIM_MESSAGES.claimClosed);
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
          replySchema: funeralUploadDocumentsReplySchema,
        },
        async (tx) => {
          const locked = await getClaimForPrincipal(tx, principal, claim.id, true);
          if (isClosedToDocuments(locked))
            throw new AppError(409, 'CLAIM_CLOSED', CLAIM_MESSAGES.claimClosed);
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
          await recordClaimDocuments(tx, locked, toRecord, at);
          const progress = await refreshDocumentProgress(tx, locked, at);
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
  deps: DocumentsDeps,
  principal: Principal,
  documentId: string,
): Promise<{ document: DocumentRow; bytes: Buffer }> {
  const document = await getDocumentForPrincipal(deps.db, principal, documentId);
  return { document, bytes: await readDocumentBytes(deps.blobStore, document) };
}
