/** Without requestIdleCallback (Safari), idle work waits this long instead. */
export const IDLE_FALLBACK_MS = 1000;

/**
 * Runs `task` once the page is idle (the browser's idle callback), or after `timeoutMs` at the latest;
 * returns what cancels it. Downloads a page will want soon start here, so the first tap or keystroke after
 * the page comes up is not kept waiting behind them on a slow phone (issue 15).
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    // The pair as it was when asked for: a later change to the globals (tests) cannot break the cancel.
    const cancel = typeof cancelIdleCallback === 'function' ? cancelIdleCallback : undefined;
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancel?.(handle);
  }
  const handle = setTimeout(task, Math.min(IDLE_FALLBACK_MS, timeoutMs));
  return () => clearTimeout(handle);
}
