/**
 * The mobile inspection page's protocol (decision 0019) as a phone uses it: the page behind the token,
 * the resumable upload in chunks (a dropped chunk resumed from HEAD, a wrong offset answered 409 with the
 * server's offset, over-size 413), photos recognised by content (JPEG, WebP, HEIC, PNG accepted; a PDF or
 * text refused 415 and the upload reset), previews of at most 480 px, the submit (422 naming missing
 * photos), and the one 404 of an unknown, expired, replaced or revoked link.
 */
import {
  INSPECTION_CHUNK_BYTES,
  INSPECTION_MAX_PHOTO_BYTES,
  PRE_INSPECTION_MESSAGES,
  UPLOAD_OFFSET_HEADER,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, inspectionPhotos, inspectionUploads, preInspections } from '../../../db/schema/index.js';
import { captureLogs } from '../../../../test/log-capture.js';
import { samplePdf } from '../../../platform/uploads/testing.js';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { heicSample } from './testing/heic-sample.js';
import {
  buildPreInspectionApp,
  inspectionWithLink,
  noisyJpeg,
  pathsOf,
  phone,
  sendSms,
  smallJpeg,
  smallPng,
  smallWebp,
  uploadAllPhotos,
} from './testing/fixtures.js';

const clock = new TestClock(START);
let app: FastifyInstance;
let owner: TestUser;
let logs: string[];

beforeAll(async () => {
  app = await buildPreInspectionApp(clock);
  logs = captureLogs(app.log);
  owner = await userWithHolder(app, 'retail', saId('850101500908'));
});
afterAll(() => app.close());

const uploadsOf = (preInspectionId: string) =>
  app.db.select().from(inspectionUploads).where(eq(inspectionUploads.preInspectionId, preInspectionId));

describe('the page behind the link', () => {
  it('shows the vehicle, the seven photos with their guidance, the limits and the link’s expiry', async () => {
    const { token } = await inspectionWithLink(app, owner);
    const response = await phone(app, token).page();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json();
    expect(page).toMatchObject({
      vehicle: { make: 'Toyota', model: 'Corolla Cross 1.8 XS', registrationNo: 'CA 123-456' },
      assessmentType: 'PRE_INSPECTION',
      assessmentStatus: 'AWAITING_PHOTOS',
      rejectionReason: null,
      maxPhotoBytes: INSPECTION_MAX_PHOTO_BYTES,
      chunkBytes: INSPECTION_CHUNK_BYTES,
    });
    expect(page.photos).toHaveLength(7);
    expect(page.photos[0]).toEqual({
      kind: 'front',
      label: 'Front of the car',
      guidance: 'Stand 3 m in front of the car so the whole front and the number plate show',
      status: 'missing',
      previewUrl: null,
    });
    // nothing of the holder but the vehicle
    expect(response.body).not.toContain(owner.idNumber);
    expect(response.body).not.toContain('VIN');
  });

  it.each([
    ['no token', null],
    ['a token of the wrong shape', 'abc'],
    ['a well-formed token nobody was sent', 'A'.repeat(43)],
  ])('answers one 404 for %s', async (_label, token) => {
    const response = await phone(app, token).page();
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(PRE_INSPECTION_MESSAGES.linkInvalid);
  });

  it('stops working after 7 days', async () => {
    const { token } = await inspectionWithLink(app, owner);
    clock.advanceDays(6);
    expect((await phone(app, token).page()).statusCode).toBe(200);
    clock.advanceDays(1);
    const expired = await phone(app, token).page();
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(PRE_INSPECTION_MESSAGES.linkInvalid);
  });

  it('is replaced by a new SMS, and revoked when the pre-inspection is removed', async () => {
    const { inspection, token } = await inspectionWithLink(app, owner);
    expect((await sendSms(app, owner, inspection.preInspectionId)).statusCode).toBe(200);
    expect((await phone(app, token).page()).statusCode).toBe(404);
    const [latest] = await app.notifier.list(1);
    const newToken = /#t=([A-Za-z0-9_-]+)/.exec(latest?.text ?? '')?.[1] ?? '';
    expect((await phone(app, newToken).page()).statusCode).toBe(200);
    const removed = await callAs(
      app,
      owner,
      'POST',
      pathsOf(owner).removePreinspectionByPreinspectionId.path,
      {
        body: { preInspectionId: inspection.preInspectionId },
      },
    );
    expect(removed.statusCode).toBe(200);
    expect((await phone(app, newToken).page()).statusCode).toBe(404);
  });
});

