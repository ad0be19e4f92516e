/**
 * Resumable photo uploads (decision 0019, tus-like): the page declares a photo's size, then sends it in
 * chunks of at most 512 KiB, each at the offset the server holds. A dropped connection loses at most the
 * chunk in flight: the page asks for the offset (HEAD) and goes on from there. Each chunk is stored as its
 * own blob and its key recorded with the new offset in one conditional update, so the state lives in the
 * database and the blob store and any instance can take the next chunk. When the last byte arrives the
 * whole file is checked by content and stored full size with a preview; a file that is not a photo is
 * refused (415) and its upload put back to offset 0.
 */
import {
  INSPECTION_CHUNK_BYTES,
  type InspectionPhotoKind,
  type InspectionUploadChunkReply,
  type InspectionUploadStatus,
  type StartInspectionUploadInput,
} from '@cover/domain/motor';
import type { InspectionUploadRow } from '../../../db/schema/index.js';
import { newBlobKey } from '../../../platform/blob-store/blob-store.js';
import { appendEvent } from '../../insurance-core/events.js';
import {
  chunkTooLarge,
  declaredTypeNotAPhoto,
  emptyChunk,
  photoNotAsked,
  photoTooLarge,
  uploadNotFound,
} from './errors.js';
import { assertPhotosEditable, LINK_ACTOR, openInspection, type PageDeps } from './inspection-page.js';
import { PHOTO_BLOB_FOLDER, UPLOAD_BLOB_FOLDER } from './line.js';
import { processPhoto, type ProcessedPhoto } from './photo-content.js';
import { findPreInspection, savePhoto, updatePreInspection } from './repo.js';
import {
  appendChunk,
  completeUpload,
  findUpload,
  insertUpload,
  removeUploadsOfKind,
  resetUpload,
} from './upload-repo.js';
import { kindsOf, toPagePhoto } from './view.js';

/** A chunk sent at another offset than the server's: the page resumes from `offset`. */
export class OffsetMismatch extends Error {
  constructor(readonly upload: InspectionUploadStatus) {
    super('upload offset mismatch');
    this.name = 'OffsetMismatch';
  }
}

/** What the phone may declare: an image type, or nothing specific (the content decides either way). */
const DECLARABLE = /^(?:image\/[a-z0-9.+-]+|application\/octet-stream|)$/i;

export const statusOf = (upload: InspectionUploadRow): InspectionUploadStatus => ({
  uploadId: upload.id,
  kind: upload.kind,
  offset: upload.offset,
  size: upload.size,
  complete: upload.completedAt !== null,
});

/** POST …/photos/:kind/uploads: a new upload of the kind, replacing an unfinished (or finished) one. */
export async function startUpload(
  deps: PageDeps,
  token: unknown,
  kind: InspectionPhotoKind,
  input: StartInspectionUploadInput,
): Promise<{ uploadId: string; offset: 0; size: number }> {
  const now = deps.now();
  const { upload, staleChunks } = await deps.db.transaction(async (tx) => {
    const row = await openInspection(tx, token, now, { lock: true });
    assertPhotosEditable(row);
    if (!kindsOf(row).includes(kind)) throw photoNotAsked();
    if (!DECLARABLE.test(input.contentType)) throw declaredTypeNotAPhoto();
    const chunks = await removeUploadsOfKind(tx, row.id, kind);
    const created = await insertUpload(tx, {
      preInspectionId: row.id,
      kind,
      size: input.size,
      contentType: input.contentType.toLowerCase(),
      now,
    });
    return { upload: created, staleChunks: chunks };
  });
  await Promise.all(staleChunks.map((key) => deps.blobStore.delete(key)));
  return { uploadId: upload.id, offset: 0, size: upload.size };
}

async function openUpload(deps: PageDeps, token: unknown, uploadId: string) {
  const row = await openInspection(deps.db, token, deps.now());
  const upload = await findUpload(deps.db, row.id, uploadId);
  if (!upload) throw uploadNotFound();
  return { row, upload };
}

/** HEAD/GET …/uploads/:uploadId: where the upload stands. */
export async function uploadStatus(
  deps: PageDeps,
  token: unknown,
  uploadId: string,
): Promise<InspectionUploadStatus> {
  return statusOf((await openUpload(deps, token, uploadId)).upload);
}

/** The current state after a lost race (the page resumes from its offset), or 404 when it was replaced. */
async function mismatch(deps: PageDeps, preInspectionId: string, uploadId: string): Promise<Error> {
  const current = await findUpload(deps.db, preInspectionId, uploadId);
  return current ? new OffsetMismatch(statusOf(current)) : uploadNotFound();
}

