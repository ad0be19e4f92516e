import { EXTENSION_BY_CONTENT_TYPE, type UploadContentType } from './sniff.js';

const MAX_FILE_NAME_LENGTH = 120;

/**
 * A user's file name made safe to keep as metadata and to show: no folders, control characters, quotes or
 * reserved characters, at most 120 characters, with the extension of its real (sniffed) type. It is never
 * used in a storage path.
 */
export function safeFileName(
  original: string | undefined,
  contentType: UploadContentType,
  fallback = 'document',
): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>:|?*;]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const extension = EXTENSION_BY_CONTENT_TYPE[contentType];
  const stem = cleaned.replace(/\.[^.]*$/, '').trim() || fallback;
  return `${stem.slice(0, MAX_FILE_NAME_LENGTH - extension.length)}${extension}`;
}

/** A Content-Disposition header value with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
