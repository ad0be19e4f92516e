import { formatFileSize } from '@cover/domain';
import { AppError } from '../errors.js';

/**
 * Why an upload was refused; the web shows 'Uploading Documents failed' with this message as the reason.
 * The content decides, not the name: a damaged 'certificate.pdf' is refused too, so the words say so
 * rather than 'Only PDF…' to a customer who chose a .pdf (QA walk 19).
 */
export const ONLY_PDF_JPEG_PNG =
  'This file could not be read as a PDF, JPEG or PNG: it may be damaged or of another kind. Please choose another file.';

export const fileTooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'FILE_TOO_LARGE',
    `The file is too large. The maximum size is ${formatFileSize(maxBytes)}.`,
    { file: `At most ${formatFileSize(maxBytes)}` },
  );

export const unsupportedFileType = () =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', ONLY_PDF_JPEG_PNG, { file: ONLY_PDF_JPEG_PNG });

export const emptyFile = () =>
  new AppError(400, 'EMPTY_FILE', 'The file is empty. Please choose another file.', {
    file: 'The file is empty',
  });

export const tooManyFiles = (maxFiles: number) =>
  new AppError(413, 'TOO_MANY_FILES', `You can upload at most ${maxFiles} files at a time.`);

export const tooManyFields = () =>
  new AppError(413, 'TOO_MANY_FIELDS', 'The upload has too many form fields.');

export const malformedMultipart = () =>
  new AppError(400, 'MALFORMED_MULTIPART', 'The upload could not be read. Please choose the files again.');

export const notMultipart = () =>
  new AppError(415, 'NOT_MULTIPART', 'Please send the documents as multipart/form-data.');

export const noFile = () =>
  new AppError(400, 'NO_FILE', 'Please choose a file to upload.', { file: 'Please choose a file to upload' });
