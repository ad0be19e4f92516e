/**
 * The claims use cases behind every path family: submit (JSON, or one multipart call with the documents),
 * submit by id once documents are complete, list (filters policyId, limit, status), by policy, one claim and
 * its documents. Each family is a thin adapter over these functions.
 */
import { createHash } from 'node:crypto';
import { saDay, type ClaimListQuery, type PolicyEnded } from '@cover/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { anyOf, preparedPerDatabase } from '../../db/prepared.js';
import { policies, type ClaimRow } from '../../db/schema/index.js';
import type { Principal, UserPrincipal } from '../../platform/auth/principal.js';
import type { BlobStore } from '../../platform/blob-store/index.js';
import { runIdempotent, type IdempotentReply } from '../../platform/idempotency.js';
import type { ReceivedFile } from '../../platform/uploads/index.js';
import { listClaimDocuments } from '../documents/repo.js';
import { withStoredFiles } from '../documents/store.js';
import { getPolicyForPrincipal } from '../insurance-core/ownership.js';
import { getClaimForPrincipal, holderIdOf } from './ownership.js';
import { holdRequestsOf, holdsOf } from './hold-answers.js';
import { listClaims } from './repo.js';
import type { ClaimLines } from './claim-lines.js';
import { submitClaimByIdInTx, submitClaimInTx, type ClaimFileToRecord, type SubmitReply } from './submit.js';
import {
  toClaimDocument,
  toClaimView,
  type ClaimDocumentView,
  type ClaimView,
  type DownloadUrl,
} from './view.js';

export interface ClaimsDeps {
  db: Database;
  blobStore: BlobStore;
  recentlyUpdatedWindowMs: number;
  now: () => Date;
  /** reports a blob that could not be removed after a failed write */
  onCleanupError: (error: unknown) => void;
  /** reports work after a submission's commit that failed (e.g. a text); the claim stands */
  onAfterCommitError?: (error: unknown) => void;
  /** the claim types and rules of the product lines */
  claimLines: ClaimLines;
}

/** The dependencies of a holder-facing claims route: every read and write is scoped to its product line. */
export interface LineClaimsDeps extends ClaimsDeps {
  line: string;
}

/** A received file and the document kind it is. */
export interface KindedFile {
  kind: string;
  file: ReceivedFile;
  description?: string | undefined;
}

/** A stored submit reply, read back for a replayed request (the line's reply schema checks it on the way out). */
const storedSubmitReply = z.custom<SubmitReply>(
  (value) => typeof value === 'object' && value !== null && 'claimId' in value && 'claimNumber' in value,
);

export const actorOf = (principal: UserPrincipal) => `${principal.audience}:${principal.sub}`;

/** What identifies a multipart request for idempotency: its fields and each file's kind and content hash. */
export const filesFingerprint = (files: readonly KindedFile[]) =>
  files.map(({ kind, file, description }) => ({
    kind,
    description,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  }));

/**
 * Submits a claim (optionally with its documents). Files are checked before this is called; their bytes are
 * stored first and removed again if the claim is refused, so a refused submission leaves nothing behind.
 * What the line queued for after the commit (motor: the inspection link's text) runs once it has committed,
 * and not for a replayed request.
 */
export async function submitClaim(
  deps: LineClaimsDeps,
  principal: UserPrincipal,
  input: unknown,
  options: {
    files?: readonly KindedFile[];
    idempotencyKey?: string | undefined;
    /** the request's own origin, for links the line texts */
    origin?: string;
  } = {},
): Promise<IdempotentReply<SubmitReply>> {
  const files = options.files ?? [];
  const at = { now: deps.now(), actor: actorOf(principal) };
  const committed: (() => Promise<void>)[] = [];
  const submission = {
    origin: options.origin ?? '',
    afterCommit: (task: () => Promise<void>) => committed.push(task),
  };
  const reply = await withStoredFiles(
    deps.blobStore,
    files.map(({ file }) => file),
    async (stored) => {
      const toRecord: ClaimFileToRecord[] = files.map(({ kind, file, description }, index) => {
        const blob = stored[index];
        if (!blob) throw new Error('a stored file is missing');
        return { kind, fileName: file.fileName, description, stored: blob };
      });
      const result = await runIdempotent(
        deps.db,
        {
          scope: `claims.submit:${actorOf(principal)}`,
          key: options.idempotencyKey,
          payload: { input, files: filesFingerprint(files) },
          replySchema: storedSubmitReply,
        },
        async (tx) => {
          committed.length = 0;
          const body = await submitClaimInTx(
            tx,
            deps.claimLines,
            deps.line,
            principal,
            input,
            toRecord,
            at,
            submission,
          );
          return { statusCode: 201, body };
        },
      );
      return { result, keepBlobs: !result.replayed };
    },
    deps.onCleanupError,
  );
  if (!reply.replayed)
    for (const task of committed) await task().catch((error: unknown) => deps.onAfterCommitError?.(error));
  return reply;
}

/** claims/submitClaimByID: the caller's claim (404 otherwise), refused while documents are outstanding. */
export async function submitClaimById(
  deps: LineClaimsDeps,
  principal: UserPrincipal,
  claimId: string,
  idempotencyKey?: string,
): Promise<IdempotentReply<SubmitReply>> {
  const at = { now: deps.now(), actor: actorOf(principal) };
  return runIdempotent(
    deps.db,
    {
      scope: `claims.submit-by-id:${actorOf(principal)}`,
      key: idempotencyKey,
      payload: { claimId },
      replySchema: storedSubmitReply,
    },
    async (tx) => {
      const claim = await getClaimForPrincipal(tx, principal, claimId, { line: deps.line, lock: true });
      return { statusCode: 200, body: await submitClaimByIdInTx(tx, deps.claimLines, claim, at) };
    },
  );
}

