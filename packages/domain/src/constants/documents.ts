/** Uploaded documents of every line: the size limit and how sizes are shown. */
/**
 * The spec has a maximum claim document size but does not show it; attachments to the insurance core
 * are at most 4 MB (REFERENCE "Attachments"), so that is the limit.
 */
export const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;

/** The size units documents are shown in (spec 001 §5, 002 §5). */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB'] as const;

/** '512 Bytes', '1.5 KB', '4 MB': at most one decimal, in units of 1024. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${FILE_SIZE_UNITS[unit]}`;
}
