/**
 * Ownership of claims and documents: a signed-in user sees only those of their own policy holder, and a
 * route only those of its own product line. Any other id (another holder's, another line's, unknown,
 * malformed) is answered 404 without saying which.
 */
import type { Database } from '../../db/client.js';
import type { ClaimRow, DocumentRow } from '../../db/schema/index.js';
import type { Principal } from '../../platform/auth/principal.js';
import { findPolicyHolderForPrincipal } from '../policy-holders/service.js';
import { findDocument } from '../documents/repo.js';
import { claimNotFound, documentNotFound, isUuid } from './errors.js';
import { findClaim } from './repo.js';

/** The caller's policy holder id, or null (not registered yet, or an operator). */
export async function holderIdOf(db: Database, principal: Principal): Promise<string | null> {
  return (await findPolicyHolderForPrincipal(db, principal))?.policyHolderId ?? null;
}

/**
 * The caller's own claim of `line`; 404 'Claim not found' for anything else. `lock` takes a row lock (in a
 * transaction).
 */
export async function getClaimForPrincipal(
  db: Database,
  principal: Principal,
  claimId: string,
  { line, lock = false }: { line: string; lock?: boolean },
): Promise<ClaimRow> {
  if (!isUuid(claimId)) throw claimNotFound();
  const holderId = await holderIdOf(db, principal);
  const claim = holderId ? await findClaim(db, claimId, lock) : null;
  if (!claim || claim.policyHolderId !== holderId || claim.line !== line) throw claimNotFound();
  return claim;
}

/** The caller's own document of `line`; 404 'Document not found' for anything else. */
export async function getDocumentForPrincipal(
  db: Database,
  principal: Principal,
  documentId: string,
  line: string,
): Promise<DocumentRow> {
  if (!isUuid(documentId)) throw documentNotFound();
  const holderId = await holderIdOf(db, principal);
  const document = holderId ? await findDocument(db, documentId) : null;
  if (!document || document.policyHolderId !== holderId || document.line !== line) throw documentNotFound();
  return document;
}
