import { vi } from 'vitest';
import {
  INSPECTION_CHUNK_BYTES,
  INSPECTION_MAX_PHOTO_BYTES,
  INSPECTION_PHOTO_GUIDES,
  INSPECTION_PHOTO_KINDS,
  INSPECTION_TOKEN_HEADER,
  PRE_INSPECTION_MESSAGES,
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  type InspectionPage,
  type InspectionPagePhoto,
  type InspectionPhotoKind,
} from '@cover/domain/motor';
import { readBytes } from '../lib/photo-type';

/**
 * A fake of the inspection page's server (the protocol of issue 11) behind a `fetch` mock, for the upload
 * engine's and the page's tests. Faults can be injected per PATCH and HEAD: a connection dropped before or
 * after the server stored a chunk, a duplicated request (409), or any reply.
 */

export const TEST_TOKEN = 'tok-3f9a1c7e5b';

export const previewPath = (kind: InspectionPhotoKind) => `/api/inspection/photos/${kind}/preview`;

export function pagePhoto(kind: InspectionPhotoKind, uploaded = false): InspectionPagePhoto {
  return {
    kind,
    ...INSPECTION_PHOTO_GUIDES[kind],
    status: uploaded ? 'uploaded' : 'missing',
    previewUrl: uploaded ? previewPath(kind) : null,
  };
}

export function inspectionPage(
  overrides: Partial<InspectionPage> = {},
  uploaded: readonly InspectionPhotoKind[] = [],
): InspectionPage {
  return {
    vehicle: { make: 'Toyota', model: 'Corolla Cross 1.8', registrationNo: 'CA 123-456' },
    assessmentType: 'PRE_INSPECTION',
    claimNumber: null,
    assessmentStatus: 'AWAITING_PHOTOS',
    rejectionReason: null,
    photos: INSPECTION_PHOTO_KINDS.map((kind) => pagePhoto(kind, uploaded.includes(kind))),
    maxPhotoBytes: INSPECTION_MAX_PHOTO_BYTES,
    chunkBytes: INSPECTION_CHUNK_BYTES,
    linkExpiresAt: '2026-11-24T12:30:00.000Z',
    ...overrides,
  };
}

export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const errorReply = (status: number, code: string, message: string) =>
  jsonReply(status, { error: { code, message } });

/** The first bytes of a JPEG: enough for a preview the page shows. */
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);

export type PatchFault = 'drop-before' | 'drop-after' | 'duplicate' | Response;

export interface FakeServerOptions {
  token?: string;
  page?: InspectionPage;
  /** the fate of PATCH number `n` (from 1); undefined: answered normally */
  patchFault?: (n: number) => PatchFault | undefined;
  /** the fate of HEAD number `n` (from 1) */
  headFault?: (n: number) => 'drop' | Response | undefined;
  /** the reply to POST /api/inspection/submit; by default 200 when every photo is there, else 422 */
  submitReply?: () => Response;
}

interface FakeUpload {
  kind: InspectionPhotoKind;
  size: number;
  contentType: string;
  data: Uint8Array;
  offset: number;
}

export interface FakeCall {
  method: string;
  path: string;
  token: string | null;
}

const dropped = () => new TypeError('Failed to fetch');

async function bodyBytes(body: RequestInit['body']): Promise<Uint8Array> {
  if (body instanceof Blob) return readBytes(body);
  if (body instanceof Uint8Array) return body;
  return new Uint8Array(0);
}

