import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD } from '@cover/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import {
  emptyFile,
  fileTooLarge,
  malformedMultipart,
  notMultipart,
  tooManyFields,
  tooManyFiles,
  unsupportedFileType,
} from './errors.js';
import { safeFileName } from './file-name.js';
import { sniffContentType, type UploadContentType } from './sniff.js';

/** Every funeral claim document kind in one request, and no more (the client's limit too). */
export const MAX_FILES_PER_REQUEST = MAX_FILES_PER_UPLOAD;
export const MAX_FIELDS_PER_REQUEST = 20;
/** Large enough for a claim's JSON in one field. */
export const MAX_FIELD_BYTES = 64 * 1024;

export interface UploadLimits {
  /** The largest file accepted, in bytes (config MAX_UPLOAD_BYTES). */
  maxFileBytes: number;
  maxFiles?: number;
}

/** A received, checked file held in memory; nothing has been stored yet. */
export interface ReceivedFile {
  /** The form field the file came in (e.g. 'file', or a document kind). */
  fieldName: string;
  /** The user's file name made safe, with the extension of its real type. */
  fileName: string;
  /** Sniffed from the bytes; the declared type and extension do not count. */
  contentType: UploadContentType;
  bytes: Buffer;
  sizeBytes: number;
}

export interface ReceivedForm {
  /** Text fields; a repeated name keeps its last value. */
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/**
 * Adds multipart parsing to an (encapsulated) plugin's routes. Limits are also passed on every read, so an
 * instance that already has the parser keeps working.
 */
export async function registerMultipart(app: FastifyInstance, limits: UploadLimits): Promise<void> {
  if (app.hasRequestDecorator('parts')) return;
  await app.register(multipart, { throwFileSizeLimit: true, limits: busboyLimits(limits) });
}

function busboyLimits(limits: UploadLimits) {
  const files = limits.maxFiles ?? MAX_FILES_PER_REQUEST;
  return {
    fileSize: limits.maxFileBytes,
    files,
    fields: MAX_FIELDS_PER_REQUEST,
    fieldSize: MAX_FIELD_BYTES,
    parts: files + MAX_FIELDS_PER_REQUEST,
    headerPairs: 100,
  };
}

const errorCode = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/** The parser's own limit errors, in our envelope and words. */
function uploadError(error: unknown, limits: UploadLimits): unknown {
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(limits.maxFileBytes);
    case 'FST_FILES_LIMIT':
      return tooManyFiles(limits.maxFiles ?? MAX_FILES_PER_REQUEST);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooManyFields();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      // Our own refusals pass; anything else the parser threw (no boundary, a malformed part) is the
      // request's fault, not ours.
      return error instanceof AppError ? error : malformedMultipart();
  }
}

function checkedFile(
  fieldName: string,
  fileName: string | undefined,
  bytes: Buffer,
  limits: UploadLimits,
): ReceivedFile {
  if (bytes.length > limits.maxFileBytes) throw fileTooLarge(limits.maxFileBytes);
  if (bytes.length === 0) throw emptyFile();
  const contentType = sniffContentType(bytes);
  if (!contentType) throw unsupportedFileType();
  return {
    fieldName,
    fileName: safeFileName(fileName, contentType),
    contentType,
    bytes,
    sizeBytes: bytes.length,
  };
}

/**
 * Reads a multipart request completely into memory and checks every file: at most `maxFileBytes` each
 * (413, naming the limit), PDF / JPEG / PNG by content (415), not empty. Throws on the first problem, before
 * anything is stored, so a refused upload leaves no trace.
 */
export async function receiveMultipart(request: FastifyRequest, limits: UploadLimits): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts({ limits: busboyLimits(limits) })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // Whatever the parser was told about throwing, a cut-off file is too large.
        if (part.file.truncated) throw fileTooLarge(limits.maxFileBytes);
        files.push(checkedFile(part.fieldname, part.filename, bytes, limits));
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError(413, 'FIELD_TOO_LARGE', 'A form field is too large.', {
            [part.fieldname]: 'Too long',
          });
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, limits);
  }
  return { fields, files };
}