describe('a resumable photo upload', () => {
  it('takes a photo in chunks, resumes after a dropped chunk from HEAD, and stores it with a preview', async () => {
    const { inspection, token } = await inspectionWithLink(app, owner);
    const page = phone(app, token);
    const bytes = await noisyJpeg();
    expect(bytes.length).toBeGreaterThan(INSPECTION_CHUNK_BYTES * 2);
    const chunk = 300 * 1024;

    const started = await page.start('front', bytes.length);
    expect(started.statusCode, started.body).toBe(201);
    const { uploadId, offset, size } = started.json();
    expect({ offset, size }).toEqual({ offset: 0, size: bytes.length });

    const first = await page.patch(uploadId, 0, bytes.subarray(0, chunk));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      uploadId,
      offset: chunk,
      size: bytes.length,
      complete: false,
      photo: null,
    });
    expect(first.headers[UPLOAD_OFFSET_HEADER]).toBe(String(chunk));

    // The connection drops while the second chunk is in flight: the phone asks where the upload stands.
    const head = await page.head(uploadId);
    expect(head.statusCode).toBe(200);
    expect(head.headers[UPLOAD_OFFSET_HEADER]).toBe(String(chunk));
    expect(head.body).toBe('');
    const status = await page.status(uploadId);
    expect(status.json()).toEqual({
      uploadId,
      kind: 'front',
      offset: chunk,
      size: bytes.length,
      complete: false,
    });

    // The state is in the database and the blob store, not in the process.
    const [state] = await uploadsOf(inspection.preInspectionId);
    expect(state).toMatchObject({ offset: chunk, size: bytes.length });
    expect(state?.partKeys).toHaveLength(1);

    let at = chunk;
    let last = first;
    while (at < bytes.length) {
      last = await page.patch(uploadId, at, bytes.subarray(at, at + chunk));
      expect(last.statusCode, last.body).toBe(200);
      at = last.json().offset;
    }
    expect(last.json()).toMatchObject({
      offset: bytes.length,
      complete: true,
      photo: { kind: 'front', status: 'uploaded', previewUrl: '/api/inspection/photos/front/preview' },
    });
    expect((await page.head(uploadId)).headers[UPLOAD_OFFSET_HEADER]).toBe(String(bytes.length));
    expect((await page.status(uploadId)).json().complete).toBe(true);

    const [photo] = await app.db
      .select()
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.preInspectionId, inspection.preInspectionId));
    expect(photo).toMatchObject({
      kind: 'front',
      contentType: 'image/jpeg',
      size: bytes.length,
      width: 1400,
      height: 1000,
    });
    expect(photo?.fullBlobKey).toMatch(/^inspection-photos\//);
    expect((await app.blobStore.get(photo!.fullBlobKey))?.bytes.equals(bytes)).toBe(true);
    const [done] = await uploadsOf(inspection.preInspectionId);
    expect(done?.partKeys).toEqual([]);
    expect(await app.blobStore.get(state!.partKeys[0]!)).toBeNull();

    const preview = await page.preview('front');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.headers['cache-control']).toContain('no-store');
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    const meta = await sharp(preview.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(480);
    expect(meta.format).toBe('jpeg');

    const holderView = await callAs(app, owner, 'GET', pathsOf(owner).getPreinspectionById.path, {
      query: { preInspectionId: inspection.preInspectionId },
    });
    const front = holderView.json().photos[0];
    expect(front).toEqual({
      kind: 'front',
      status: 'uploaded',
      previewUrl: `/api/retail/motor/preinspections/${inspection.preInspectionId}/photos/front/preview`,
    });
    const holderPreview = await app.inject({
      method: 'GET',
      url: front.previewUrl,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(holderPreview.statusCode).toBe(200);
    expect(holderPreview.rawPayload.equals(preview.rawPayload)).toBe(true);

    const [event] = await app.db.select().from(events).where(eq(events.type, 'inspection_photo_uploaded'));
    expect(event).toMatchObject({ entityId: inspection.preInspectionId, actor: 'inspection-link' });
  });

  it('answers a chunk at the wrong offset with 409, the server’s offset in body and header', async () => {
    const { token } = await inspectionWithLink(app, owner);
    const page = phone(app, token);
    const bytes = await smallJpeg();
    const { uploadId } = (await page.start('rear', bytes.length)).json();
    expect((await page.patch(uploadId, 0, bytes.subarray(0, 1000))).statusCode).toBe(200);
    for (const offset of [0, 500, 2000]) {
      const response = await page.patch(uploadId, offset, bytes.subarray(offset, offset + 1000));
      expect(response.statusCode).toBe(409);
      expect(response.headers[UPLOAD_OFFSET_HEADER]).toBe('1000');
      expect(response.json()).toMatchObject({
        error: { code: 'UPLOAD_OFFSET_MISMATCH' },
        uploadId,
        offset: 1000,
        size: bytes.length,
      });
      expect(response.json().error.requestId).toBeTruthy();
    }
    const resumed = await page.patch(uploadId, 1000, bytes.subarray(1000));
    expect(resumed.json()).toMatchObject({ complete: true });
    // a finished upload takes no more chunks
    expect((await page.patch(uploadId, 1000, bytes.subarray(1000))).statusCode).toBe(409);
  });

  it('refuses what runs past the photo’s size or the chunk size (413), and a photo over 15 MB', async () => {
    const { token } = await inspectionWithLink(app, owner);
    const page = phone(app, token);
    const { uploadId } = (await page.start('left', 1000)).json();
    const pastSize = await page.patch(uploadId, 0, Buffer.alloc(1001, 1));
    expect(pastSize.statusCode).toBe(413);
    const big = (await page.start('right', 2 * INSPECTION_CHUNK_BYTES)).json();
    expect((await page.patch(big.uploadId, 0, Buffer.alloc(INSPECTION_CHUNK_BYTES + 1, 1))).statusCode).toBe(
      413,
    );
    expect(
      (await page.patch(big.uploadId, 0, Buffer.alloc(INSPECTION_CHUNK_BYTES + 4096, 1))).statusCode,
    ).toBe(413);
    expect((await page.status(uploadId)).json().offset).toBe(0);
    const tooLarge = await page.start('rear', INSPECTION_MAX_PHOTO_BYTES + 1);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields.size).toBe(PRE_INSPECTION_MESSAGES.uploadSize);
    expect((await page.patch(uploadId, 0, Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('refuses a chunk that is not sent as application/offset+octet-stream', async () => {
    const { token } = await inspectionWithLink(app, owner);
    const page = phone(app, token);
    const { uploadId } = (await page.start('left', 100)).json();
    const json = await page.patch(uploadId, 0, Buffer.from('{"a":1}'), 'application/json');
    expect(json.statusCode).toBe(415);
    const text = await page.patch(uploadId, 0, Buffer.from('hello'), 'text/plain');
    expect(text.statusCode).toBe(415);
  });

  it.each([
    ['a WebP', 'windscreen' as const, smallWebp, 'image/webp', 'image/webp', { width: 600, height: 900 }],
    [
      'a HEIC (kept as a full-size JPEG)',
      'odometer' as const,
      async () => heicSample(),
      'image/heic',
      'image/jpeg',
      { width: 96, height: 64 },
    ],
    [
      'a HEIC declared as nothing specific',
      'licence_disc' as const,
      async () => heicSample(),
      'application/octet-stream',
      'image/jpeg',
      { width: 96, height: 64 },
    ],
    ['a PNG', 'rear' as const, smallPng, '', 'image/png', { width: 300, height: 200 }],
  ])('accepts %s, recognised by its content', async (_label, kind, make, declared, stored, size) => {
    const { inspection, token } = await inspectionWithLink(app, owner);
    const page = phone(app, token);
    const bytes = await make();
    const response = await page.upload(kind, bytes, 256 * 1024, declared);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().complete).toBe(true);
    const [photo] = await app.db
      .select()
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.preInspectionId, inspection.preInspectionId));
    expect(photo).toMatchObject({ kind, contentType: stored, ...size });
    const full = await app.blobStore.get(photo!.fullBlobKey);
    expect((await sharp(full!.bytes).metadata()).width).toBe(size.width);
    const preview = await sharp((await page.preview(kind)).rawPayload).metadata();
    expect(preview.format).toBe('jpeg');
    expect(Math.max(preview.width ?? 0, preview.height ?? 0)).toBeLessThanOrEqual(480);
  });

  it.each([
    ['a PDF', () => Buffer.from(samplePdf('not a photo'))],
    ['a text file', () => Buffer.from('This is not a photo of a car, just some words. '.repeat(50))],
    [
      'a JPEG header followed by nonsense',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]),
    ],
  ])('refuses %s (415) and puts the upload back to offset 0', async (_label, make) => {
    const { inspection, token } = await inspectionWithLink(app, owner);
    const page = phone(app, token);
    const bytes = make();
    const { uploadId } = (await page.start('front', bytes.length)).json();
    const half = Math.floor(bytes.length / 2);
    const first = await page.patch(uploadId, 0, bytes.subarray(0, half));
    expect(first.statusCode).toBe(200);
    const last = await page.patch(uploadId, half, bytes.subarray(half));
    expect(last.statusCode).toBe(415);
    expect(last.json().error.message).toBe(PRE_INSPECTION_MESSAGES.notAPhoto);
    expect((await page.head(uploadId)).headers[UPLOAD_OFFSET_HEADER]).toBe('0');
    const [state] = await uploadsOf(inspection.preInspectionId);
    expect(state).toMatchObject({ offset: 0, partKeys: [] });
    expect(
      await app.db
        .select()
        .from(inspectionPhotos)
        .where(eq(inspectionPhotos.preInspectionId, inspection.preInspectionId)),
    ).toEqual([]);
  });

  it('refuses a declared type that cannot be a photo before any byte is sent', async () => {
    const { token } = await inspectionWithLink(app, owner);
    const response = await phone(app, token).start('front', 1000, 'application/pdf');
    expect(response.statusCode).toBe(415);
  });

  it('replaces an unfinished upload of the same kind, and lets a photo be retaken', async () => {
    const { inspection, token } = await inspectionWithLink(app, owner);
    const page = phone(app, token);
    const bytes = await smallJpeg();
    const abandoned = (await page.start('front', bytes.length)).json().uploadId;
    await page.patch(abandoned, 0, bytes.subarray(0, 500));
    const [before] = await uploadsOf(inspection.preInspectionId);
    expect((await page.upload('front', bytes)).statusCode).toBe(200);
    expect((await page.head(abandoned)).statusCode).toBe(404);
    expect(await app.blobStore.get(before!.partKeys[0]!)).toBeNull();
    const [first] = await app.db
      .select()
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.preInspectionId, inspection.preInspectionId));
    expect((await page.upload('front', await smallJpeg(800, 600))).statusCode).toBe(200);
    const photos = await app.db
      .select()
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.preInspectionId, inspection.preInspectionId));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ width: 800, height: 600 });
    expect(await app.blobStore.get(first!.fullBlobKey)).toBeNull();
  });

  it('does not show one inspection’s upload through another inspection’s link', async () => {
    const one = await inspectionWithLink(app, owner);
    const other = await inspectionWithLink(app, owner);
    const { uploadId } = (await phone(app, one.token).start('front', 1000)).json();
    expect((await phone(app, other.token).status(uploadId)).statusCode).toBe(404);
    expect((await phone(app, other.token).patch(uploadId, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await phone(app, null).patch(uploadId, 0, Buffer.alloc(10))).statusCode).toBe(404);
  });
});

