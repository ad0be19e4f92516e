/**
 * Shrinks a camera photo on the phone before it is uploaded, so that an inspection costs little data
 * (issue 11): decoded the right way up, drawn at most 1600 px on its long edge (never enlarged) and encoded
 * as a JPEG of quality 0.8. A small thumbnail for the checklist comes from the same decoded image, so the
 * page need not download a preview of a photo it has just sent. When the browser cannot decode the photo
 * (HEIC on Android Chrome) the original is sent unchanged: the server accepts it and makes the copies.
 */

export const MAX_EDGE_PX = 1600;
export const JPEG_QUALITY = 0.8;
export const THUMBNAIL_EDGE_PX = 240;
const THUMBNAIL_QUALITY = 0.7;

export interface Dimensions {
  width: number;
  height: number;
}

export interface ShrunkPhoto {
  /** what to upload: the shrunk JPEG, or the original when that is smaller or could not be made */
  photo: Blob;
  shrunk: boolean;
  /** the size of the shrunk JPEG; null when the original is sent */
  dimensions: Dimensions | null;
  /** a small JPEG to show in the checklist; null when the photo could not be decoded */
  thumbnail: Blob | null;
}

/** `width`×`height` scaled to fit `maxEdge` on the long edge, keeping the aspect ratio; never enlarged. */
export function fitWithin({ width, height }: Dimensions, maxEdge: number): Dimensions {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
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

/** `image` drawn at `size` and encoded as JPEG; null when the browser cannot (no canvas, no JPEG encoder). */
async function encodeJpeg(image: ImageBitmap, size: Dimensions, quality: number): Promise<Blob | null> {
  let blob: Blob | null = null;
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, image, size);
    blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  } else {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, image, size);
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    // Frees the canvas memory at once (mobile Safari keeps it until collected otherwise).
    canvas.width = 0;
    canvas.height = 0;
  }
  // A browser without a JPEG encoder silently falls back to PNG: no use for a smaller upload.
  return blob && blob.type === 'image/jpeg' && blob.size > 0 ? blob : null;
}

async function decode(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

const original = (file: Blob): ShrunkPhoto => ({
  photo: file,
  shrunk: false,
  dimensions: null,
  thumbnail: null,
});

export async function shrinkPhoto(file: Blob): Promise<ShrunkPhoto> {
  const image = await decode(file);
  if (!image) return original(file);
  try {
    const dimensions = fitWithin(image, MAX_EDGE_PX);
    const shrunk = await encodeJpeg(image, dimensions, JPEG_QUALITY).catch(() => null);
    const thumbnail = await encodeJpeg(image, fitWithin(image, THUMBNAIL_EDGE_PX), THUMBNAIL_QUALITY).catch(
      () => null,
    );
    if (shrunk && shrunk.size < file.size) return { photo: shrunk, shrunk: true, dimensions, thumbnail };
    return { ...original(file), thumbnail };
  } finally {
    image.close();
  }
}
