import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSPECTION_CHUNK_BYTES } from '@cover/domain/motor';
import { createInspectionApi, InspectionApiError } from '../api/inspection-api';
import {
  createFakeInspectionServer,
  errorReply,
  patternedBytes,
  TEST_TOKEN,
  type FakeServerOptions,
  type PatchFault,
} from '../testing/fake-inspection-server';
import { readBytes } from './photo-type';
import { uploadResumable, type UploadActivity } from './resumable-upload';
import type { UploadJournal, UploadRecord } from './upload-journal';

afterEach(() => vi.unstubAllGlobals());

const KiB = 1024;
const CHUNK = INSPECTION_CHUNK_BYTES;

function photoOf(size: number) {
  const bytes = patternedBytes(size);
  return { bytes, photo: new Blob([bytes], { type: 'image/jpeg' }) };
}

/** Whether the server stored exactly `expected` (toEqual on megabytes of typed array is slow). */
function sameBytes(actual: Uint8Array | undefined, expected: Uint8Array): boolean {
  if (!actual || actual.length !== expected.length) return false;
  return actual.every((byte, index) => byte === expected[index]);
}

function memoryJournal() {
  const entries = new Map<string, { record: UploadRecord; photo: Blob }>();
  const journal: UploadJournal = {
    save: vi.fn(async (record: UploadRecord, photo: Blob) => {
      entries.set(record.kind, { record, photo });
    }),
    load: vi.fn(async (kind) => entries.get(kind) ?? null),
    clear: vi.fn(async (kind) => {
      entries.delete(kind);
    }),
  };
  return { journal, entries };
}

function setUp(options: FakeServerOptions = {}) {
  const server = createFakeInspectionServer(options).install();
  const delays: number[] = [];
  const waitToRetry = vi.fn(async (delayMs: number) => {
    delays.push(delayMs);
  });
  const progress: [number, number][] = [];
  const activity: UploadActivity[] = [];
  return {
    server,
    delays,
    waitToRetry,
    progress,
    activity,
    client: createInspectionApi(TEST_TOKEN),
    onProgress: (sent: number, size: number) => progress.push([sent, size]),
    onActivity: (next: UploadActivity) => activity.push(next),
  };
}

