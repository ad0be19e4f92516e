import { formatFileSize, MAX_DOCUMENT_BYTES } from '@cover/domain';

/** The document types the server accepts (it sniffs the bytes; this is the friendly first check). */
export const DOCUMENT_TYPES = [
  { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
] as const;

export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.flatMap((type) => [type.mime, ...type.extensions]).join(',');

export interface FileRules {
  maxBytes?: number;
}

/** 'PDF, JPEG or PNG, up to 4 MB' */
export function fileRulesText({ maxBytes = MAX_DOCUMENT_BYTES }: FileRules = {}): string {
  return `PDF, JPEG or PNG, up to ${formatFileSize(maxBytes)}`;
}

function hasAcceptedType(file: Pick<File, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase();
  return DOCUMENT_TYPES.some(
    (type) => type.mime === file.type || type.extensions.some((extension) => name.endsWith(extension)),
  );
}

/**
 * Why a chosen file cannot be uploaded, or null when it can: empty, too large (the limit shown in
 * Bytes, KB or MB) or not a PDF, JPEG or PNG.
 */
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { maxBytes = MAX_DOCUMENT_BYTES }: FileRules = {},
): string | null {
  if (file.size === 0) return `${file.name} is empty. Please choose another file.`;
  if (!hasAcceptedType(file)) return `${file.name} is not a PDF, JPEG or PNG file.`;
  if (file.size > maxBytes)
    return `${file.name} is too large (${formatFileSize(file.size)}). The maximum size is ${formatFileSize(maxBytes)}.`;
  return null;
}
