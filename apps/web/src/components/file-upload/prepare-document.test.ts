import { describe, expect, it, vi } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@cover/domain';
import type { Dimensions, ImageCodec } from '../../lib/images/shrink-image';
import {
  DOCUMENT_PHOTO_MAX_PIXELS,
  jpegName,
  prepareDocumentPhoto,
  type PreparedDocument,
} from './prepare-document';

const MB = 1024 * 1024;

const photo = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_765_000_000_000 });

interface Encoding {
  size: Dimensions;
  quality: number;
}

/**
 * A codec without a canvas: `decoded` is the picture's size (null: this browser cannot decode it), and
 * `jpegBytes` says how long a JPEG of a given size and quality comes out (null: no JPEG encoder).
 */
function fakeCodec(
  decoded: Dimensions | null,
  jpegBytes: ((encoding: Encoding) => number | null) | number = 800_000,
) {
  const close = vi.fn();
  const encodings: Encoding[] = [];
  const codec: ImageCodec = {
    decode: vi.fn(async () => (decoded ? { ...decoded, close } : null)),
    encodeJpeg: vi.fn(async (_image, size, quality) => {
      encodings.push({ size, quality });
      const bytes = typeof jpegBytes === 'number' ? jpegBytes : jpegBytes({ size, quality });
      return bytes === null ? null : new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
    }),
  };
  return { codec, encodings, close };
}

/** Sent as it is: the very file chosen (any two Files are equal to toEqual). */
function expectAsItIs(prepared: PreparedDocument, chosen: File) {
  expect(prepared.ok).toBe(true);
  expect(prepared.ok && prepared.file).toBe(chosen);
}

const CAMERA_12MP = { width: 4032, height: 3024 };

