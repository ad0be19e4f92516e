import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { createInspectionApi } from '../api/inspection-api';
import { createUploadJournal } from '../lib/upload-journal';
import {
  createFakeInspectionServer,
  inspectionPage,
  patternedBytes,
  TEST_TOKEN,
} from '../testing/fake-inspection-server';
import { InspectionPage } from './inspection-page';

// jsdom has no IndexedDB: the pending photos live in memory for this test, as they would on a phone.
vi.mock('../lib/pending-photo-db', () => {
  const photos = new Map<string, Blob>();
  return {
    indexedDbPhotoStore: {
      put: async (key: string, photo: Blob) => void photos.set(key, photo),
      get: async (key: string) => photos.get(key) ?? null,
      delete: async (key: string) => void photos.delete(key),
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('InspectionPage after a reload', () => {
  it('resumes the upload begun before the reload from where the server stands', async () => {
    const chunkBytes = 1024;
    const server = createFakeInspectionServer({ page: inspectionPage({ chunkBytes }) }).install();
    // Before the reload: the rear photo's upload was created and its first chunk arrived.
    const photo = new Blob([patternedBytes(3 * chunkBytes + 100)], { type: 'image/jpeg' });
    const api = createInspectionApi(TEST_TOKEN);
    const { uploadId } = await api.startUpload('rear', { size: photo.size, contentType: 'image/jpeg' });
    await api.sendChunk(uploadId, 0, photo.slice(0, chunkBytes));
    await createUploadJournal(TEST_TOKEN).save({ uploadId, kind: 'rear', size: photo.size }, photo);
    sessionStorage.setItem('cover.inspection.token', TEST_TOKEN);

    renderWithApp(<InspectionPage />, { path: '/inspection' });

    const rear = (await screen.findAllByRole('listitem'))[1]!;
    await waitFor(() => expect(within(rear).getByText('Uploaded')).toBeInTheDocument());
    expect(server.callsTo('POST', /uploads$/)).toHaveLength(1);
    expect(server.callsTo('HEAD', /uploads/)).toHaveLength(1);
    expect(server.writes.map((write) => write.offset)).toEqual([0, 1024, 2048, 3072]);
    expect(server.stored.get('rear')?.bytes.length).toBe(photo.size);
    expect(sessionStorage.getItem('cover.inspection.upload.rear')).toBeNull();
  });

  it('forgets remembered uploads once the photos were sent', async () => {
    createFakeInspectionServer({ page: inspectionPage({ assessmentStatus: 'SUBMITTED' }) }).install();
    const photo = new Blob([patternedBytes(10)], { type: 'image/jpeg' });
    await createUploadJournal(TEST_TOKEN).save(
      { uploadId: '9a1e4c2b-3d5f-4a6b-8c7d-0e1f2a3b4c5d', kind: 'front', size: 10 },
      photo,
    );
    sessionStorage.setItem('cover.inspection.token', TEST_TOKEN);

    renderWithApp(<InspectionPage />, { path: '/inspection' });

    await screen.findAllByRole('listitem');
    await waitFor(() => expect(sessionStorage.getItem('cover.inspection.upload.front')).toBeNull());
  });
});
