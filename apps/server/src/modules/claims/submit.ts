/**
 * Submitting a claim inside a transaction, for any line: the line makes the claim (its rules, its
 * details; claim-lines.ts), then its documents are recorded and the reply built. Also submitting a saved
 * claim by id once its documents are complete.
 */
import { CLAIM_SUBMITTED_SUCCESSFULLY } from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { ClaimRow } from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import { insertDocuments } from '../documents/repo.js';
import type { StoredFile } from '../documents/store.js';
import type { ClaimAt, ClaimLines, ClaimSubmission } from './claim-lines.js';
import { CLAIM_MESSAGES } from './errors.js';
import { refreshDocumentProgress, type DocumentProgress } from './progress.js';
import { appendClaimEvent } from './repo.js';
import { claimFacts } from './view.js';

export type { ClaimAt } from './claim-lines.js';

/** A checked file already in the blob store, with the document kind it is. */
export interface ClaimFileToRecord {
  kind: string;
  fileName: string;
  description?: string | undefined;
  stored: StoredFile;
}

/** Records checked, stored files as documents of the claim. */
export async function recordClaimDocuments(
  db: Database,
  claimLines: ClaimLines,
  claim: ClaimRow,
  files: readonly ClaimFileToRecord[],
  at: ClaimAt,
): Promise<void> {
  if (files.length === 0) return;
  const label = (kind: string) => claimLines.documentLabel(claim, kind);
  await insertDocuments(
    db,
    files.map((file) => ({
      line: claim.line,
      policyHolderId: claim.policyHolderId,
      policyId: claim.policyId,
      claimId: claim.id,
      kind: file.kind,
      fileName: file.fileName,
      description: file.description ?? label(file.kind),
      createdBy: at.actor,
      createdAt: at.now,
      ...file.stored,
    })),
  );
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: 'claim.documents_received',
    summary: `Documents received: ${files.map((file) => label(file.kind)).join(', ')}`,
    data: { kinds: files.map((file) => file.kind) },
    actor: at.actor,
    at: at.now,
  });
}

/** { claimId, claimNumber, message } and the claim's facts, as every submission answers. */
export function submitReply(claimLines: ClaimLines, progress: DocumentProgress) {
  return {
    claimId: progress.claim.id,
    claimNumber: progress.claim.claimNumber,
    message: CLAIM_SUBMITTED_SUCCESSFULLY,
    ...claimFacts(
      claimLines,
      progress.claim,
      progress.documents.map((document) => document.kind),
      'reply',
    ),
  };
}

export type SubmitReply = ReturnType<typeof submitReply>;

/**
 * Submits a claim of `line` for the caller: the line checks its rules and stores the claim; documents sent
 * with it are recorded; the claim stays Pending with documents outstanding until every required kind is in.
 */
export async function submitClaimInTx(
  db: Database,
  claimLines: ClaimLines,
  line: string,
  principal: UserPrincipal,
  input: unknown,
  files: readonly ClaimFileToRecord[],
  at: ClaimAt,
  submission?: ClaimSubmission,
): Promise<SubmitReply> {
  const claim = await claimLines.of(line).create(db, principal, input, at, submission);
  await recordClaimDocuments(db, claimLines, claim, files, at);
  return submitReply(claimLines, await refreshDocumentProgress(db, claimLines, claim, at));
}

/** claims/submitClaimByID: confirms a claim whose documents are now complete (422 listing what is missing). */
export async function submitClaimByIdInTx(
  db: Database,
  claimLines: ClaimLines,
  claim: ClaimRow,
  at: ClaimAt,
): Promise<SubmitReply> {
  const progress = await refreshDocumentProgress(db, claimLines, claim, at);
  if (progress.outstanding.length > 0) {
    const missing = progress.outstanding.map((kind) => claimLines.documentLabel(claim, kind)).join(', ');
    throw new AppError(422, 'DOCUMENTS_OUTSTANDING', `${CLAIM_MESSAGES.documentsOutstanding}: ${missing}.`, {
      documents: `Outstanding: ${missing}`,
    });
  }
  return submitReply(claimLines, progress);
}
