import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoBlobStore } from './pending-photo-db';
import { createUploadJournal } from './upload-journal';

const TOKEN = 'tok-journal-7d2e';

afterEach(() => sessionStorage.clear());

function memoryPhotos() {
  const photos = new Map<string, Blob>();
  const store: PhotoBlobStore = {
    put: async (key, photo) => {
      photos.set(key, photo);
    },
    get: async (key) => photos.get(key) ?? null,
    delete: async (key) => {
      photos.delete(key);
    },
  };
  return { store, photos };
}

const record = { uploadId: 'f5b1d3c2-0a4e-4d7f-9c2b-6e8a1b3c5d7f', kind: 'front', size: 5 } as const;
const photo = () => new Blob(['12345'], { type: 'image/jpeg' });

describe('createUploadJournal', () => {
  it('keeps the upload in sessionStorage and its photo under a digest of the token', async () => {
    const { store, photos } = memoryPhotos();
    const journal = createUploadJournal(TOKEN, { storage: sessionStorage, photos: store });
    await journal.save(record, photo());

    expect(JSON.parse(sessionStorage.getItem('cover.inspection.upload.front') ?? 'null')).toEqual(record);
    const [key] = [...photos.keys()];
    expect(key).toMatch(/^[0-9a-f]{64}:front$/);
    expect(key).not.toContain(TOKEN);

    const found = await journal.load('front');
    expect(found?.record).toEqual(record);
    expect(found?.photo.size).toBe(5);

    await journal.clear('front');
    expect(sessionStorage.getItem('cover.inspection.upload.front')).toBeNull();
    expect(photos.size).toBe(0);
    expect(await journal.load('front')).toBeNull();
  });

  it('finds nothing for the photos of another link', async () => {
    const { store } = memoryPhotos();
    await createUploadJournal(TOKEN, { storage: sessionStorage, photos: store }).save(record, photo());
    expect(
      await createUploadJournal('tok-other', { storage: sessionStorage, photos: store }).load('front'),
    ).toBeNull();
    // …and forgets the record it could not use.
    expect(sessionStorage.getItem('cover.inspection.upload.front')).toBeNull();
  });

  it('ignores a damaged record or a photo of another size', async () => {
    const { store } = memoryPhotos();
    const journal = createUploadJournal(TOKEN, { storage: sessionStorage, photos: store });
    sessionStorage.setItem('cover.inspection.upload.rear', '{not json');
    expect(await journal.load('rear')).toBeNull();
    await journal.save(record, new Blob(['123'], { type: 'image/jpeg' }));
    expect(await journal.load('front')).toBeNull();
  });

  it('starts again when IndexedDB is unavailable (jsdom has none)', async () => {
    const journal = createUploadJournal(TOKEN, { storage: sessionStorage });
    await expect(journal.save(record, photo())).resolves.toBeUndefined();
    expect(await journal.load('front')).toBeNull();
  });

  it('never fails when sessionStorage refuses', async () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const journal = createUploadJournal(TOKEN, { storage: refusing, photos: memoryPhotos().store });
    await expect(journal.save(record, photo())).resolves.toBeUndefined();
    expect(await journal.load('front')).toBeNull();
    await expect(journal.clear('front')).resolves.toBeUndefined();
  });
});
