import { expect, vi, type Mock } from 'vitest';
import type { PreparedDocument } from './prepare-document';

/**
 * Shared by the upload field's tests around the photo preparation, which mock prepare-document.ts (it
 * needs a canvas, which jsdom lacks) and pass its mocked `prepareDocumentPhoto` in.
 */

export const MB = 1024 * 1024;

export const bytes = (size: number, name: string, type: string) =>
  new File([new Uint8Array(size)], name, { type });

type PrepareMock = Mock<(file: File, rules?: { maxBytes?: number }) => Promise<PreparedDocument>>;

/** A browser that can decode photos (jsdom has no createImageBitmap), so the field prepares them. */
export function stubPhotoDecoding() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      throw new Error('not used: the preparation is mocked');
    }),
  );
}

/** The next preparation, which the test finishes when it likes (or never). */
export function pendingPreparation(prepare: PrepareMock) {
  let finish: (result: PreparedDocument) => void = () => undefined;
  prepare.mockImplementationOnce(
    () =>
      new Promise<PreparedDocument>((resolve) => {
        finish = resolve;
      }),
  );
  return (result: PreparedDocument) => finish(result);
}

/** The last `onChange`, its file by identity (any two Files are equal to toEqual). */
export function expectLastChange(onChange: Mock, file: File | null, problem: string | null) {
  const [lastFile, lastProblem] = onChange.mock.lastCall ?? [];
  expect(lastFile).toBe(file);
  expect(lastProblem).toBe(problem);
}
