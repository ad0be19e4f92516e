import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetConnection, setConnection as connect } from '../test/idle-and-data-saver';
import { IDLE_FALLBACK_MS, prefetchWhenIdle, savesData, whenIdle } from './when-idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetConnection();
});

describe('whenIdle', () => {
  it('hands the task to the browser’s idle callback, with the latest time it may wait', () => {
    const requests: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      requests.push({ run, timeout: options?.timeout });
      return requests.length;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task, 1500);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.timeout).toBe(1500);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    requests[0]?.run();
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancels the idle callback it asked for', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 42);
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(vi.fn(), 1500)();
    expect(cancel).toHaveBeenCalledWith(42);
  });

  it('cancels with the pair it asked, even once the globals have gone (a test unstubbing them)', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const cancelTask = whenIdle(vi.fn(), 1500);
    vi.stubGlobal('cancelIdleCallback', undefined);
    cancelTask();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it.each([
    ['a long limit waits the fallback', 4000, IDLE_FALLBACK_MS],
    ['a short limit is kept', 300, 300],
  ])('without idle callbacks (Safari): %s', (_case, timeoutMs, waits) => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, timeoutMs);
    vi.advanceTimersByTime(waits - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('without idle callbacks, a cancelled task never runs', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 4000)();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('savesData', () => {
  it.each([
    ['the data saver is on', { saveData: true }, true],
    ['the data saver is off', { saveData: false }, false],
    ['the browser does not say', {}, false],
  ])('%s', (_case, connection, saves) => {
    connect(connection);
    expect(savesData()).toBe(saves);
  });

  it('a browser without navigator.connection (Safari, Firefox) does not save data', () => {
    expect('connection' in navigator).toBe(false);
    expect(savesData()).toBe(false);
  });
});

describe('prefetchWhenIdle', () => {
  const idleRequests = () => {
    const requests: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => requests.push(run));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    return requests;
  };

  it('downloads in idle time, as whenIdle does', () => {
    const requests = idleRequests();
    const task = vi.fn();
    prefetchWhenIdle(task, 4000);
    requests[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('with the data saver on, asks for no idle time and never downloads ahead', () => {
    connect({ saveData: true });
    const requests = idleRequests();
    const task = vi.fn();
    const cancel = prefetchWhenIdle(task, 4000);
    vi.advanceTimersByTime(10_000);
    expect(requests).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
    expect(() => cancel()).not.toThrow();
  });

  it('with the data saver on and no idle callbacks (Safari), no timer downloads ahead either', () => {
    connect({ saveData: true });
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    prefetchWhenIdle(task, 300);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
