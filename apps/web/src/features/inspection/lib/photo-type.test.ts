import { describe, expect, it } from 'vitest';
import { photoTypeOfBytes, sniffPhotoType } from './photo-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('photoTypeOfBytes', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['an iPhone HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
    ['a Samsung HEIC', bytes([0, 0, 0, 0x1c], 'ftyphevc', [0, 0, 0, 0]), 'image/heic'],
    ['a plain HEIF', bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0]), 'image/heif'],
    ['an MP4 video', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), null],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['nothing', bytes(), null],
  ])('recognises %s', (_name, content, type) => {
    expect(photoTypeOfBytes(content)).toBe(type);
  });
});

describe('sniffPhotoType', () => {
  it('reads the type from the content, whatever the file claims', async () => {
    const heic = new Blob([bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0, 9, 9])], { type: '' });
    expect(await sniffPhotoType(heic)).toBe('image/heic');
    const text = new Blob(['hello, this is not a photo'], { type: 'image/jpeg' });
    expect(await sniffPhotoType(text)).toBeNull();
  });
});
