import type { InspectionPagePhoto, InspectionPhotoKind } from '@cover/domain/motor';
import { isInspectionApiError, type InspectionApi } from '../api/inspection-api';
import type { UploadJournal } from './upload-journal';
import { throwIfAborted } from './abort';
import { retryDelayMs, waitForNetworkOrDelay, type WaitToRetry } from './retry-wait';

/**
 * The resumable upload of one inspection photo (issue 11): creates the upload, sends the photo in chunks of
 * at most `chunkBytes` with PATCH and reports the bytes the server holds. When the connection drops or the
 * server has trouble it waits (1 s, 2 s, 4 s … at most 30 s, or until the phone is back online), asks the
 * server for its offset and goes on from there; a 409 names the server's offset, which it resumes from.
 * The upload and its photo are kept in the journal so that a reload of the page resumes it too.
 */

export type UploadClient = Pick<InspectionApi, 'startUpload' | 'getUploadOffset' | 'sendChunk'>;

/** What the upload is doing: sending, or waiting to try again (the network is gone, or the server failed). */
export type UploadActivity = { state: 'sending' } | { state: 'waiting'; reason: 'network' | 'server' };

export interface ResumableUploadOptions {
  client: UploadClient;
  kind: InspectionPhotoKind;
  /** the photo to send; its `type` is the content type declared to the server */
  photo: Blob;
  chunkBytes: number;
  /** an upload of this same photo begun before (found in the journal after a reload) */
  resumeUploadId?: string;
  journal?: UploadJournal;
  signal?: AbortSignal;
  /** bytes the server holds, of `size` */
  onProgress?: (sent: number, size: number) => void;
  onActivity?: (activity: UploadActivity) => void;
  waitToRetry?: WaitToRetry;
}

export interface UploadResult {
  uploadId: string;
  /** the stored photo; null when the reply of the last chunk was lost (the server holds every byte) */
  photo: InspectionPagePhoto | null;
}

/** Conflicts in a row before the upload stops trusting 409s and waits like after a failure. */
const MAX_CONFLICTS_IN_A_ROW = 3;
/** Times an upload the server no longer knows (404) is started afresh before giving up. */
const MAX_RESTARTS = 2;

export async function uploadResumable({
  client,
  kind,
  photo,
  chunkBytes,
  resumeUploadId,
  journal,
  signal,
  onProgress,
  onActivity,
  waitToRetry = waitForNetworkOrDelay,
}: ResumableUploadOptions): Promise<UploadResult> {
  const size = photo.size;
  const step = Math.max(1, Math.floor(chunkBytes));
  let uploadId: string | null = resumeUploadId ?? null;
  // The server's offset is known only right after it said so; a resumed upload asks first.
  let offset: number | null = uploadId ? null : 0;
  let failures = 0;
  let conflicts = 0;
  let restarts = 0;

  const report = (sent: number) => onProgress?.(Math.min(sent, size), size);

  while (true) {
    throwIfAborted(signal);
    try {
      if (uploadId === null) {
        const created = await client.startUpload(kind, { size, contentType: photo.type }, signal);
        uploadId = created.uploadId;
        offset = created.offset;
        await journal?.save({ uploadId, kind, size }, photo).catch(() => undefined);
      } else if (offset === null) {
        offset = await client.getUploadOffset(uploadId, signal);
      }
      report(offset);
      if (offset >= size) {
        // Every byte arrived but the last reply was lost on the way back.
        await journal?.clear(kind).catch(() => undefined);
        return { uploadId, photo: null };
      }

      const chunk = photo.slice(offset, Math.min(offset + step, size));
      const reply = await client.sendChunk(uploadId, offset, chunk, signal);
      offset = reply.offset;
      failures = 0;
      conflicts = 0;
      report(offset);
      if (reply.complete) {
        await journal?.clear(kind).catch(() => undefined);
        return { uploadId, photo: reply.photo };
      }
    } catch (error) {
      throwIfAborted(signal);
      if (!isInspectionApiError(error)) throw error;

      if (error.status === 409 && conflicts < MAX_CONFLICTS_IN_A_ROW) {
        // The server holds a different number of bytes: go on from its offset (or ask for it).
        conflicts += 1;
        offset = error.serverOffset;
        continue;
      }
      if (error.status === 404 && uploadId !== null && restarts < MAX_RESTARTS) {
        // The server no longer knows this upload (expired, or begun under another link): start afresh.
        restarts += 1;
        uploadId = null;
        offset = 0;
        await journal?.clear(kind).catch(() => undefined);
        continue;
      }
      if (!error.retryable && error.status !== 409) {
        await journal?.clear(kind).catch(() => undefined);
        throw error;
      }

      onActivity?.({ state: 'waiting', reason: error.status === 0 ? 'network' : 'server' });
      await waitToRetry(retryDelayMs(failures), signal);
      failures += 1;
      conflicts = 0;
      onActivity?.({ state: 'sending' });
      // The chunk may or may not have arrived: ask the server where it stands.
      if (uploadId !== null) offset = null;
    }
  }
}
