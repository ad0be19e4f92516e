import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCodec, fitWithin, fitWithinPixels, withDecodedImage, type ImageCodec } from './shrink-image';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fitWithin (long edge)', () => {
  it.each([
    [4000, 3000, 1600, 1600, 1200],
    [3000, 4000, 1600, 1200, 1600],
    [800, 600, 1600, 800, 600],
  ])('%i×%i within %i px is %i×%i', (width, height, edge, fitWidth, fitHeight) => {
    expect(fitWithin({ width, height }, edge)).toEqual({ width: fitWidth, height: fitHeight });
  });
});

describe('fitWithinPixels (pixel count)', () => {
  it.each([
    // a phone's 4:3 photo: 2000 px on the long edge
    [4000, 3000, 2000, 1500],
    [4032, 3024, 2000, 1500],
    [3000, 4000, 1500, 2000],
    // 16:9 and a 48 MP camera
    [4000, 2250, 2309, 1299],
    [8064, 6048, 2000, 1500],
    // a long till slip keeps a readable width (a 2000 px long edge would leave it 333 px wide)
    [1500, 9000, 707, 4242],
    // never enlarged
    [2000, 1500, 2000, 1500],
    [640, 480, 640, 480],
  ])('%i×%i within 3 MP is %i×%i', (width, height, fitWidth, fitHeight) => {
    const fitted = fitWithinPixels({ width, height }, 2000 * 1500);
    expect(fitted).toEqual({ width: fitWidth, height: fitHeight });
    expect(fitted.width * fitted.height).toBeLessThanOrEqual(2000 * 1500);
  });

  it('keeps at least one pixel each way', () => {
    expect(fitWithinPixels({ width: 100_000, height: 1 }, 100)).toEqual({ width: 100, height: 1 });
  });
});

describe('withDecodedImage', () => {
  const image = () => ({ width: 10, height: 10, close: vi.fn() });
  const codec = (decoded: ReturnType<typeof image> | null | Error): ImageCodec => ({
    decode: async () => {
      if (decoded instanceof Error) throw decoded;
      return decoded;
    },
    encodeJpeg: async () => null,
  });

  it('hands the decoded picture over and frees it afterwards', async () => {
    const decoded = image();
    expect(await withDecodedImage(new Blob(['x']), codec(decoded), async (seen) => seen.width)).toBe(10);
    expect(decoded.close).toHaveBeenCalledOnce();
  });

  it('frees the picture also when its use fails', async () => {
    const decoded = image();
    await expect(
      withDecodedImage(new Blob(['x']), codec(decoded), async () => {
        throw new Error('out of memory');
      }),
    ).rejects.toThrow('out of memory');
    expect(decoded.close).toHaveBeenCalledOnce();
  });

  it('is null when the file cannot be decoded', async () => {
    const use = vi.fn();
    expect(await withDecodedImage(new Blob(['x']), codec(null), use)).toBeNull();
    expect(await withDecodedImage(new Blob(['x']), codec(new Error('broken')), use)).toBeNull();
    expect(use).not.toHaveBeenCalled();
  });
});

describe('browserCodec', () => {
  it('cannot decode where createImageBitmap is missing (jsdom, Safari before 15)', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await browserCodec.decode(new Blob(['x']))).toBeNull();
  });

  it('decodes the right way up (the camera orientation applied)', async () => {
    const bitmap = { width: 3, height: 4, close: vi.fn() };
    const createImageBitmap = vi.fn(async (_file: Blob, _options?: ImageBitmapOptions) => bitmap);
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const file = new Blob(['x']);
    expect(await browserCodec.decode(file)).toBe(bitmap);
    // By identity: toHaveBeenCalledWith (like toEqual) takes any two Blobs for equal.
    expect(createImageBitmap).toHaveBeenCalledOnce();
    const [decoded, options] = createImageBitmap.mock.lastCall ?? [];
    expect(decoded).toBe(file);
    expect(options).toEqual({ imageOrientation: 'from-image' });
  });

  it('gives no JPEG where the canvas encodes another type or fails', async () => {
    const encoded: Blob[] = [new Blob(['png'], { type: 'image/png' })];
    class FakeOffscreenCanvas {
      getContext() {
        return { fillRect: vi.fn(), drawImage: vi.fn() };
      }
      async convertToBlob() {
        const next = encoded.shift();
        if (!next) throw new Error('canvas too large');
        return next;
      }
    }
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const image = { width: 4, height: 4, close: vi.fn() };
    expect(await browserCodec.encodeJpeg(image, { width: 2, height: 2 }, 0.85)).toBeNull();
    expect(await browserCodec.encodeJpeg(image, { width: 2, height: 2 }, 0.85)).toBeNull();
  });
});
