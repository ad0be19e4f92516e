import { INSPECTION_LINK_DAYS } from '@cover/domain/motor';

/**
 * The photos being uploaded, kept in IndexedDB so that a reload of the page can resume an upload without
 * asking for the photo again. Every call quietly does nothing when IndexedDB is unavailable (private
 * browsing, an old browser, storage full): the upload then simply starts again after a reload.
 */
export interface PhotoBlobStore {
  put(key: string, photo: Blob): Promise<void>;
  get(key: string): Promise<Blob | null>;
  delete(key: string): Promise<void>;
}

const DB_NAME = 'cover-inspection';
const STORE = 'pending-photos';
/** Nothing outlives its link: older entries are dropped when the store opens. */
const MAX_AGE_MS = INSPECTION_LINK_DAYS * 24 * 60 * 60 * 1000;

interface PendingPhotoRecord {
  key: string;
  photo: Blob;
  savedAt: number;
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

async function pruneOld(db: IDBDatabase, now: number): Promise<void> {
  const transaction = db.transaction(STORE, 'readwrite');
  const records = (await requestResult(transaction.objectStore(STORE).getAll())) as PendingPhotoRecord[];
  for (const record of records) {
    if (now - record.savedAt > MAX_AGE_MS) transaction.objectStore(STORE).delete(record.key);
  }
  await transactionDone(transaction);
}

async function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE))
        request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    await pruneOld(db, Date.now()).catch(() => undefined);
    return db;
  } catch {
    return null;
  }
}

let database: Promise<IDBDatabase | null> | null = null;
const openOnce = () => (database ??= openDatabase());

/** The IndexedDB store of pending photos (see PhotoBlobStore). */
export const indexedDbPhotoStore: PhotoBlobStore = {
  async put(key, photo) {
    const db = await openOnce();
    if (!db) return;
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      const record: PendingPhotoRecord = { key, photo, savedAt: Date.now() };
      transaction.objectStore(STORE).put(record);
      await transactionDone(transaction);
    } catch {
      // Not kept: a reload starts the upload again.
    }
  },
  async get(key) {
    const db = await openOnce();
    if (!db) return null;
    try {
      const transaction = db.transaction(STORE, 'readonly');
      const record = (await requestResult(transaction.objectStore(STORE).get(key))) as
        PendingPhotoRecord | undefined;
      return record?.photo instanceof Blob ? record.photo : null;
    } catch {
      return null;
    }
  },
  async delete(key) {
    const db = await openOnce();
    if (!db) return;
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).delete(key);
      await transactionDone(transaction);
    } catch {
      // Pruned when its link is long expired.
    }
  },
};