describe('uploadResumable', () => {
  it('survives dropped connections and a 409: the photo arrives complete and in order, progress reaches 100 %', async () => {
    const size = 4 * CHUNK + 200 * KiB;
    const { bytes, photo } = photoOf(size);
    // PATCH 2: stored, then the reply is lost; PATCH 4: delivered twice (409); PATCH 5: lost on the way,
    // and the HEAD after it fails too.
    const faults: Record<number, PatchFault> = { 2: 'drop-after', 4: 'duplicate', 5: 'drop-before' };
    const test = setUp({ patchFault: (n) => faults[n], headFault: (n) => (n === 2 ? 'drop' : undefined) });
    const { journal } = memoryJournal();

    const result = await uploadResumable({
      client: test.client,
      kind: 'front',
      photo,
      chunkBytes: CHUNK,
      journal,
      onProgress: test.onProgress,
      onActivity: test.onActivity,
      waitToRetry: test.waitToRetry,
    });

    // The server holds exactly the photo's bytes, written chunk after chunk without a gap or an overlap.
    const stored = test.server.stored.get('front');
    expect(stored?.contentType).toBe('image/jpeg');
    expect(sameBytes(stored?.bytes, bytes)).toBe(true);
    const offsets = test.server.writes.map((write) => write.offset);
    expect(offsets).toEqual([0, CHUNK, 2 * CHUNK, 3 * CHUNK, 4 * CHUNK]);
    expect(test.server.writes.every((write) => write.length <= CHUNK)).toBe(true);
    expect(result.photo).toMatchObject({ kind: 'front', status: 'uploaded' });

    // Waited 1 s after each drop (a chunk in between succeeded), then 2 s when the HEAD failed as well.
    expect(test.delays).toEqual([1000, 1000, 2000]);
    expect(test.activity).toContainEqual({ state: 'waiting', reason: 'network' });
    expect(test.progress.at(-1)).toEqual([size, size]);
    const sent = test.progress.map(([value]) => value);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(journal.save).toHaveBeenCalledTimes(1);
    expect(journal.clear).toHaveBeenCalledWith('front');
  });

  it('resumes from the server offset named by a 409 without asking for it', async () => {
    const { bytes, photo } = photoOf(2 * CHUNK + 10);
    const test = setUp({ patchFault: (n) => (n === 1 ? 'duplicate' : undefined) });

    await uploadResumable({
      client: test.client,
      kind: 'rear',
      photo,
      chunkBytes: CHUNK,
      waitToRetry: test.waitToRetry,
    });

    expect(sameBytes(test.server.stored.get('rear')?.bytes, bytes)).toBe(true);
    expect(test.server.callsTo('HEAD', /uploads/)).toHaveLength(0);
    expect(test.delays).toEqual([]);
  });

  it('backs off 1 s, 2 s, 4 s … on server errors and says it is the server', async () => {
    const { bytes, photo } = photoOf(CHUNK + 1);
    const busy = () => errorReply(503, 'UNAVAILABLE', 'Try again later');
    const test = setUp({ patchFault: (n) => (n <= 3 ? busy() : undefined) });

    await uploadResumable({
      client: test.client,
      kind: 'left',
      photo,
      chunkBytes: CHUNK,
      waitToRetry: test.waitToRetry,
      onActivity: test.onActivity,
    });

    expect(test.delays).toEqual([1000, 2000, 4000]);
    expect(test.activity[0]).toEqual({ state: 'waiting', reason: 'server' });
    expect(test.activity.at(-1)).toEqual({ state: 'sending' });
    expect(sameBytes(test.server.stored.get('left')?.bytes, bytes)).toBe(true);
  });

  it('stops at a 413 or 415 with the server message, without retrying, and forgets the photo', async () => {
    const { photo } = photoOf(CHUNK + 1);
    const test = setUp({
      patchFault: () =>
        errorReply(415, 'NOT_A_PHOTO', 'This file is not a photo. Please take the photo again.'),
    });
    const { journal, entries } = memoryJournal();

    const upload = uploadResumable({
      client: test.client,
      kind: 'odometer',
      photo,
      chunkBytes: CHUNK,
      journal,
      waitToRetry: test.waitToRetry,
    });

    await expect(upload).rejects.toMatchObject({
      status: 415,
      message: 'This file is not a photo. Please take the photo again.',
    });
    await expect(upload).rejects.toBeInstanceOf(InspectionApiError);
    expect(test.delays).toEqual([]);
    expect(entries.size).toBe(0);
  });

  it('after a reload, resumes the upload the journal remembers and sends only the missing bytes', async () => {
    const { bytes, photo } = photoOf(3 * CHUNK);
    const first = setUp({ patchFault: (n) => (n === 2 ? 'drop-before' : undefined) });
    const { journal, entries } = memoryJournal();
    const controller = new AbortController();
    // The page is closed while it waits after the drop.
    const waitThenClose = vi.fn(async () => {
      controller.abort(new DOMException('The page was closed', 'AbortError'));
      throw controller.signal.reason;
    });
    await expect(
      uploadResumable({
        client: first.client,
        kind: 'windscreen',
        photo,
        chunkBytes: CHUNK,
        journal,
        signal: controller.signal,
        waitToRetry: waitThenClose,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    const remembered = entries.get('windscreen');
    expect(remembered?.record).toMatchObject({ kind: 'windscreen', size: 3 * CHUNK });

    // The reload: the same server, the remembered upload and photo.
    const progress: number[] = [];
    const result = await uploadResumable({
      client: first.client,
      kind: 'windscreen',
      photo: remembered!.photo,
      resumeUploadId: remembered!.record.uploadId,
      chunkBytes: CHUNK,
      journal,
      onProgress: (sent) => progress.push(sent),
      waitToRetry: first.waitToRetry,
    });

    expect(first.server.callsTo('POST', /uploads$/)).toHaveLength(1);
    expect(first.server.writes.map((write) => write.offset)).toEqual([0, CHUNK, 2 * CHUNK]);
    expect(sameBytes(first.server.stored.get('windscreen')?.bytes, bytes)).toBe(true);
    expect(progress[0]).toBe(CHUNK);
    expect(result.uploadId).toBe(remembered!.record.uploadId);
    expect(entries.size).toBe(0);
  });

  it('starts afresh when the server no longer knows a remembered upload', async () => {
    const { bytes, photo } = photoOf(CHUNK + 5);
    const test = setUp();

    await uploadResumable({
      client: test.client,
      kind: 'right',
      photo,
      resumeUploadId: '6f1c1f7e-7f43-4b7e-9d8e-0a8f2b7c1d11',
      chunkBytes: CHUNK,
      waitToRetry: test.waitToRetry,
    });

    expect(test.server.callsTo('HEAD', /uploads/)).toHaveLength(1);
    expect(test.server.callsTo('POST', /uploads$/)).toHaveLength(1);
    expect(sameBytes(test.server.stored.get('right')?.bytes, bytes)).toBe(true);
  });

  it('finishes when the last reply was lost but the server holds every byte', async () => {
    const { photo } = photoOf(CHUNK);
    const test = setUp({ patchFault: (n) => (n === 1 ? 'drop-after' : undefined) });

    const result = await uploadResumable({
      client: test.client,
      kind: 'licence_disc',
      photo,
      chunkBytes: CHUNK,
      waitToRetry: test.waitToRetry,
    });

    expect(result.photo).toBeNull();
    expect(test.server.callsTo('PATCH', /uploads/)).toHaveLength(1);
    expect(test.server.stored.has('licence_disc')).toBe(true);
  });

  it('reports a link that stopped working instead of retrying', async () => {
    const { photo } = photoOf(10);
    createFakeInspectionServer({ token: 'another-token' }).install();
    const waitToRetry = vi.fn(async () => undefined);

    await expect(
      uploadResumable({
        client: createInspectionApi(TEST_TOKEN),
        kind: 'front',
        photo,
        chunkBytes: CHUNK,
        waitToRetry,
      }),
    ).rejects.toMatchObject({ status: 404, linkInvalid: true });
    expect(waitToRetry).not.toHaveBeenCalled();
  });

  it('stops at once when aborted while sending', async () => {
    const { photo } = photoOf(2 * CHUNK);
    const controller = new AbortController();
    const test = setUp({
      patchFault: (n) => {
        if (n === 1) controller.abort(new DOMException('Stopped', 'AbortError'));
        return undefined;
      },
    });

    await expect(
      uploadResumable({
        client: test.client,
        kind: 'front',
        photo,
        chunkBytes: CHUNK,
        signal: controller.signal,
        waitToRetry: test.waitToRetry,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(test.server.callsTo('PATCH', /uploads/)).toHaveLength(1);
  });

  it('sends every chunk with the token, the chunk content type and its offset', async () => {
    const { photo } = photoOf(CHUNK + 3);
    const test = setUp();
    await uploadResumable({ client: test.client, kind: 'front', photo, chunkBytes: CHUNK });
    const patches = test.server.fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    const sent = await Promise.all(
      patches.map(async ([, init]) => {
        const headers = new Headers(init?.headers);
        return {
          token: headers.get('x-inspection-token'),
          type: headers.get('content-type'),
          offset: headers.get('upload-offset'),
          length: (await readBytes(init?.body as Blob)).length,
        };
      }),
    );
    expect(sent).toEqual([
      { token: TEST_TOKEN, type: 'application/offset+octet-stream', offset: '0', length: CHUNK },
      { token: TEST_TOKEN, type: 'application/offset+octet-stream', offset: String(CHUNK), length: 3 },
    ]);
  });
});
