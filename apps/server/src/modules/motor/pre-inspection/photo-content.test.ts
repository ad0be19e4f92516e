/** Photos are recognised by their content (table of formats) and decoded into a preview of at most 480 px. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../../../platform/uploads/testing.js';
import { processPhoto, sniffPhoto } from './photo-content.js';
import { heicSample } from './testing/heic-sample.js';
import { smallJpeg, smallPng, smallWebp } from './testing/fixtures.js';

/** An ISO-BMFF `ftyp` box with these brands, then some bytes. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 16);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
  return box;
};

describe('sniffPhoto', () => {
  it.each([
    ['JPEG', () => smallJpeg(), 'image/jpeg'],
    ['PNG', () => smallPng(), 'image/png'],
    ['WebP', () => smallWebp(), 'image/webp'],
    ['HEIC from a phone', async () => heicSample(), 'image/heic'],
    ['HEIF, brand mif1 with heic compatible', async () => ftyp('mif1', 'mif1', 'heic'), 'image/heic'],
    ['HEIF, plain mif1', async () => ftyp('mif1', 'mif1'), 'image/heif'],
    ['AVIF (AV1 in HEIF)', async () => ftyp('avif', 'mif1', 'avif'), null],
    ['AVIF declared as mif1', async () => ftyp('mif1', 'avif', 'mif1'), null],
    ['MP4 video', async () => ftyp('isom', 'isom', 'mp41'), null],
    ['PDF', async () => Buffer.from(samplePdf('x')), null],
    ['text', async () => Buffer.from('hello, this is text'), null],
    ['nothing', async () => Buffer.alloc(0), null],
    ['RIFF that is not WebP (WAV)', async () => Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'), null],
  ])('%s → %s', async (_label, make, expected) => {
    expect(sniffPhoto(await make())).toBe(expected);
  });
});

describe('processPhoto', () => {
  it('keeps a JPEG as it is and previews it at 480 px on the long edge', async () => {
    const bytes = await smallJpeg(1200, 900);
    const photo = await processPhoto(bytes);
    expect(photo).toMatchObject({
      contentType: 'image/jpeg',
      originalContentType: 'image/jpeg',
      width: 1200,
      height: 900,
    });
    expect(photo.full.equals(bytes)).toBe(true);
    expect(await sharp(photo.preview).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
  });

  it('applies the camera’s orientation to the preview and the dimensions', async () => {
    const bytes = await sharp(await smallJpeg(800, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const photo = await processPhoto(bytes);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 400, height: 800 });
    expect(await sharp(photo.preview).metadata()).toMatchObject({ width: 240, height: 480 });
  });

  it('never enlarges a small photo', async () => {
    const photo = await processPhoto(await smallPng(300, 200));
    expect(await sharp(photo.preview).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('decodes HEIC (no HEVC in sharp) and keeps it as a full-size JPEG', async () => {
    const photo = await processPhoto(heicSample());
    expect(photo).toMatchObject({
      contentType: 'image/jpeg',
      originalContentType: 'image/heic',
      width: 96,
      height: 64,
    });
    expect(await sharp(photo.full).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
  });

  it.each([
    ['a PDF', () => Buffer.from(samplePdf('x'))],
    ['a HEIF box with nothing in it', () => ftyp('heic', 'mif1', 'heic')],
    [
      'a WebP header with no image',
      () => Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 \x00\x00\x00\x00', 'latin1'),
    ],
    ['half a PNG', async () => (await smallPng()).subarray(0, 60)],
  ])('refuses %s with 415', async (_label, make) => {
    await expect(processPhoto(await make())).rejects.toMatchObject({ statusCode: 415, code: 'NOT_A_PHOTO' });
  });
});
