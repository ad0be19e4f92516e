import type { z } from 'zod';
import {
  INSPECTION_PAGE_PATHS,
  INSPECTION_TOKEN_HEADER,
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  inspectionOffsetConflictSchema,
  inspectionPageSchema,
  inspectionSubmitReplySchema,
  inspectionUploadChunkReplySchema,
  inspectionUploadStatusSchema,
  startInspectionUploadReplySchema,
  type InspectionPage,
  type InspectionPhotoKind,
  type InspectionUploadChunkReply,
  type StartInspectionUploadInput,
} from '@cover/domain/motor';
import { readApiError } from '../../../lib/api-error';
import { abortReason, throwIfAborted } from '../lib/abort';

/**
 * The mobile inspection page's calls (issue 11). The page is public and outside the signed-in RTK Query
 * API: every call is a plain `fetch` carrying the SMS link's token in `x-inspection-token`, and every reply
 * is parsed with its domain schema.
 */

/** Requests time out at 30 s (DESIGN §6); one chunk may take longer on a slow prepaid connection. */
const REQUEST_TIMEOUT_MS = 30_000;
const CHUNK_TIMEOUT_MS = 90_000;

/**
 * A failed call. `status` 0 means the server was not reached (offline, dropped, timed out) or its reply
 * could not be read (e.g. a mobile network's "out of data" page). `message` is fit to show to the customer.
 */
export class InspectionApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** the server's offset of a 409 on a chunk: resume from here */
    readonly serverOffset: number | null = null,
  ) {
    super(message);
    this.name = 'InspectionApiError';
  }

  /** Worth trying again later: not reached, the server's own trouble, a time-out or too many requests. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 408 || this.status === 429;
  }

  /** The link's token is unknown, expired or no longer valid. */
  get linkInvalid(): boolean {
    return this.status === 401 || this.status === 403 || this.status === 404;
  }
}

export function isInspectionApiError(error: unknown): error is InspectionApiError {
  return error instanceof InspectionApiError;
}

const unreachable = () => {
  const { code, message } = readApiError({ status: 'FETCH_ERROR' });
  return new InspectionApiError(message, 0, code);
};

const timedOut = () => {
  const { code, message } = readApiError({ status: 'TIMEOUT_ERROR' });
  return new InspectionApiError(message, 0, code);
};

