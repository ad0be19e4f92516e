import { afterEach, describe, expect, it, vi } from 'vitest';
import { oncePageIsUp, PAGE_UP_TIMEOUT_MS } from './once-page-is-up';

afterEach(() => vi.unstubAllGlobals());

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('oncePageIsUp', () => {
  it('waits for the browser to be idle, at most PAGE_UP_TIMEOUT_MS', async () => {
    const requests: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      requests.push({ run, timeout: options?.timeout });
      return requests.length;
    });
    const up = oncePageIsUp();
    expect(requests).toEqual([{ run: expect.any(Function), timeout: PAGE_UP_TIMEOUT_MS }]);
    expect(await settled(up)).toBe(false);
    requests[0]?.run();
    expect(await settled(up)).toBe(true);
  });
});
