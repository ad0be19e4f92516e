import type { BarcodeImage } from './decode-barcode';

/**
 * A phone's photo can be 12 megapixels or more; the reader gains nothing from more than this many pixels
 * on the long side (a disc's PDF417 stays many pixels per module) and would take seconds over it.
 */
const MAX_PHOTO_SIDE = 2400;

function context2d(canvas: HTMLCanvasElement | OffscreenCanvas, width: number, height: number) {
  canvas.width = width;
  canvas.height = height;
  // Frames are read back on every tick: keep the canvas in memory the CPU reads quickly.
  return canvas.getContext('2d', { willReadFrequently: true }) as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
}

/** The video's current frame as pixels, or null while the camera has not delivered one yet. */
export function captureVideoFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || width === 0 || height === 0) return null;
  const context = context2d(canvas, width, height);
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * A photo for the reader: decoded by the browser (so every format it shows, HEIC on iPhones included)
 * and scaled down to MAX_PHOTO_SIDE. Where the browser cannot decode it here, the file itself goes to
 * the reader, which reads JPEG and PNG.
 */
export async function photoImage(file: Blob): Promise<BarcodeImage> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(width, height)
        : document.createElement('canvas');
    const context = context2d(canvas, width, height);
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  } finally {
    bitmap.close();
  }
}
