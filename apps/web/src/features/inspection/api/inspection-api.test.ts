import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRE_INSPECTION_MESSAGES } from '@cover/domain/motor';
import { createInspectionApi, InspectionApiError } from './inspection-api';
import { errorReply, jsonReply, JPEG_BYTES, TEST_TOKEN } from '../testing/fake-inspection-server';
import { readBytes } from '../lib/photo-type';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const UPLOAD_ID = '0b7c8f4e-2d1a-4e6b-9f3c-5a7d9e1b3c5f';

function stubFetch(reply: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    reply(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const api = () => createInspectionApi(TEST_TOKEN);

describe('createInspectionApi', () => {
  it('sends the token header on every call and parses the page', async () => {
    const fetchMock = stubFetch(() => errorReply(404, 'NOT_FOUND', PRE_INSPECTION_MESSAGES.linkInvalid));
    const failure = await api()
      .getPage()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InspectionApiError);
    expect(failure).toMatchObject({ status: 404, linkInvalid: true, retryable: false });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/inspection');
    expect(new Headers(init?.headers).get('x-inspection-token')).toBe(TEST_TOKEN);
  });

  it('takes the server offset of a 409 from the header when the body lacks it', async () => {
    stubFetch(() => new Response('conflict', { status: 409, headers: { 'upload-offset': '524288' } }));
    await expect(api().sendChunk(UPLOAD_ID, 0, new Blob(['x']))).rejects.toMatchObject({
      status: 409,
      serverOffset: 524288,
    });
  });

  it('sends a chunk as application/offset+octet-stream with its offset', async () => {
    const fetchMock = stubFetch(() =>
      jsonReply(200, { uploadId: UPLOAD_ID, offset: 4, size: 4, complete: false, photo: null }),
    );
    await api().sendChunk(UPLOAD_ID, 0, new Blob([new Uint8Array([1, 2, 3, 4])]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/inspection/uploads/${UPLOAD_ID}`);
    expect(init?.method).toBe('PATCH');
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/offset+octet-stream');
    expect(headers.get('upload-offset')).toBe('0');
    expect(await readBytes(init?.body as Blob)).toEqual(new Uint8Array([1, 2, 3, 4]));
  });

  it('asks for the offset with HEAD, and with GET when a proxy dropped the header', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init.method === 'HEAD'
        ? new Response(null, { status: 200 })
        : jsonReply(200, { uploadId: UPLOAD_ID, kind: 'front', offset: 1024, size: 2048, complete: false }),
    );
    expect(await api().getUploadOffset(UPLOAD_ID)).toBe(1024);
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['HEAD', 'GET']);
  });

  it('shows the server message of a 413 and does not retry it', async () => {
    stubFetch(() => errorReply(413, 'PHOTO_TOO_LARGE', 'A photo may be at most 15 MB'));
    await expect(api().startUpload('front', { size: 99, contentType: 'image/jpeg' })).rejects.toMatchObject({
      status: 413,
      message: 'A photo may be at most 15 MB',
      retryable: false,
    });
  });

  it.each([
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a mobile network page instead of the reply',
      () => new Response('<html>Out of data</html>', { status: 200 }),
    ],
    ['a server error', () => errorReply(503, 'UNAVAILABLE', 'Try again later')],
  ])('treats %s as worth retrying', async (_name, reply) => {
    stubFetch(reply as () => Response);
    const failure = (await api()
      .getPage()
      .catch((error: unknown) => error)) as InspectionApiError;
    expect(failure.retryable).toBe(true);
    expect(failure.message).not.toMatch(/fetch|html/i);
  });

  it('times out a call that hangs', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const page = api()
      .getPage()
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await page).toMatchObject({ status: 0, code: 'TIMEOUT', retryable: true });
  });

  it('gives the abort reason when the caller stops', async () => {
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const page = api().getPage(controller.signal);
    controller.abort(new DOMException('Stopped', 'AbortError'));
    await expect(page).rejects.toMatchObject({ name: 'AbortError', message: 'Stopped' });
  });

  it.each(['https://elsewhere.example/preview.jpg', '//elsewhere.example/preview.jpg'])(
    'never sends the token to a preview address on another host (%s)',
    async (address) => {
      const fetchMock = stubFetch(() => new Response(JPEG_BYTES));
      await expect(api().getPreview(address)).rejects.toBeInstanceOf(InspectionApiError);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('fetches a preview as a Blob with the token', async () => {
    const fetchMock = stubFetch(
      () => new Response(JPEG_BYTES, { headers: { 'content-type': 'image/jpeg' } }),
    );
    const preview = await api().getPreview('/api/inspection/photos/front/preview');
    expect(preview.size).toBe(JPEG_BYTES.length);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('x-inspection-token')).toBe(TEST_TOKEN);
  });
});
