import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-name.js';

/** What a document preview may do when framed by the app itself: show itself, nothing else. */
export const INLINE_DOCUMENT_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The headers of a document download: its type and size, attachment or inline (preview) with a safe file name,
 * never cached, never sniffed. An inline preview may be framed by the app's own pages (same origin only).
 */
export function documentDownloadHeaders(document: {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  disposition: 'attachment' | 'inline';
}): Record<string, string> {
  return {
    'content-type': document.contentType,
    'content-length': String(document.sizeBytes),
    'content-disposition': contentDisposition(document.fileName, document.disposition),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    ...(document.disposition === 'inline'
      ? { 'content-security-policy': INLINE_DOCUMENT_CSP, 'x-frame-options': 'SAMEORIGIN' }
      : {}),
  };
}

/**
 * Sends a stored document's bytes as a download (or inline preview) with documentDownloadHeaders. The bytes
 * go as they are (Fastify does not serialize Buffers); only error replies of a download route have a schema.
 */
export function sendDocument(
  reply: FastifyReply,
  document: { fileName: string; contentType: string },
  bytes: Buffer,
  disposition: 'attachment' | 'inline',
): FastifyReply {
  return reply
    .headers(
      documentDownloadHeaders({
        fileName: document.fileName,
        contentType: document.contentType,
        sizeBytes: bytes.length,
        disposition,
      }),
    )
    .send(bytes);
}
