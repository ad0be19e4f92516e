import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('runs the task after the next frame, in a task of its own, never inside the event', () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const task = vi.fn();
    const handler = afterPaint(task);

    handler();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);

    frames[0]?.();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs the task on a timer where there are no frames', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const task = vi.fn();
    afterPaint(task)();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });
});
