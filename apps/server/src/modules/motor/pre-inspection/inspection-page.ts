/**
 * What the mobile inspection page does, behind its link's token: read the inspection, take a photo of a
 * kind in resumable chunks (uploads.ts), show a photo's preview and send the photos for assessment. Every
 * unknown, expired or revoked token is the same 404.
 */
import { PHOTO_EDITABLE_STATUSES, type InspectionPage, type InspectionPhotoKind } from '@cover/domain/motor';
import type { Database } from '../../../db/client.js';
import type { PreInspectionRow } from '../../../db/schema/index.js';
import type { BlobStore } from '../../../platform/blob-store/blob-store.js';
import { AppError } from '../../../platform/errors.js';
import { appendEvent } from '../../insurance-core/events.js';
import { recordClaimInspectionStatus } from '../claim-inspection-status.js';
import { inspectionLinkInvalid, photosLocked, photosMissing } from './errors.js';
import { claimNumberOf, hashToken, isTokenShaped } from './link.js';
import { findByTokenHash, findPhoto, photosOf, updatePreInspection } from './repo.js';
import { removeAllUploads } from './upload-repo.js';
import { missingKinds, toInspectionPage } from './view.js';

/** Who acts through the link (the events' actor). */
export const LINK_ACTOR = 'inspection-link';

export interface PageDeps {
  db: Database;
  blobStore: BlobStore;
  now: () => Date;
}

/** The inspection the token opens, or 404 "This inspection link does not open…" (PRE_INSPECTION_MESSAGES). */
export async function openInspection(
  db: Database,
  token: unknown,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<PreInspectionRow> {
  if (!isTokenShaped(token)) throw inspectionLinkInvalid();
  const row = await findByTokenHash(db, hashToken(token), now, options);
  if (!row) throw inspectionLinkInvalid();
  return row;
}

/** Photos may be taken while the inspection waits for them or after it was not approved. */
export function assertPhotosEditable(row: PreInspectionRow): void {
  if (!PHOTO_EDITABLE_STATUSES.includes(row.assessmentStatus)) throw photosLocked();
}

export async function readInspectionPage(deps: PageDeps, token: unknown): Promise<InspectionPage> {
  const row = await openInspection(deps.db, token, deps.now());
  return toInspectionPage(row, await photosOf(deps.db, [row.id]), await claimNumberOf(deps.db, row));
}

/** The preview JPEG of a photo of the inspection. */
export async function readPagePreview(
  deps: PageDeps,
  token: unknown,
  kind: InspectionPhotoKind,
): Promise<Buffer> {
  const row = await openInspection(deps.db, token, deps.now());
  const photo = await findPhoto(deps.db, row.id, kind);
  const stored = photo ? await deps.blobStore.get(photo.previewBlobKey) : null;
  if (!stored) throw new AppError(404, 'PHOTO_NOT_FOUND', 'This photo has not been taken yet.');
  return stored.bytes;
}

export const SUBMITTED_MESSAGE = 'Thank you. Your photos have been sent for assessment.';

/**
 * Sends the seven photos for assessment (again after a rejection); 422 naming the photos still missing. A
 * claim's inspection is recorded on its claim in the same transaction.
 */
export async function submitInspection(
  deps: PageDeps,
  token: unknown,
): Promise<{ assessmentStatus: 'SUBMITTED'; message: string }> {
  const now = deps.now();
  const staleChunks = await deps.db.transaction(async (tx) => {
    const row = await openInspection(tx, token, now, { lock: true });
    if (row.assessmentStatus === 'SUBMITTED') return [];
    assertPhotosEditable(row);
    const missing = missingKinds(row, await photosOf(tx, [row.id]));
    if (missing.length > 0) throw photosMissing(missing);
    const chunks = await removeAllUploads(tx, row.id);
    const submitted = await updatePreInspection(tx, row.id, {
      assessmentStatus: 'SUBMITTED',
      rejectionReason: null,
      submittedAt: now,
      updatedAt: now,
    });
    await appendEvent(tx, {
      entityType: 'pre_inspection',
      entityId: row.id,
      type: 'pre_inspection_submitted',
      summary: 'Photos sent for assessment',
      actor: LINK_ACTOR,
      at: now,
    });
    // a claim's inspection: its claim shows the photos as in (and may be approved) from this commit
    await recordClaimInspectionStatus(tx, submitted, { now, actor: LINK_ACTOR });
    return chunks;
  });
  await Promise.all(staleChunks.map((key) => deps.blobStore.delete(key)));
  return { assessmentStatus: 'SUBMITTED', message: SUBMITTED_MESSAGE };
}
