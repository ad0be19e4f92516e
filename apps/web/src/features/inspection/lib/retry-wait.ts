import { abortReason } from './abort';

/** How long the upload waits before its next try: 1 s, 2 s, 4 s … at most 30 s. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** The wait before try number `failures + 1` (0 failures so far → 1 s). */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures), MAX_RETRY_MS);
}

/** Waits `delayMs`, or less when it may go on sooner; rejects with the abort reason when `signal` aborts. */
export type WaitToRetry = (delayMs: number, signal?: AbortSignal) => Promise<void>;

/**
 * The browser's wait: `delayMs`, or until the window's `online` event (the phone found its network again),
 * whichever comes first.
 */
export const waitForNetworkOrDelay: WaitToRetry = (delayMs, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onOnline = () => finish(resolve);
    const onAbort = () => finish(() => reject(signal ? abortReason(signal) : undefined));
    const timer = setTimeout(() => finish(resolve), delayMs);
    window.addEventListener('online', onOnline);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
