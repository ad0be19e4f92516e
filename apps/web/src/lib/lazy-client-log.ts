import type { ClientLogger } from './client-log';

/**
 * The app-wide logger as the first load holds it: an error hands itself to the real logger (client-log, with
 * its scrubbing and throttling), which is downloaded the first time one happens, so a page that never fails
 * never loads it. A logger that cannot be downloaded (offline) drops the error: logging never breaks a page.
 */
export const lazyClientLog: ClientLogger = {
  error(error, extra) {
    void import('./client-log').then(
      (module) => module.clientLog.error(error, extra),
      () => undefined,
    );
    return true;
  },
};

/** Logs uncaught errors and unhandled promise rejections. Returns a function that removes the listeners. */
export function installGlobalErrorLogging(
  logger: ClientLogger = lazyClientLog,
  target: Window = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    logger.error(event.error ?? event.message, { source: 'window.error' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    logger.error(event.reason, { source: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