export function createFakeInspectionServer(options: FakeServerOptions = {}) {
  const token = options.token ?? TEST_TOKEN;
  const page: InspectionPage = structuredClone(options.page ?? inspectionPage());
  const uploads = new Map<string, FakeUpload>();
  /** the stored photos, by kind */
  const stored = new Map<InspectionPhotoKind, { bytes: Uint8Array; contentType: string }>();
  /** every chunk written, in the order it was written */
  const writes: { uploadId: string; offset: number; length: number }[] = [];
  const calls: FakeCall[] = [];
  let patches = 0;
  let heads = 0;

  const status = (uploadId: string, upload: FakeUpload) => ({
    uploadId,
    kind: upload.kind,
    offset: upload.offset,
    size: upload.size,
    complete: upload.offset === upload.size,
  });

  const write = (uploadId: string, upload: FakeUpload, offset: number, chunk: Uint8Array) => {
    upload.data.set(chunk, offset);
    upload.offset = offset + chunk.length;
    writes.push({ uploadId, offset, length: chunk.length });
    if (upload.offset !== upload.size) return null;
    stored.set(upload.kind, { bytes: upload.data, contentType: upload.contentType });
    const photo = pagePhoto(upload.kind, true);
    page.photos = page.photos.map((shown) => (shown.kind === upload.kind ? photo : shown));
    return photo;
  };

  async function patch(uploadId: string, headers: Headers, body: RequestInit['body']): Promise<Response> {
    const upload = uploads.get(uploadId);
    if (!upload) return errorReply(404, 'NOT_FOUND', 'This upload is not known');
    if (headers.get('content-type') !== UPLOAD_CHUNK_CONTENT_TYPE)
      return errorReply(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the chunk as application/offset+octet-stream');
    const offset = Number(headers.get(UPLOAD_OFFSET_HEADER));
    const chunk = await bodyBytes(body);
    if (chunk.length > page.chunkBytes) return errorReply(413, 'CHUNK_TOO_LARGE', 'This chunk is too large');
    patches += 1;
    const fault = options.patchFault?.(patches);
    if (fault instanceof Response) return fault;
    if (fault === 'drop-before') throw dropped();
    if (offset !== upload.offset) {
      return jsonReply(
        409,
        {
          error: { code: 'UPLOAD_OFFSET_MISMATCH', message: 'The upload is at another offset' },
          uploadId,
          offset: upload.offset,
          size: upload.size,
        },
        { [UPLOAD_OFFSET_HEADER]: String(upload.offset) },
      );
    }
    const photo = write(uploadId, upload, offset, chunk);
    if (fault === 'drop-after') throw dropped();
    if (fault === 'duplicate') {
      // The network delivered the request twice; the client sees the answer to the second copy.
      return jsonReply(
        409,
        {
          error: { code: 'UPLOAD_OFFSET_MISMATCH', message: 'The upload is at another offset' },
          uploadId,
          offset: upload.offset,
          size: upload.size,
        },
        { [UPLOAD_OFFSET_HEADER]: String(upload.offset) },
      );
    }
    return jsonReply(200, { ...status(uploadId, upload), photo });
  }

  async function answer(method: string, path: string, headers: Headers, body: RequestInit['body']) {
    if (headers.get(INSPECTION_TOKEN_HEADER) !== token)
      return errorReply(404, 'NOT_FOUND', PRE_INSPECTION_MESSAGES.linkInvalid);
    if (method === 'GET' && path === '/api/inspection') return jsonReply(200, page);

    const start = /^\/api\/inspection\/photos\/([a-z_]+)\/uploads$/.exec(path);
    if (method === 'POST' && start) {
      const kind = start[1] as InspectionPhotoKind;
      if (!page.photos.some((photo) => photo.kind === kind)) return errorReply(404, 'NOT_FOUND', 'Not found');
      const input = JSON.parse(String(body)) as { size: number; contentType: string };
      if (input.size > page.maxPhotoBytes)
        return errorReply(413, 'PHOTO_TOO_LARGE', PRE_INSPECTION_MESSAGES.uploadSize);
      const uploadId = crypto.randomUUID();
      uploads.set(uploadId, {
        kind,
        size: input.size,
        contentType: input.contentType,
        data: new Uint8Array(input.size),
        offset: 0,
      });
      return jsonReply(201, { uploadId, offset: 0, size: input.size });
    }

    const uploadPath = /^\/api\/inspection\/uploads\/([\w-]+)$/.exec(path);
    if (uploadPath) {
      const uploadId = uploadPath[1]!;
      const upload = uploads.get(uploadId);
      if (method === 'HEAD') {
        heads += 1;
        const fault = options.headFault?.(heads);
        if (fault === 'drop') throw dropped();
        if (fault) return fault;
        if (!upload) return new Response(null, { status: 404 });
        return new Response(null, {
          status: 200,
          headers: { [UPLOAD_OFFSET_HEADER]: String(upload.offset) },
        });
      }
      if (method === 'GET')
        return upload ? jsonReply(200, status(uploadId, upload)) : errorReply(404, 'NOT_FOUND', 'Not found');
      if (method === 'PATCH') return patch(uploadId, headers, body);
    }

    const preview = /^\/api\/inspection\/photos\/([a-z_]+)\/preview$/.exec(path);
    if (method === 'GET' && preview)
      return new Response(JPEG_BYTES, { status: 200, headers: { 'content-type': 'image/jpeg' } });

    if (method === 'POST' && path === '/api/inspection/submit') {
      if (options.submitReply) return options.submitReply();
      const missing = page.photos.filter((photo) => photo.status !== 'uploaded');
      if (missing.length > 0) {
        return errorReply(
          422,
          'PHOTOS_MISSING',
          `Please take these photos first: ${missing.map((photo) => photo.label).join(', ')}.`,
        );
      }
      page.assessmentStatus = 'SUBMITTED';
      return jsonReply(200, {
        assessmentStatus: 'SUBMITTED',
        message: 'Your photos were sent for assessment.',
      });
    }
    return errorReply(404, 'NOT_FOUND', 'Not found');
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    init.signal?.throwIfAborted();
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    calls.push({ method, path: url.pathname, token: headers.get(INSPECTION_TOKEN_HEADER) });
    return answer(method, url.pathname, headers, init.body);
  });

  return {
    fetch: fetchMock,
    page,
    uploads,
    stored,
    writes,
    calls,
    callsTo: (method: string, pattern: RegExp) =>
      calls.filter((call) => call.method === method && pattern.test(call.path)),
    /** Replaces the global fetch with this server. */
    install() {
      vi.stubGlobal('fetch', fetchMock);
      return this;
    },
  };
}

export type FakeInspectionServer = ReturnType<typeof createFakeInspectionServer>;

/** Bytes 0..255 repeated: a "photo" whose every byte shows where it belongs. */
export function patternedBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 7 + (index >> 9)) & 0xff;
  return bytes;
}