/** PATCH …/uploads/:uploadId: one chunk at `offset`. */
export async function receiveChunk(
  deps: PageDeps,
  token: unknown,
  uploadId: string,
  offset: number,
  chunk: Buffer,
): Promise<InspectionUploadChunkReply> {
  const { row, upload } = await openUpload(deps, token, uploadId);
  if (upload.completedAt !== null || offset !== upload.offset) throw new OffsetMismatch(statusOf(upload));
  assertPhotosEditable(row);
  if (chunk.length === 0) throw emptyChunk();
  if (chunk.length > INSPECTION_CHUNK_BYTES) throw chunkTooLarge();
  if (offset + chunk.length > upload.size) throw photoTooLarge();
  const next = offset + chunk.length;
  if (next < upload.size) {
    const partKey = newBlobKey(UPLOAD_BLOB_FOLDER);
    await deps.blobStore.put(partKey, chunk, 'application/octet-stream');
    const moved = await appendChunk(deps.db, {
      id: upload.id,
      expected: offset,
      next,
      partKey,
      now: deps.now(),
    });
    if (!moved) {
      await deps.blobStore.delete(partKey);
      throw await mismatch(deps, row.id, upload.id);
    }
    return { uploadId: upload.id, offset: next, size: upload.size, complete: false, photo: null };
  }
  return finishUpload(deps, upload, chunk);
}

/** The whole file: the stored chunks and the last one. */
async function assemble(deps: PageDeps, upload: InspectionUploadRow, last: Buffer): Promise<Buffer> {
  const parts = await Promise.all(upload.partKeys.map((key) => deps.blobStore.get(key)));
  if (parts.some((part) => part === null)) throw new Error('an upload chunk is missing from the blob store');
  return Buffer.concat([...parts.map((part) => part!.bytes), last]);
}

async function refuseAndReset(deps: PageDeps, upload: InspectionUploadRow, error: unknown): Promise<never> {
  const chunks = await deps.db.transaction((tx) =>
    resetUpload(tx, { id: upload.id, expected: upload.offset, now: deps.now() }),
  );
  await Promise.all((chunks ?? []).map((key) => deps.blobStore.delete(key)));
  throw error;
}

async function storePhoto(deps: PageDeps, photo: ProcessedPhoto) {
  const fullBlobKey = newBlobKey(PHOTO_BLOB_FOLDER);
  const previewBlobKey = newBlobKey(PHOTO_BLOB_FOLDER);
  await deps.blobStore.put(fullBlobKey, photo.full, photo.contentType);
  await deps.blobStore.put(previewBlobKey, photo.preview, 'image/jpeg');
  return { fullBlobKey, previewBlobKey };
}

/** The last chunk: check the whole file by content, store it and its preview, record the photo. */
async function finishUpload(
  deps: PageDeps,
  upload: InspectionUploadRow,
  last: Buffer,
): Promise<InspectionUploadChunkReply> {
  const bytes = await assemble(deps, upload, last);
  let photo: ProcessedPhoto;
  try {
    photo = await processPhoto(bytes);
  } catch (error) {
    return refuseAndReset(deps, upload, error);
  }
  const keys = await storePhoto(deps, photo);
  const now = deps.now();
  const outcome = await deps.db
    .transaction(async (tx) => {
      const row = await findPreInspection(tx, upload.preInspectionId, { lock: true });
      if (!row || row.isDeleted) return { kind: 'gone' as const };
      assertPhotosEditable(row);
      const chunks = await completeUpload(tx, { id: upload.id, expected: upload.offset, now });
      if (chunks === null) return { kind: 'raced' as const };
      const replaced = await savePhoto(tx, {
        preInspectionId: row.id,
        kind: upload.kind,
        contentType: photo.contentType,
        originalContentType: photo.originalContentType,
        size: photo.full.length,
        width: photo.width,
        height: photo.height,
        ...keys,
        uploadedAt: now,
      });
      await updatePreInspection(tx, row.id, { updatedAt: now });
      await appendEvent(tx, {
        entityType: 'pre_inspection',
        entityId: row.id,
        type: 'inspection_photo_uploaded',
        summary: 'Inspection photo taken',
        data: { kind: upload.kind, contentType: photo.originalContentType, size: bytes.length },
        actor: LINK_ACTOR,
        at: now,
      });
      return { kind: 'stored' as const, obsolete: [...chunks, ...(replaced ? Object.values(replaced) : [])] };
    })
    .catch(async (error: unknown) => {
      await Promise.all(Object.values(keys).map((key) => deps.blobStore.delete(key)));
      throw error;
    });
  if (outcome.kind !== 'stored') {
    await Promise.all(Object.values(keys).map((key) => deps.blobStore.delete(key)));
    if (outcome.kind === 'gone') throw uploadNotFound();
    throw await mismatch(deps, upload.preInspectionId, upload.id);
  }
  await Promise.all(outcome.obsolete.map((key) => deps.blobStore.delete(key)));
  return {
    uploadId: upload.id,
    offset: upload.size,
    size: upload.size,
    complete: true,
    photo: toPagePhoto(upload.kind, true),
  };
}