const policyNumbers = preparedPerDatabase((db) =>
  db
    .select({
      id: policies.id,
      policyNumber: policies.policyNumber,
      status: policies.status,
      cancelledAt: policies.cancelledAt,
      lapsedAt: policies.lapsedAt,
    })
    .from(policies)
    .where(anyOf(policies.id, 'policyIds'))
    .prepare('policy_numbers_by_id'),
);

/** How the claim's policy ended since, if it did: cancelled or lapsed, and the day (QA walk 14 no. 2). */
function policyEnded(
  policy: { status: string; cancelledAt: Date | null; lapsedAt: Date | null } | undefined,
): PolicyEnded | null {
  if (policy?.status === 'CANCELLED' && policy.cancelledAt)
    return { status: 'CANCELLED', on: saDay(policy.cancelledAt) };
  if (policy?.status === 'LAPSED' && policy.lapsedAt) return { status: 'LAPSED', on: saDay(policy.lapsedAt) };
  return null;
}

/**
 * Claims with their policy numbers and documents, as the API shows them (the reads at once, one each for all
 * the claims): the latest hold of those in review, and every hold, which documents sent for one answer.
 */
export async function claimViews(
  deps: ClaimsDeps,
  rows: readonly ClaimRow[],
  downloadUrl: DownloadUrl,
): Promise<ClaimView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [numbers, documents, holds, holdRequests] = await Promise.all([
    policyNumbers(deps.db).execute({ policyIds: [...new Set(rows.map((row) => row.policyId))] }),
    listClaimDocuments(deps.db, ids),
    holdsOf(
      deps.db,
      rows.filter((row) => row.claimStatus === 'in_review').map((row) => row.id),
    ),
    holdRequestsOf(deps.db, ids),
  ]);
  const policyOf = new Map(numbers.map((row) => [row.id, row]));
  const now = deps.now();
  return rows.map((row) =>
    toClaimView(row, {
      claimLines: deps.claimLines,
      policyNumber: policyOf.get(row.policyId)?.policyNumber ?? '',
      policyEnded: policyEnded(policyOf.get(row.policyId)),
      documents: documents.filter((document) => document.claimId === row.id),
      downloadUrl,
      now,
      recentlyUpdatedWindowMs: deps.recentlyUpdatedWindowMs,
      hold: holds.get(row.id) ?? null,
      holdRequests: holdRequests.get(row.id) ?? [],
    }),
  );
}

/** policy/getClaims, CMS get-claims: the caller's claims; a policyId filter must name their own policy. */
export async function listOwnClaims(
  deps: LineClaimsDeps,
  principal: Principal,
  query: ClaimListQuery,
  downloadUrl: DownloadUrl,
): Promise<ClaimView[]> {
  // With a policy named, its owner check has found the caller's holder already.
  const holderId = query.policyId
    ? (await getPolicyForPrincipal(deps.db, principal, query.policyId, deps.line)).policyHolderId
    : await holderIdOf(deps.db, principal);
  if (!holderId) return [];
  const rows = await listClaims(deps.db, {
    line: deps.line,
    policyHolderId: holderId,
    limit: query.limit,
    ...(query.policyId ? { policyId: query.policyId } : {}),
    ...(query.status ? { status: query.status } : {}),
  });
  return claimViews(deps, rows, downloadUrl);
}

/** policy/getClaimsByPolicyId: the claims of the caller's own policy (404 for any other policy). */
export async function listClaimsOfPolicy(
  deps: LineClaimsDeps,
  principal: Principal,
  policyId: string,
  downloadUrl: DownloadUrl,
): Promise<ClaimView[]> {
  const policy = await getPolicyForPrincipal(deps.db, principal, policyId, deps.line);
  const rows = await listClaims(deps.db, {
    line: deps.line,
    policyHolderId: policy.policyHolderId,
    policyId: policy.id,
    limit: 100,
  });
  return claimViews(deps, rows, downloadUrl);
}

/** claims/getClaimByID: one of the caller's claims with its documents and status display value. */
export async function getOwnClaim(
  deps: LineClaimsDeps,
  principal: Principal,
  claimId: string,
  downloadUrl: DownloadUrl,
): Promise<ClaimView> {
  const claim = await getClaimForPrincipal(deps.db, principal, claimId, { line: deps.line });
  const [view] = await claimViews(deps, [claim], downloadUrl);
  if (!view) throw new Error('claim view missing');
  return view;
}

/** policy/getClaimDocuments: the documents of one of the caller's claims. */
export async function getOwnClaimDocuments(
  deps: LineClaimsDeps,
  principal: Principal,
  claimId: string,
  downloadUrl: DownloadUrl,
): Promise<ClaimDocumentView[]> {
  const claim = await getClaimForPrincipal(deps.db, principal, claimId, { line: deps.line });
  const [documents, holdRequests] = await Promise.all([
    listClaimDocuments(deps.db, [claim.id]),
    holdRequestsOf(deps.db, [claim.id]),
  ]);
  const holds = holdRequests.get(claim.id) ?? [];
  return documents.map((document) => toClaimDocument(document, downloadUrl, holds));
}
