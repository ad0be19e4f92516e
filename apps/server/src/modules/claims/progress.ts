/** Whether a claim has every document it needs; marks the moment it does (and appends the event). */
import { DOCUMENTS_COMPLETE_SUMMARY } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { claims, type ClaimRow, type DocumentRow } from '../../db/schema/index.js';
import { listClaimDocuments } from '../documents/repo.js';
import type { ClaimLines } from './claim-lines.js';
import { appendClaimEvent } from './repo.js';
import { outstandingDocuments } from './view.js';

export interface DocumentProgress {
  claim: ClaimRow;
  documents: DocumentRow[];
  outstanding: string[];
}

/** Reads the claim's documents; when none is outstanding any more, sets documents_complete_at once. */
export async function refreshDocumentProgress(
  db: Database,
  claimLines: ClaimLines,
  claim: ClaimRow,
  at: { now: Date; actor: string },
): Promise<DocumentProgress> {
  const documents = await listClaimDocuments(db, [claim.id]);
  const outstanding = outstandingDocuments(
    claimLines,
    claim,
    documents.map((document) => document.kind),
  );
  if (outstanding.length > 0 || claim.documentsCompleteAt !== null) return { claim, documents, outstanding };
  const [updated] = await db
    .update(claims)
    .set({ documentsCompleteAt: at.now, updatedAt: at.now })
    .where(eq(claims.id, claim.id))
    .returning();
  await appendClaimEvent(db, {
    claimId: claim.id,
    type: 'claim.documents_complete',
    summary: DOCUMENTS_COMPLETE_SUMMARY,
    actor: at.actor,
    at: at.now,
  });
  return { claim: updated ?? claim, documents, outstanding };
}
