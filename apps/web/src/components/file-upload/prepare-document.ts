import { MAX_DOCUMENT_BYTES } from '@cover/domain';
import {
  browserCodec,
  fitWithinPixels,
  withDecodedImage,
  type DecodedImage,
  type ImageCodec,
} from '../../lib/images/shrink-image';
import { documentKind, tooLargeMessage, unreadablePhotoMessage } from './file-checks';

/**
 * A photo of a document made ready to upload, in the browser: phone cameras make 4–8 MB JPEGs of 12–48
 * megapixels, over the server's 4 MB limit, and a customer pays for the data. Loaded on demand by the
 * upload field (never on a page's first paint); the shrinking itself is the shared lib/images/shrink-image.
 *
 * A photo larger than DOCUMENT_PHOTO_MAX_PIXELS, over the limit, or in a format the server does not take
 * (WebP, HEIC where the browser decodes it) is drawn at most DOCUMENT_PHOTO_MAX_PIXELS and encoded as a
 * JPEG; any other photo goes as it is. A document must stay readable, so the size is by pixel count, not by
 * the long edge (a long till slip keeps its width), and the steps below never go under 1600×1200 at
 * quality 0.7: a photo that would need less is refused as too large rather than sent unreadable.
 */

/**
 * 3 megapixels: 2000×1500 for a phone's 4:3 photo. An A4 page that fills the frame is then about 170
 * pixels to the inch, so 8-point print (a policy number, an ID number, the small print of a till slip)
 * keeps letters about 10 pixels high: readable on screen and in print.
 */
export const DOCUMENT_PHOTO_MAX_PIXELS = 2000 * 1500;

/**
 * Tried in turn until the JPEG fits the limit. Quality 0.85 first, above the inspection's 0.8: a document
 * is mostly text, whose sharp edges on a plain page are where JPEG shows its faults (ringing, smeared
 * strokes) first; at 0.85 they stay invisible and a 3 MP document photo is typically 0.5–1.5 MB, far
 * under the limit. The later steps only serve a photo full of fine detail.
 */
export const DOCUMENT_PHOTO_STEPS: readonly { maxPixels: number; quality: number }[] = [
  { maxPixels: DOCUMENT_PHOTO_MAX_PIXELS, quality: 0.85 },
  { maxPixels: DOCUMENT_PHOTO_MAX_PIXELS, quality: 0.7 },
  { maxPixels: 1600 * 1200, quality: 0.7 },
];

export type PreparedDocument = { ok: true; file: File } | { ok: false; message: string };

/** 'IMG_0001.heic' → 'IMG_0001.jpg'; a JPEG's own name is kept. */
export function jpegName(name: string): string {
  if (/\.jpe?g$/i.test(name)) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

const asJpegFile = (jpeg: Blob, original: File) =>
  new File([jpeg], jpegName(original.name), { type: 'image/jpeg', lastModified: original.lastModified });

type Outcome = PreparedDocument | 'cannot-encode';

async function shrink(
  file: File,
  image: DecodedImage,
  codec: ImageCodec,
  maxBytes: number,
  sendableAsItIs: boolean,
): Promise<Outcome> {
  const tooManyPixels = image.width * image.height > DOCUMENT_PHOTO_MAX_PIXELS;
  if (sendableAsItIs && !tooManyPixels) return { ok: true, file };
  for (const step of DOCUMENT_PHOTO_STEPS) {
    const jpeg = await codec.encodeJpeg(image, fitWithinPixels(image, step.maxPixels), step.quality);
    if (!jpeg) return 'cannot-encode';
    // A well compressed original (a PNG scan, a small JPEG) can beat its copy: then the original goes.
    if (sendableAsItIs && jpeg.size >= file.size) return { ok: true, file };
    if (jpeg.size <= maxBytes) return { ok: true, file: asJpegFile(jpeg, file) };
  }
  return { ok: false, message: tooLargeMessage(file.name, file.size, maxBytes) };
}

/**
 * `file` (a photo by its type or name: JPEG, PNG, WebP, HEIC) as it should be uploaded: itself, or a JPEG
 * of it made smaller; or why it cannot be uploaded. A photo the browser cannot decode goes as it is when
 * the server would take it as it is (a JPEG or PNG within the limit: the server checks its content); else
 * it is refused, naming the formats we take.
 */
export async function prepareDocumentPhoto(
  file: File,
  { maxBytes = MAX_DOCUMENT_BYTES }: { maxBytes?: number } = {},
  codec: ImageCodec = browserCodec,
): Promise<PreparedDocument> {
  if (file.size === 0) return { ok: false, message: `${file.name} is empty. Please choose another file.` };
  const serverType = documentKind(file) === 'photo';
  const sendableAsItIs = serverType && file.size <= maxBytes;
  const outcome = await withDecodedImage(file, codec, (image) =>
    shrink(file, image, codec, maxBytes, sendableAsItIs),
  );
  if (outcome !== null && outcome !== 'cannot-encode') return outcome;
  if (sendableAsItIs) return { ok: true, file };
  if (serverType) return { ok: false, message: tooLargeMessage(file.name, file.size, maxBytes) };
  return { ok: false, message: unreadablePhotoMessage(file.name) };
}
