import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedDocument } from './prepare-document';
import { PREPARATION_TIME_LIMIT_MS, preparePhotoInTime, type PreparationLoader } from './prepare-in-time';
import { bytes, MB } from './photo-field-testing';

const photo = (name: string, type: string, size: number) => bytes(size, name, type);

const never = <T>() => new Promise<T>(() => undefined);
/** The preparation's code, downloaded at once, preparing as `prepare` does. */
const loaded =
  (prepare: (file: File) => Promise<PreparedDocument>): PreparationLoader =>
  async () => ({ prepareDocumentPhoto: prepare });

/** What `preparePhotoInTime` gave so far: undefined while it is still waiting. */
function watch(preparing: Promise<PreparedDocument>) {
  const seen: { result?: PreparedDocument } = {};
  void preparing.then((result) => {
    seen.result = result;
  });
  return seen;
}

/** The result is the very file given (by identity: toEqual takes any two Files for equal). */
function expectSentAsItIs(result: PreparedDocument | undefined, chosen: File) {
  expect(result?.ok).toBe(true);
  expect(result?.ok && result.file).toBe(chosen);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('preparePhotoInTime', () => {
  it('gives the preparation’s own result when it is ready in time, and leaves no timer behind', async () => {
    const smaller = photo('IMG_0001.jpg', 'image/jpeg', 900_000);
    const prepare = vi.fn(async (_file: File) => ({ ok: true as const, file: smaller }));
    const chosen = photo('IMG_0001.jpg', 'image/jpeg', 6 * MB);

    const result = await preparePhotoInTime(chosen, { shrinksPhotos: true }, loaded(prepare));

    expectSentAsItIs(result, smaller);
    expect(prepare).toHaveBeenCalledOnce();
    expect(prepare.mock.lastCall?.[0]).toBe(chosen);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['its code never downloads (a stalled connection)', () => never<never>()],
    ['the photo is never decoded (a browser that never finishes)', loaded(() => never())],
  ])('gives up after the time limit when %s, and not before', async (_, load) => {
    const chosen = photo('IMG_0001.jpg', 'image/jpeg', 6 * MB);
    const seen = watch(preparePhotoInTime(chosen, {}, load));

    await vi.advanceTimersByTimeAsync(PREPARATION_TIME_LIMIT_MS - 1);
    expect(seen.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(seen.result).toEqual({
      ok: false,
      message:
        'We could not make IMG_0001.jpg (6 MB) smaller: the maximum size is 4 MB. Please choose a smaller photo or a PDF.',
    });
  });

  it.each([
    ['a JPEG within the limit goes as it is', photo('scan.jpg', 'image/jpeg', 2 * MB), null],
    ['a PNG at the limit goes as it is', photo('scan.png', 'image/png', 4 * MB), null],
    [
      'a JPEG over the limit is refused',
      photo('IMG_0002.jpeg', 'image/jpeg', 4 * MB + 1),
      'We could not make IMG_0002.jpeg (4 MB) smaller: the maximum size is 4 MB. Please choose a smaller photo or a PDF.',
    ],
    [
      'a WebP is refused (the server does not take it)',
      photo('receipt.webp', 'image/webp', 200_000),
      'We could not turn receipt.webp into a JPEG. Please choose a JPEG or PNG photo (up to 4 MB) or a PDF.',
    ],
    [
      'a HEIC over the limit is refused',
      photo('IMG_0042.HEIC', '', 6 * MB),
      'We could not turn IMG_0042.HEIC into a JPEG. Please choose a JPEG or PNG photo (up to 4 MB) or a PDF.',
    ],
  ])('when the preparation fails: %s', async (_, chosen, message) => {
    const failed = () => Promise.reject(new Error('out of memory'));
    const result = await preparePhotoInTime(chosen, {}, loaded(failed));
    if (message === null) expectSentAsItIs(result, chosen);
    else expect(result).toEqual({ ok: false, message });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('names the page’s own limit, and takes a photo within it as it is', async () => {
    const failed = loaded(() => Promise.reject(new Error('decode failed')));
    const rules = { maxBytes: 2 * MB, shrinksPhotos: true };
    expect(await preparePhotoInTime(photo('a.png', 'image/png', 3 * MB), rules, failed)).toEqual({
      ok: false,
      message:
        'We could not make a.png (3 MB) smaller: the maximum size is 2 MB. Please choose a smaller photo or a PDF.',
    });
    const within = photo('b.png', 'image/png', 2 * MB);
    expectSentAsItIs(await preparePhotoInTime(within, rules, failed), within);
  });

  it('tries the download again for the next photo when it failed (offline for a moment)', async () => {
    const smaller = photo('second.jpg', 'image/jpeg', 700_000);
    const load = vi
      .fn<PreparationLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(loaded(async () => ({ ok: true, file: smaller })));

    const first = photo('first.jpg', 'image/jpeg', 6 * MB);
    expect(await preparePhotoInTime(first, {}, load)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^We could not make first\.jpg \(6 MB\) smaller/),
    });
    expectSentAsItIs(await preparePhotoInTime(photo('second.jpg', 'image/jpeg', 6 * MB), {}, load), smaller);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
