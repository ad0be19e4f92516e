/**
 * Shrinking a photo in the browser before it is uploaded, shared by the inspection page (its photos of the
 * vehicle) and the document upload of every line (claims, applications on hold, wizard documents). The
 * browser decodes the file the right way up (the camera's orientation applied) and draws it on a canvas,
 * which is encoded as a JPEG: camera metadata (the location included) does not travel with it.
 *
 * Decoding and encoding go through an `ImageCodec`, so that the decisions built on them (how large, which
 * quality, when to keep the original) can be tested without a canvas (jsdom has none).
 */

export interface Dimensions {
  width: number;
  height: number;
}

/** A decoded picture: an ImageBitmap in the browser, anything with a size and `close` in a test. */
export type DecodedImage = Dimensions & { close(): void };

export interface ImageCodec {
  /** The picture the right way up, or null when this browser cannot decode the file (HEIC on Chromium). */
  decode(file: Blob): Promise<DecodedImage | null>;
  /**
   * `image` drawn at `size` on white and encoded as a JPEG of `quality` (0..1); null when the browser
   * cannot (no canvas, no JPEG encoder).
   */
  encodeJpeg(image: DecodedImage, size: Dimensions, quality: number): Promise<Blob | null>;
}

/** `width`×`height` scaled to fit `maxEdge` on the long edge, keeping the aspect ratio; never enlarged. */
export function fitWithin({ width, height }: Dimensions, maxEdge: number): Dimensions {
  return scaled({ width, height }, Math.min(1, maxEdge / Math.max(width, height)), Math.round);
}

/**
 * `width`×`height` scaled to at most `maxPixels` in all, keeping the aspect ratio; never enlarged. Unlike a
 * long-edge limit, a long narrow picture (a till slip, a screenshot of a statement) keeps its width, so its
 * text stays as readable as that of an ordinary photo of the same pixel count.
 */
export function fitWithinPixels({ width, height }: Dimensions, maxPixels: number): Dimensions {
  // Rounded down, so that the result never passes the limit.
  const fitted = scaled({ width, height }, Math.min(1, Math.sqrt(maxPixels / (width * height))), Math.floor);
  // A side kept at its one pixel leaves the other to take what the limit still allows.
  if (fitted.height === 1) fitted.width = Math.min(fitted.width, Math.max(1, Math.floor(maxPixels)));
  if (fitted.width === 1) fitted.height = Math.min(fitted.height, Math.max(1, Math.floor(maxPixels)));
  return fitted;
}

function scaled({ width, height }: Dimensions, scale: number, round: (value: number) => number): Dimensions {
  if (scale === 1) return { width, height };
  return { width: Math.max(1, round(width * scale)), height: Math.max(1, round(height * scale)) };
}

/** Decodes `file`, hands the picture to `work` and always frees it; null when it cannot be decoded. */
export async function withDecodedImage<T>(
  file: Blob,
  codec: ImageCodec,
  work: (image: DecodedImage) => Promise<T>,
): Promise<T | null> {
  const image = await codec.decode(file).catch(() => null);
  if (!image) return null;
  try {
    return await work(image);
  } finally {
    image.close();
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D, image: ImageBitmap, { width, height }: Dimensions) {
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
}

async function encodeJpeg(image: DecodedImage, size: Dimensions, quality: number): Promise<Blob | null> {
  // Only pictures decoded by `decode` below (ImageBitmaps) reach the browser's encoder.
  const bitmap = image as ImageBitmap;
  let blob: Blob | null = null;
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, size);
    blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  } else {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, size);
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    // Frees the canvas memory at once (mobile Safari keeps it until collected otherwise).
    canvas.width = 0;
    canvas.height = 0;
  }
  // A browser without a JPEG encoder silently falls back to PNG: no use for a smaller upload.
  return blob && blob.type === 'image/jpeg' && blob.size > 0 ? blob : null;
}

async function decode(file: Blob): Promise<DecodedImage | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** The browser's own: createImageBitmap, then an OffscreenCanvas (or a page canvas where it is missing). */
export const browserCodec: ImageCodec = {
  decode,
  encodeJpeg: (image, size, quality) => encodeJpeg(image, size, quality).catch(() => null),
};
