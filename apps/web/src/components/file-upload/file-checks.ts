import { formatFileSize, MAX_DOCUMENT_BYTES } from '@cover/domain';

/** The document types the server accepts (it sniffs the bytes; this is the friendly first check). */
export const DOCUMENT_TYPES = [
  { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
] as const;

/**
 * Photos the server does not take but the browser may turn into a JPEG before the upload: WebP (every
 * current browser decodes it), and HEIC/HEIF where the browser can (Safari; not Chromium). HEIC is not
 * offered in the file chooser: an iPhone then hands the page a JPEG of its own.
 */
const CONVERTIBLE_PHOTO_TYPES = [
  { mime: 'image/webp', extensions: ['.webp'], offered: true },
  { mime: 'image/heic', extensions: ['.heic'], offered: false },
  { mime: 'image/heif', extensions: ['.heif'], offered: false },
] as const;

const acceptList = (types: readonly { mime: string; extensions: readonly string[] }[]) =>
  types.flatMap((type) => [type.mime, ...type.extensions]);

/** The file chooser's `accept`: PDF, JPEG and PNG, and WebP where the browser can convert photos. */
export function documentAccept(shrinksPhotos = false): string {
  const offered = CONVERTIBLE_PHOTO_TYPES.filter((type) => shrinksPhotos && type.offered);
  return [...acceptList(DOCUMENT_TYPES), ...acceptList(offered)].join(',');
}

/**
 * Whether this browser can decode a photo and encode it again as a smaller JPEG (createImageBitmap: every
 * current browser; not Safari before 15). Where it cannot, photos go as they are, within the size limit,
 * and the shrinking code is never downloaded.
 */
export function canShrinkPhotos(): boolean {
  return typeof createImageBitmap === 'function';
}

export interface FileRules {
  maxBytes?: number;
  /** whether photos are shrunk (and WebP converted) before upload: see canShrinkPhotos */
  shrinksPhotos?: boolean;
}

/** 'PDF, JPEG, PNG or WebP' where photos are converted, else 'PDF, JPEG or PNG'. */
export function acceptedTypesText(shrinksPhotos = false): string {
  return shrinksPhotos ? 'PDF, JPEG, PNG or WebP' : 'PDF, JPEG or PNG';
}

/**
 * 'PDF, JPEG or PNG, up to 4 MB', or where photos are shrunk before upload
 * 'PDF, JPEG, PNG or WebP, up to 4 MB (a larger photo is made smaller for you)'.
 */
export function fileRulesText({
  maxBytes = MAX_DOCUMENT_BYTES,
  shrinksPhotos = false,
}: FileRules = {}): string {
  const rules = `${acceptedTypesText(shrinksPhotos)}, up to ${formatFileSize(maxBytes)}`;
  return shrinksPhotos ? `${rules} (a larger photo is made smaller for you)` : rules;
}

export function tooLargeMessage(name: string, size: number, maxBytes: number): string {
  return `${name} is too large (${formatFileSize(size)}). The maximum size is ${formatFileSize(maxBytes)}.`;
}

/** A photo the browser cannot decode (HEIC on Chromium, a damaged file), so cannot convert or shrink. */
export function unreadablePhotoMessage(name: string): string {
  return `${name} could not be read as a photo on this device. Please choose a ${acceptedTypesText(true)} file.`;
}

/**
 * A photo whose preparation failed or took too long (prepare-in-time.ts) and that the server would not take
 * as it is: over the limit, or in a format it takes only once converted (WebP, HEIC). Says what to choose.
 */
export function notPreparedMessage(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes: number): string {
  const limit = formatFileSize(maxBytes);
  if (documentKind(file) !== 'photo')
    return `We could not turn ${file.name} into a JPEG. Please choose a JPEG or PNG photo (up to ${limit}) or a PDF.`;
  const size = formatFileSize(file.size);
  return `We could not make ${file.name} (${size}) smaller: the maximum size is ${limit}. Please choose a smaller photo or a PDF.`;
}

type Named = Pick<File, 'name' | 'type'>;

const matches = (file: Named, type: { mime: string; extensions: readonly string[] }) =>
  type.mime === file.type || type.extensions.some((extension) => file.name.toLowerCase().endsWith(extension));

/**
 * What the chosen file is: a PDF; a photo the server takes as it is (JPEG, PNG); a photo it takes only once
 * converted to JPEG (WebP, HEIC); or none of these.
 */
export function documentKind(file: Named): 'pdf' | 'photo' | 'convertible-photo' | null {
  const [pdf, ...photos] = DOCUMENT_TYPES;
  if (matches(file, pdf)) return 'pdf';
  if (photos.some((type) => matches(file, type))) return 'photo';
  if (CONVERTIBLE_PHOTO_TYPES.some((type) => matches(file, type))) return 'convertible-photo';
  return null;
}

/**
 * Whether the chosen file goes through the photo preparation (prepare-document.ts, loaded on demand)
 * before upload: every photo, where the browser can shrink photos.
 */
export function needsPreparing(file: Named, { shrinksPhotos = false }: FileRules = {}): boolean {
  const kind = documentKind(file);
  return shrinksPhotos && (kind === 'photo' || kind === 'convertible-photo');
}

/**
 * Why a chosen file cannot be uploaded, as far as its name, type and size tell, or null: empty, not a
 * PDF, JPEG or PNG (nor WebP where photos are converted), or too large (the limit shown in bytes, KB or
 * MB). Where photos are shrunk, a photo's size is decided once it has been shrunk (prepare-document.ts);
 * a PDF over the limit is refused here.
 */
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { maxBytes = MAX_DOCUMENT_BYTES, shrinksPhotos = false }: FileRules = {},
): string | null {
  if (file.size === 0) return `${file.name} is empty. Please choose another file.`;
  const kind = documentKind(file);
  if (kind === null || (kind === 'convertible-photo' && !shrinksPhotos))
    return `${file.name} is not a ${acceptedTypesText(shrinksPhotos)} file.`;
  if (file.size > maxBytes && (kind === 'pdf' || !shrinksPhotos))
    return tooLargeMessage(file.name, file.size, maxBytes);
  return null;
}
