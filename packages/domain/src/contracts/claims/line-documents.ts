/**
 * Claim documents as every line lists them, and the document routes every path family has: the download
 * (or inline preview) of one document, and the submission of a claim together with its documents.
 */
import { z } from 'zod';
import type { RouteAudience } from '../paths/route.js';

/** A claim document as listed: type = the document kind, url = the family's download route. */
export const claimDocumentViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** '512 KB' (formatFileSize) */
  size: z.string(),
  createdAt: z.string(),
  /** a document sent in answer to a hold: what that hold asked for (holdDocumentLabel names it by this) */
  askedFor: z.string().nullable().optional(),
});
export type ClaimDocumentView = z.infer<typeof claimDocumentViewSchema>;

/** A route the shared claims and documents modules register for a family (no contracts: files stream). */
export interface FileRoute<M extends 'GET' | 'POST' = 'GET' | 'POST'> {
  line: string;
  method: M;
  path: string;
  audience: Exclude<RouteAudience, 'public'>;
}

/** GET <prefix>/documents/:documentId/download of a family. */
export const documentDownloadRoute = (
  line: string,
  prefix: string,
  audience: FileRoute['audience'],
): FileRoute<'GET'> => ({ line, method: 'GET', path: `${prefix}/documents/:documentId/download`, audience });

/** The URL to download (or preview inline) a document through a family's download route. */
export function documentDownloadUrl(
  route: Pick<FileRoute, 'path'>,
  documentId: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const path = route.path.replace(':documentId', encodeURIComponent(documentId));
  return disposition === 'inline' ? `${path}?disposition=inline` : path;
}

/**
 * Submitting a claim and its documents in one multipart call: the field `claim` holds the claim's JSON and
 * each file part is named by its document kind.
 */
export const claimWithDocumentsRoute = (
  line: string,
  path: string,
  audience: FileRoute['audience'],
): FileRoute<'POST'> => ({ line, method: 'POST', path, audience });
