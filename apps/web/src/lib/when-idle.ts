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

/** `navigator.connection` where the browser has it (Chromium; the Network Information API). */
interface NavigatorWithConnection {
  connection?: { saveData?: boolean };
}

/**
 * Whether the visitor asked to save data: their phone's or browser's data saver is on (`Save-Data`).
 * Most of our visitors pay for prepaid data by the megabyte.
 */
export function savesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as NavigatorWithConnection).connection?.saveData === true;
}

/**
 * A download made ahead of need, in idle time (`whenIdle`): code the visitor may want next (a form below the
 * fold, the calculator's extended-family rows). With the data saver on it is not made at all; the code
 * downloads when it is wanted, as the visitor scrolls to it or adds a row. Returns what cancels it.
 */
export function prefetchWhenIdle(task: () => void, timeoutMs: number): () => void {
  if (savesData()) return () => undefined;
  return whenIdle(task, timeoutMs);
}
