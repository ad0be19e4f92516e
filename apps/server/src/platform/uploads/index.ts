export {
  emptyFile,
  fileTooLarge,
  noFile,
  notMultipart,
  ONLY_PDF_JPEG_PNG,
  tooManyFiles,
  unsupportedFileType,
} from './errors.js';
export { documentDownloadHeaders, sendDocument, INLINE_DOCUMENT_CSP } from './download-headers.js';
export { contentDisposition, safeFileName } from './file-name.js';
export {
  MAX_FILES_PER_REQUEST,
  receiveMultipart,
  registerMultipart,
  type ReceivedFile,
  type ReceivedForm,
  type UploadLimits,
} from './multipart.js';
export {
  EXTENSION_BY_CONTENT_TYPE,
  sniffContentType,
  UPLOAD_CONTENT_TYPES,
  type UploadContentType,
} from './sniff.js';