const unreadable = () => new InspectionApiError(readApiError(null).message, 0, 'UNREADABLE_REPLY');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function offsetHeader(response: Response): number | null {
  const value = response.headers.get(UPLOAD_OFFSET_HEADER);
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** A non-2xx reply as an error carrying the server's own message (the error envelope). */
function replyError(response: Response, body: unknown): InspectionApiError {
  const { code, message } = readApiError({ status: response.status, data: body });
  let serverOffset: number | null = null;
  if (response.status === 409) {
    const conflict = inspectionOffsetConflictSchema.safeParse(body);
    serverOffset = conflict.success ? conflict.data.offset : offsetHeader(response);
  }
  return new InspectionApiError(message, response.status, code, serverOffset);
}

interface CallOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PATCH';
  /** how to read the body: JSON (or text), a Blob, or not at all */
  read?: 'json' | 'blob' | 'none';
  headers?: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One request with its time-out, aborted with `signal`. Resolves with the response and its body, read
 * within the time-out; rejects with an InspectionApiError (or the abort reason when `signal` aborts).
 */
async function send(
  url: string,
  token: string,
  { method = 'GET', read = 'json', headers = {}, body, signal, timeoutMs = REQUEST_TIMEOUT_MS }: CallOptions,
): Promise<{ response: Response; body: unknown }> {
  throwIfAborted(signal);
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal ? abortReason(signal) : undefined);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {
      method,
      headers: { [INSPECTION_TOKEN_HEADER]: token, ...headers },
      body,
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (read === 'none') return { response, body: undefined };
    if (read === 'blob' && response.ok) return { response, body: await response.blob() };
    return { response, body: await readBody(response) };
  } catch (error) {
    throwIfAborted(signal);
    throw expired ? timedOut() : error instanceof InspectionApiError ? error : unreachable();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The 2xx reply parsed with `schema`; any other reply as an InspectionApiError. */
async function sendFor<S extends z.ZodType>(
  schema: S,
  url: string,
  token: string,
  options: CallOptions,
): Promise<z.output<S>> {
  const { response, body } = await send(url, token, options);
  if (!response.ok) throw replyError(response, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unreadable();
  return parsed.data;
}

function isSameOriginPath(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  try {
    return new URL(url, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

const withParam = (path: string, name: string, value: string) =>
  path.replace(`:${name}`, encodeURIComponent(value));

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

export interface InspectionApi {
  getPage(signal?: AbortSignal): Promise<InspectionPage>;
  startUpload(
    kind: InspectionPhotoKind,
    input: StartInspectionUploadInput,
    signal?: AbortSignal,
  ): Promise<{ uploadId: string; offset: number; size: number }>;
  /** How many bytes of the upload the server holds. */
  getUploadOffset(uploadId: string, signal?: AbortSignal): Promise<number>;
  sendChunk(
    uploadId: string,
    offset: number,
    chunk: Blob,
    signal?: AbortSignal,
  ): Promise<InspectionUploadChunkReply>;
  /** A photo's preview JPEG (its `previewUrl` needs the token header, so it is fetched as a Blob). */
  getPreview(previewUrl: string, signal?: AbortSignal): Promise<Blob>;
  submit(signal?: AbortSignal): Promise<z.output<typeof inspectionSubmitReplySchema>>;
}

/** The page's calls, each carrying `token`. */
export function createInspectionApi(token: string): InspectionApi {
  return {
    getPage: (signal) => sendFor(inspectionPageSchema, INSPECTION_PAGE_PATHS.page, token, { signal }),

    startUpload: (kind, input, signal) =>
      sendFor(
        startInspectionUploadReplySchema,
        withParam(INSPECTION_PAGE_PATHS.startUpload, 'kind', kind),
        token,
        { method: 'POST', ...json(input), signal },
      ),

    async getUploadOffset(uploadId, signal) {
      const url = withParam(INSPECTION_PAGE_PATHS.upload, 'uploadId', uploadId);
      const { response } = await send(url, token, { method: 'HEAD', read: 'none', signal });
      if (!response.ok) throw replyError(response, undefined);
      const offset = offsetHeader(response);
      if (offset !== null) return offset;
      // A proxy may drop the header of a HEAD: the same status as JSON.
      return (await sendFor(inspectionUploadStatusSchema, url, token, { signal })).offset;
    },

    sendChunk: (uploadId, offset, chunk, signal) =>
      sendFor(
        inspectionUploadChunkReplySchema,
        withParam(INSPECTION_PAGE_PATHS.upload, 'uploadId', uploadId),
        token,
        {
          method: 'PATCH',
          headers: { 'content-type': UPLOAD_CHUNK_CONTENT_TYPE, [UPLOAD_OFFSET_HEADER]: String(offset) },
          body: chunk,
          signal,
          timeoutMs: CHUNK_TIMEOUT_MS,
        },
      ),

    async getPreview(previewUrl, signal) {
      // The token goes to this server only: a preview address elsewhere is not fetched with it.
      if (!isSameOriginPath(previewUrl)) throw unreadable();
      const { response, body } = await send(previewUrl, token, { read: 'blob', signal });
      if (!response.ok) throw replyError(response, body);
      // `send` reads a 2xx reply of `read: 'blob'` with Response#blob.
      return body as Blob;
    },

    submit: (signal) =>
      sendFor(inspectionSubmitReplySchema, INSPECTION_PAGE_PATHS.submit, token, {
        method: 'POST',
        signal,
      }),
  };
}
