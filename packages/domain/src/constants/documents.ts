import { plainSpaces } from '../format/money.js';
import { LOCALE } from './locale.js';

/** Uploaded documents of every line: the size limit and how sizes are shown. */
/**
 * The spec has a maximum claim document size but does not show it; attachments to the insurance core
 * are at most 4 MB (REFERENCE "Attachments"), so that is the limit.
 */
export const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;

/** The most files one upload takes: every funeral claim document kind in one request, and no more. */
export const MAX_FILES_PER_UPLOAD = 6;

/** The size units documents are shown in (spec 001 §5, 002 §5: Bytes, KB, MB), written as people read them. */
export const FILE_SIZE_UNITS = ['bytes', 'KB', 'MB'] as const;

/**
 * '589 bytes', '1 byte', '1,5 KB', '4 MB', '5 120 MB': en-ZA as money is (a decimal comma, digits grouped by a
 * plain space), at most one decimal, in units of 1024.
 */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = plainSpaces(value.toLocaleString(LOCALE, { maximumFractionDigits: 1 }));
  return `${number} ${unit === 0 && value === 1 ? 'byte' : FILE_SIZE_UNITS[unit]}`;
}
