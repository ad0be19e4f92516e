import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs, waitForNetworkOrDelay } from './retry-wait';

afterEach(() => vi.useRealTimers());

describe('retryDelayMs', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [12, 30_000],
    [-1, 1_000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(retryDelayMs(failures)).toBe(delay);
  });
});

describe('waitForNetworkOrDelay', () => {
  it('goes on after the delay', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void waitForNetworkOrDelay(4_000).then(done);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('goes on at once when the phone is back online', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void waitForNetworkOrDelay(30_000).then(done);
    await vi.advanceTimersByTimeAsync(10);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('rejects with the abort reason when stopped', async () => {
    const controller = new AbortController();
    const waiting = waitForNetworkOrDelay(30_000, controller.signal);
    controller.abort(new DOMException('Stopped', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(waitForNetworkOrDelay(10, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
