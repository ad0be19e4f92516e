import type { DocumentRow } from '../../db/schema/index.js';
import { newBlobKey, type BlobStore } from '../../platform/blob-store/index.js';

export interface FileToStore {
  bytes: Uint8Array;
  contentType: string;
}

/** A file written to the blob store: where it is and what it is (the row is the caller's). */
export interface StoredFile {
  blobKey: string;
  contentType: string;
  sizeBytes: number;
}

export interface WriteOutcome<T> {
  result: T;
  /** false when the rows were not written after all (e.g. an idempotent replay): the blobs are removed again */
  keepBlobs: boolean;
}

/** Removes blobs without failing the caller (a leftover blob is harmless: no row points at it). */
async function removeBlobs(blobStore: BlobStore, keys: readonly string[], onError: (error: unknown) => void) {
  for (const key of keys) {
    try {
      await blobStore.delete(key);
    } catch (error) {
      onError(error);
    }
  }
}

/**
 * Stores files and the rows that point at them as one unit: the bytes go to the blob store first under fresh
 * uuid keys, then `write` inserts the rows (in one transaction); if writing fails — or reports that it wrote
 * nothing — the blobs are deleted again. No blob stays without a row, and no row exists without its blob.
 */
export async function withStoredFiles<T>(
  blobStore: BlobStore,
  files: readonly FileToStore[],
  write: (stored: StoredFile[]) => Promise<WriteOutcome<T>>,
  onCleanupError: (error: unknown) => void = () => undefined,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const blobKey = newBlobKey('documents');
      await blobStore.put(blobKey, file.bytes, file.contentType);
      stored.push({ blobKey, contentType: file.contentType, sizeBytes: file.bytes.byteLength });
    }
    const outcome = await write(stored);
    if (!outcome.keepBlobs) {
      await removeBlobs(
        blobStore,
        stored.map((file) => file.blobKey),
        onCleanupError,
      );
    }
    return outcome.result;
  } catch (error) {
    await removeBlobs(
      blobStore,
      stored.map((file) => file.blobKey),
      onCleanupError,
    );
    throw error;
  }
}

/** The bytes of a stored document; a missing blob is a server fault (rows and blobs are written together). */
export async function readDocumentBytes(blobStore: BlobStore, row: DocumentRow): Promise<Buffer> {
  const blob = await blobStore.get(row.blobKey);
  if (!blob) throw new Error(`The blob of document ${row.id} is missing`);
  return blob.bytes;
}

/** data:<type>;base64,<bytes> */
export const dataUrl = (contentType: string, bytes: Uint8Array) =>
  `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