describe('submit', () => {
  it('names the missing photos (422), then sends all seven for assessment and locks them', async () => {
    const { inspection, token } = await inspectionWithLink(app, owner);
    const page = phone(app, token);
    await uploadAllPhotos(page, ['odometer', 'licence_disc']);
    const early = await page.submit();
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatchObject({
      code: 'PHOTOS_MISSING',
      message: 'Please take the remaining photos first: Odometer, Licence disc.',
    });
    await uploadAllPhotos(page, ['front', 'rear', 'left', 'right', 'windscreen']);
    const submitted = await page.submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toEqual({
      assessmentStatus: 'SUBMITTED',
      message: 'Thank you. Your photos have been sent for assessment.',
    });
    expect((await page.submit()).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(preInspections)
      .where(eq(preInspections.id, inspection.preInspectionId));
    expect(row).toMatchObject({ assessmentStatus: 'SUBMITTED' });
    expect(row?.submittedAt).toEqual(clock.now());
    expect(await uploadsOf(inspection.preInspectionId)).toEqual([]);
    const locked = await page.start('front', 1000);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('PHOTOS_LOCKED');
    expect(
      (await page.page()).json().photos.every((photo: { status: string }) => photo.status === 'uploaded'),
    ).toBe(true);
    // the holder cannot send a new link for photos that are being assessed
    expect((await sendSms(app, owner, inspection.preInspectionId)).statusCode).toBe(409);
  });
});

describe('privacy', () => {
  it('wrote no link token to any log line, whatever the page did (all levels captured)', async () => {
    const texts = await app.notifier.list(200);
    const tokens = texts.flatMap((message) =>
      [...message.text.matchAll(/#t=([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!),
    );
    expect(tokens.length).toBeGreaterThan(10);
    expect(logs.length).toBeGreaterThan(50);
    const written = logs.join('\n');
    for (const token of tokens) expect(written).not.toContain(token);
  });
});