describe('prepareDocumentPhoto', () => {
  it('shrinks a 6 MB phone photo to 2000×1500 (3 megapixels) as a JPEG of quality 0.85, keeping its name', async () => {
    const { codec, encodings, close } = fakeCodec(CAMERA_12MP, 900_000);
    const chosen = photo('IMG_0001.jpg', 'image/jpeg', 6 * MB);

    const prepared = await prepareDocumentPhoto(chosen, {}, codec);

    expect(encodings).toEqual([{ size: { width: 2000, height: 1500 }, quality: 0.85 }]);
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.file).toBeInstanceOf(File);
    expect(prepared.file).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 900_000 });
    expect(prepared.file.lastModified).toBe(chosen.lastModified);
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps the width of a long narrow photo (a till slip): the limit is by pixel count', async () => {
    const { codec, encodings } = fakeCodec({ width: 1500, height: 9000 });
    await prepareDocumentPhoto(photo('slip.png', 'image/png', 5 * MB), {}, codec);
    const [{ size }] = encodings as [Encoding];
    expect(size).toEqual({ width: 707, height: 4242 });
    expect(size.width * size.height).toBeLessThanOrEqual(DOCUMENT_PHOTO_MAX_PIXELS);
  });

  it('shrinks a photo within the size limit but of more than 3 megapixels (less data to send)', async () => {
    const { codec, encodings } = fakeCodec({ width: 4000, height: 3000 }, 700_000);
    const prepared = await prepareDocumentPhoto(photo('id.jpeg', 'image/jpeg', 3 * MB), {}, codec);
    expect(encodings).toEqual([{ size: { width: 2000, height: 1500 }, quality: 0.85 }]);
    expect(prepared).toMatchObject({ ok: true, file: { name: 'id.jpeg', size: 700_000 } });
  });

  it('sends a JPEG or PNG within the limit and of at most 3 megapixels as it is, without encoding it', async () => {
    const { codec, encodings } = fakeCodec({ width: 2000, height: 1500 });
    const chosen = photo('scan.png', 'image/png', 2 * MB);
    expectAsItIs(await prepareDocumentPhoto(chosen, {}, codec), chosen);
    expect(encodings).toEqual([]);
  });

  it('sends the original when its JPEG copy would not be smaller', async () => {
    const { codec } = fakeCodec({ width: 3000, height: 2000 }, 600_000);
    const chosen = photo('statement.png', 'image/png', 500_000);
    expectAsItIs(await prepareDocumentPhoto(chosen, {}, codec), chosen);
  });

  it('lowers the quality, then the size, until the JPEG fits; never under 1600×1200 at 0.7', async () => {
    const limit = 1 * MB;
    const { codec, encodings } = fakeCodec(CAMERA_12MP, ({ quality, size }) =>
      quality > 0.8 ? 2 * MB : size.width > 1700 ? 1.5 * MB : 900_000,
    );
    const prepared = await prepareDocumentPhoto(
      photo('IMG_2.jpg', 'image/jpeg', 5 * MB),
      { maxBytes: limit },
      codec,
    );
    expect(encodings).toEqual([
      { size: { width: 2000, height: 1500 }, quality: 0.85 },
      { size: { width: 2000, height: 1500 }, quality: 0.7 },
      { size: { width: 1600, height: 1200 }, quality: 0.7 },
    ]);
    expect(prepared).toMatchObject({ ok: true, file: { size: 900_000 } });
  });

  it('refuses a photo whose smallest readable JPEG is still over the limit, naming both sizes', async () => {
    const { codec, encodings } = fakeCodec(CAMERA_12MP, 2 * MB);
    const prepared = await prepareDocumentPhoto(
      photo('noise.jpg', 'image/jpeg', 5 * MB),
      { maxBytes: MB },
      codec,
    );
    expect(encodings).toHaveLength(3);
    expect(prepared).toEqual({
      ok: false,
      message: 'noise.jpg is too large (5 MB). The maximum size is 1 MB.',
    });
  });

  it('converts a WebP photo to JPEG, whatever its size (the server does not take WebP)', async () => {
    const { codec } = fakeCodec({ width: 1080, height: 1920 }, 300_000);
    const prepared = await prepareDocumentPhoto(photo('receipt.webp', 'image/webp', 200_000), {}, codec);
    expect(prepared).toMatchObject({
      ok: true,
      file: { name: 'receipt.jpg', type: 'image/jpeg', size: 300_000 },
    });
  });

  it('converts a HEIC photo where the browser decodes it (Safari)', async () => {
    const { codec } = fakeCodec(CAMERA_12MP, 1_000_000);
    const prepared = await prepareDocumentPhoto(photo('IMG_0042.HEIC', '', 3 * MB), {}, codec);
    expect(prepared).toMatchObject({ ok: true, file: { name: 'IMG_0042.jpg', type: 'image/jpeg' } });
  });

  it('refuses a HEIC or WebP photo the browser cannot decode (HEIC on Chromium), naming the formats we take', async () => {
    const { codec } = fakeCodec(null);
    expect(await prepareDocumentPhoto(photo('IMG_0042.heic', 'image/heic', 2 * MB), {}, codec)).toEqual({
      ok: false,
      message:
        'IMG_0042.heic could not be read as a photo on this device. Please choose a PDF, JPEG, PNG or WebP file.',
    });
  });

  it('refuses a WebP photo when the browser cannot encode a JPEG', async () => {
    const { codec } = fakeCodec({ width: 800, height: 600 }, () => null);
    const prepared = await prepareDocumentPhoto(photo('a.webp', 'image/webp', 100_000), {}, codec);
    expect(prepared).toMatchObject({
      ok: false,
      message: expect.stringMatching(/could not be read as a photo/),
    });
  });

  it('sends an undecodable JPEG within the limit as it is (the server checks its content)', async () => {
    const { codec } = fakeCodec(null);
    const chosen = photo('odd.jpg', 'image/jpeg', 1 * MB);
    expectAsItIs(await prepareDocumentPhoto(chosen, {}, codec), chosen);
  });

  it('refuses an undecodable JPEG over the limit as too large, with the limit', async () => {
    const { codec } = fakeCodec(null);
    expect(await prepareDocumentPhoto(photo('big.jpg', 'image/jpeg', 6 * MB), {}, codec)).toEqual({
      ok: false,
      message: `big.jpg is too large (6 MB). The maximum size is ${MAX_DOCUMENT_BYTES / MB} MB.`,
    });
  });

  it('refuses a JPEG over the limit when the browser cannot encode one', async () => {
    const { codec, close } = fakeCodec(CAMERA_12MP, () => null);
    const prepared = await prepareDocumentPhoto(photo('big.jpg', 'image/jpeg', 6 * MB), {}, codec);
    expect(prepared).toMatchObject({ ok: false, message: expect.stringMatching(/is too large \(6 MB\)/) });
    expect(close).toHaveBeenCalledOnce();
  });

  it('refuses an empty file', async () => {
    const { codec } = fakeCodec(CAMERA_12MP);
    expect(await prepareDocumentPhoto(photo('empty.jpg', 'image/jpeg', 0), {}, codec)).toEqual({
      ok: false,
      message: 'empty.jpg is empty. Please choose another file.',
    });
  });
});

describe('jpegName', () => {
  it.each([
    ['IMG_0001.jpg', 'IMG_0001.jpg'],
    ['scan.JPEG', 'scan.JPEG'],
    ['scan.png', 'scan.jpg'],
    ['IMG_0042.HEIC', 'IMG_0042.jpg'],
    ['receipt.final.webp', 'receipt.final.jpg'],
    ['photo', 'photo.jpg'],
    ['.webp', '.webp.jpg'],
  ])('%s → %s', (name, expected) => {
    expect(jpegName(name)).toBe(expected);
  });
});
