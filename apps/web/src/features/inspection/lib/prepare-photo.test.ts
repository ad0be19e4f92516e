import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRE_INSPECTION_MESSAGES } from '@cover/domain/motor';
import { preparePhoto } from './prepare-photo';
import { readBytes } from './photo-type';

afterEach(() => vi.unstubAllGlobals());

const MAX = 15 * 1024 * 1024;
const HEIC_HEAD = [0, 0, 0, 0x18, ...'ftypheic'].map((part) =>
  typeof part === 'string' ? part.charCodeAt(0) : part,
);

function undecodable() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }),
  );
}

describe('preparePhoto', () => {
  it('sends an undecodable HEIC as it is, labelled by its content', async () => {
    undecodable();
    const heic = new File([new Uint8Array([...HEIC_HEAD, 0, 0, 0, 0, 1, 2, 3])], 'photo', { type: '' });
    const prepared = await preparePhoto(heic, MAX);
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.photo.type).toBe('image/heic');
    expect(await readBytes(prepared.photo)).toEqual(await readBytes(heic));
    expect(prepared.thumbnail).toBeNull();
  });

  it('refuses a file that is not a photo', async () => {
    undecodable();
    const prepared = await preparePhoto(
      new File(['%PDF-1.7 …'], 'scan.pdf', { type: 'application/pdf' }),
      MAX,
    );
    expect(prepared).toEqual({ ok: false, message: PRE_INSPECTION_MESSAGES.notAPhoto });
  });

  it('refuses a photo above the limit, naming both sizes', async () => {
    undecodable();
    const big = new File([new Uint8Array([0xff, 0xd8, 0xff, ...new Uint8Array(2 * 1024 * 1024)])], 'big.jpg');
    expect(await preparePhoto(big, 1024 * 1024)).toEqual({
      ok: false,
      message: 'This photo is too large (2 MB). A photo may be at most 1 MB.',
    });
  });

  it('refuses an empty file', async () => {
    expect(await preparePhoto(new File([], 'empty.jpg'), MAX)).toEqual({
      ok: false,
      message: 'This photo is empty. Please take it again.',
    });
  });
});
