import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, JPEG_QUALITY, MAX_EDGE_PX, shrinkPhoto, THUMBNAIL_EDGE_PX } from './shrink-photo';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface DrawnCanvas {
  width: number;
  height: number;
  drawn: unknown[][];
  encodedWith: unknown;
}

/** A decoded photo of `width`×`height` and an OffscreenCanvas whose JPEGs are `jpegBytes` long. */
function stubDecoder({
  width,
  height,
  jpegBytes = 1000,
  encodedType = 'image/jpeg',
}: {
  width: number;
  height: number;
  jpegBytes?: number;
  encodedType?: string;
}) {
  const bitmap = { width, height, close: vi.fn() };
  const createImageBitmap = vi.fn(async () => bitmap);
  const canvases: DrawnCanvas[] = [];
  class FakeOffscreenCanvas {
    readonly record: DrawnCanvas;
    constructor(canvasWidth: number, canvasHeight: number) {
      this.record = { width: canvasWidth, height: canvasHeight, drawn: [], encodedWith: null };
      canvases.push(this.record);
    }
    getContext() {
      const record = this.record;
      return {
        fillRect: vi.fn(),
        drawImage: (...args: unknown[]) => record.drawn.push(args),
        set fillStyle(_value: string) {},
        set imageSmoothingEnabled(_value: boolean) {},
        set imageSmoothingQuality(_value: string) {},
      };
    }
    async convertToBlob(options: unknown) {
      this.record.encodedWith = options;
      return new Blob([new Uint8Array(jpegBytes)], { type: encodedType });
    }
  }
  vi.stubGlobal('createImageBitmap', createImageBitmap);
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return { bitmap, createImageBitmap, canvases };
}

const cameraFile = (bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], 'IMG_0001.jpg', { type });

describe('fitWithin', () => {
  it.each([
    [4000, 3000, 1600, 1600, 1200],
    [3000, 4000, 1600, 1200, 1600],
    [4032, 1908, 1600, 1600, 757],
    [1600, 900, 1600, 1600, 900],
    [800, 600, 1600, 800, 600],
    [10000, 1, 1600, 1600, 1],
  ])('%i×%i within %i px is %i×%i (never enlarged)', (width, height, edge, fitWidth, fitHeight) => {
    expect(fitWithin({ width, height }, edge)).toEqual({ width: fitWidth, height: fitHeight });
  });
});

describe('shrinkPhoto', () => {
  it('sends the original unchanged when the browser cannot decode it (HEIC on Android Chrome)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const heic = cameraFile(2_400_000, 'image/heic');
    const result = await shrinkPhoto(heic);
    expect(result).toEqual({ photo: heic, shrunk: false, dimensions: null, thumbnail: null });
    expect(result.photo).toBe(heic);
  });

  it('sends the original when the browser has no createImageBitmap at all', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const file = cameraFile(10);
    expect((await shrinkPhoto(file)).photo).toBe(file);
  });

  it('scales a large photo to 1600 px on its long edge as a JPEG of quality 0.8, the right way up', async () => {
    const { bitmap, createImageBitmap, canvases } = stubDecoder({
      width: 4000,
      height: 3000,
      jpegBytes: 350_000,
    });
    const file = cameraFile(3_800_000);

    const result = await shrinkPhoto(file);

    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(result.shrunk).toBe(true);
    expect(result.dimensions).toEqual({ width: MAX_EDGE_PX, height: 1200 });
    expect(result.photo.type).toBe('image/jpeg');
    expect(result.photo.size).toBe(350_000);
    const [full, thumbnail] = canvases;
    expect(full).toMatchObject({
      width: 1600,
      height: 1200,
      encodedWith: { type: 'image/jpeg', quality: JPEG_QUALITY },
    });
    expect(full?.drawn).toEqual([[bitmap, 0, 0, 1600, 1200]]);
    expect(thumbnail).toMatchObject({ width: THUMBNAIL_EDGE_PX, height: 180 });
    expect(result.thumbnail?.type).toBe('image/jpeg');
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('never enlarges a small photo', async () => {
    const { canvases } = stubDecoder({ width: 800, height: 600, jpegBytes: 50_000 });
    const result = await shrinkPhoto(cameraFile(90_000, 'image/png'));
    expect(result.dimensions).toEqual({ width: 800, height: 600 });
    expect(canvases[0]).toMatchObject({ width: 800, height: 600 });
  });

  it('keeps the original when it is already smaller than the shrunk JPEG', async () => {
    stubDecoder({ width: 1200, height: 900, jpegBytes: 400_000 });
    const file = cameraFile(300_000);
    const result = await shrinkPhoto(file);
    expect(result.photo).toBe(file);
    expect(result.shrunk).toBe(false);
    expect(result.thumbnail).not.toBeNull();
  });

  it('keeps the original when the browser cannot encode a JPEG', async () => {
    stubDecoder({ width: 4000, height: 3000, jpegBytes: 1000, encodedType: 'image/png' });
    const file = cameraFile(3_000_000);
    expect((await shrinkPhoto(file)).photo).toBe(file);
  });

  it('draws on a page canvas where OffscreenCanvas is missing', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 3200, height: 2400, close: vi.fn() })),
    );
    vi.stubGlobal('OffscreenCanvas', undefined);
    const sizes: [number, number][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      sizes.push([this.width, this.height]);
      return { fillRect: vi.fn(), drawImage: vi.fn() } as unknown as CanvasRenderingContext2D;
    } as unknown as HTMLCanvasElement['getContext']);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback, type) =>
        callback(new Blob([new Uint8Array(2000)], { type: type ?? '' })),
      );

    const result = await shrinkPhoto(cameraFile(2_000_000));

    expect(sizes[0]).toEqual([1600, 1200]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', JPEG_QUALITY);
    expect(result).toMatchObject({ shrunk: true, dimensions: { width: 1600, height: 1200 } });
  });
});
