import { z } from 'zod';
import { inspectionPhotoKindField, type InspectionPhotoKind } from '@cover/domain/motor';
import { indexedDbPhotoStore, type PhotoBlobStore } from './pending-photo-db';

/** An upload under way: enough to ask the server where it stands after a reload. */
export interface UploadRecord {
  uploadId: string;
  kind: InspectionPhotoKind;
  size: number;
}

/** Where the uploads under way are remembered across a reload of the page. */
export interface UploadJournal {
  save(record: UploadRecord, photo: Blob): Promise<void>;
  /** The upload of `kind` begun before, with its photo; null when there is none or its photo is gone. */
  load(kind: InspectionPhotoKind): Promise<{ record: UploadRecord; photo: Blob } | null>;
  clear(kind: InspectionPhotoKind): Promise<void>;
}

const uploadRecordSchema = z.object({
  uploadId: z.string().min(1).max(100),
  kind: inspectionPhotoKindField,
  size: z.number().int().positive(),
});

const recordKey = (kind: InspectionPhotoKind) => `cover.inspection.upload.${kind}`;

/**
 * The photos' key in IndexedDB: a SHA-256 digest of the link's token (so the token itself is never stored
 * there) and the photo's kind. Null when the browser offers no digest (not a secure page): then photos are
 * not kept and a reload starts the upload again.
 */
async function tokenDigest(token: string): Promise<string | null> {
  try {
    if (typeof crypto === 'undefined' || !crypto.subtle) return null;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

function browserSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export interface UploadJournalOptions {
  storage?: Storage | null;
  photos?: PhotoBlobStore;
}

/**
 * The journal of the page opened with `token`: {uploadId, kind, size} in sessionStorage and the photo in
 * IndexedDB (keyed by token and kind). Storage failures never fail an upload: it just cannot be resumed.
 */
export function createUploadJournal(
  token: string,
  { storage = browserSessionStorage(), photos = indexedDbPhotoStore }: UploadJournalOptions = {},
): UploadJournal {
  const digest = tokenDigest(token);
  const photoKey = async (kind: InspectionPhotoKind) => {
    const prefix = await digest;
    return prefix ? `${prefix}:${kind}` : null;
  };

  const readRecord = (kind: InspectionPhotoKind): UploadRecord | null => {
    try {
      const stored = storage?.getItem(recordKey(kind));
      if (!stored) return null;
      const parsed = uploadRecordSchema.safeParse(JSON.parse(stored));
      return parsed.success && parsed.data.kind === kind ? parsed.data : null;
    } catch {
      return null;
    }
  };

  const journal: UploadJournal = {
    async save(record, photo) {
      try {
        storage?.setItem(recordKey(record.kind), JSON.stringify(record));
      } catch {
        return;
      }
      const key = await photoKey(record.kind);
      if (key) await photos.put(key, photo).catch(() => undefined);
    },

    async load(kind) {
      const record = readRecord(kind);
      if (!record) return null;
      const key = await photoKey(kind);
      const photo = key ? await photos.get(key).catch(() => null) : null;
      if (!photo || photo.size !== record.size) {
        await journal.clear(kind);
        return null;
      }
      return { record, photo };
    },

    async clear(kind) {
      try {
        storage?.removeItem(recordKey(kind));
      } catch {
        // Nothing to clear.
      }
      const key = await photoKey(kind);
      if (key) await photos.delete(key).catch(() => undefined);
    },
  };
  return journal;
}
