/**
 * What a photo is, by its first bytes rather than its name or declared type (some phones declare none for
 * HEIC). The server decides by content too; this check only spares a customer an upload that would fail.
 */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';

/** HEIF brands of still photos: HEVC-coded ones are HEIC, the rest plain HEIF. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

export function photoTypeOfBytes(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  return null;
}

/** A Blob's bytes (FileReader where Blob#arrayBuffer is missing: older WebViews). */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function')
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

const firstBytes = (blob: Blob, count: number) => readBytes(blob.slice(0, count));

/** The photo's type by content, or null when it is not a JPEG, PNG, WebP or HEIC/HEIF photo. */
export async function sniffPhotoType(blob: Blob): Promise<PhotoType | null> {
  try {
    return photoTypeOfBytes(await firstBytes(blob, 16));
  } catch {
    return null;
  }
}

/** Types a phone's browser can show in an <img> (HEIC only on a few): the rest use the server's preview. */
export const DISPLAYABLE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
