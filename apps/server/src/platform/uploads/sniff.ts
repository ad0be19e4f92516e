/** The kinds of file users may upload, recognised by their first bytes (never by name or declared type). */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

const SIGNATURES: readonly { contentType: UploadContentType; magic: readonly number[] }[] = [
  { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The file extension that goes with each accepted type (used for download names). */
export const EXTENSION_BY_CONTENT_TYPE: Readonly<Record<UploadContentType, string>> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/** PDF, JPEG or PNG by magic bytes; null for anything else (including an empty file). */
export function sniffContentType(bytes: Uint8Array): UploadContentType | null {
  for (const { contentType, magic } of SIGNATURES) {
    if (bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte))
      return contentType;
  }
  return null;
}
