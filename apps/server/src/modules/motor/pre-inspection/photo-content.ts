/**
 * Inspection photos are recognised by their content, never by name or declared type (decision 0019):
 * JPEG, PNG, WebP and HEIC/HEIF. Each is decoded, which proves it is a picture, and gives a preview JPEG
 * (at most 480 px on the long edge, no metadata) and the full-size copy kept for the assessor: the bytes
 * as uploaded, except HEIC (which only Safari shows), kept as a full-size JPEG. sharp's prebuilt libvips
 * has no HEVC decoder, so HEIC is decoded with heic-decode (libheif in WebAssembly) first.
 */
import { createRequire } from 'node:module';
import { INSPECTION_PREVIEW_MAX_EDGE } from '@cover/domain/motor';
import sharp, { type Sharp } from 'sharp';
import { sniffContentType } from '../../../platform/uploads/index.js';
import { notAPhoto } from './errors.js';

/** The parts of heic-decode (CommonJS, untyped) used here. */
interface HeicImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel */
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
interface HeicDecoder {
  /** Every image of the file, each decoded on demand; `dispose` frees them. */
  all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
}
const decodeHeic = createRequire(import.meta.url)('heic-decode') as HeicDecoder;

export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** No photo is decoded above this many pixels (a 15 MB file could otherwise expand without bound). */
export const MAX_PHOTO_PIXELS = 50_000_000;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AV1_BRANDS = new Set(['avif', 'avis']);

/** The ISO-BMFF brands of an `ftyp` box: the major brand and the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 4096);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** The photo format of these bytes, or null when they are not a photo this service takes. */
export function sniffPhoto(bytes: Uint8Array): PhotoContentType | null {
  const basic = sniffContentType(bytes);
  if (basic === 'image/jpeg' || basic === 'image/png') return basic;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  const brands = ftypBrands(bytes);
  if (!brands) return null;
  if (brands.some((brand) => HEVC_BRANDS.has(brand))) return 'image/heic';
  // A HEIF container holding AV1 (AVIF) is not a phone camera's photo; HEVC inside plain `mif1` is.
  if (brands.some((brand) => AV1_BRANDS.has(brand))) return null;
  return brands.some((brand) => HEIF_BRANDS.has(brand)) ? 'image/heif' : null;
}

export interface ProcessedPhoto {
  /** the type the phone's file had */
  originalContentType: PhotoContentType;
  /** the full-size copy to keep, and its type */
  full: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  preview: Buffer;
  /** as displayed (after the camera's orientation is applied) */
  width: number;
  height: number;
}

const previewOf = (image: Sharp) =>
  image
    .rotate()
    .resize({
      width: INSPECTION_PREVIEW_MAX_EDGE,
      height: INSPECTION_PREVIEW_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();

async function processHeic(bytes: Buffer, originalContentType: PhotoContentType): Promise<ProcessedPhoto> {
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const [primary] = images;
    if (!primary || primary.width * primary.height > MAX_PHOTO_PIXELS) throw notAPhoto();
    const { width, height, data } = await primary.decode();
    const raw = () =>
      sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
      });
    const [full, preview] = await Promise.all([
      raw().flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true }).toBuffer(),
      previewOf(raw().flatten({ background: '#ffffff' })),
    ]);
    return { originalContentType, full, contentType: 'image/jpeg', preview, width, height };
  } finally {
    images.dispose();
  }
}

async function processRaster(
  bytes: Buffer,
  contentType: 'image/jpeg' | 'image/png' | 'image/webp',
): Promise<ProcessedPhoto> {
  const open = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
  const metadata = await open().metadata();
  if (!metadata.width || !metadata.height || metadata.format === undefined) throw notAPhoto();
  const turned = (metadata.orientation ?? 1) >= 5;
  const preview = await previewOf(open());
  return {
    originalContentType: contentType,
    full: bytes,
    contentType,
    preview,
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
  };
}

/**
 * Checks that the bytes are a photo (by content, then by decoding them) and makes its preview and
 * full-size copy; throws 415 NOT_A_PHOTO otherwise.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const format = sniffPhoto(bytes);
  if (!format) throw notAPhoto();
  try {
    return format === 'image/heic' || format === 'image/heif'
      ? await processHeic(bytes, format)
      : await processRaster(bytes, format);
  } catch {
    // A file that starts like a photo but does not decode (cut short, corrupt, too large) is no photo either.
    throw notAPhoto();
  }
}
