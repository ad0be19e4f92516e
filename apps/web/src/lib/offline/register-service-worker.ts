import { whenIdle } from '../when-idle';

/**
 * How long registering may wait for the browser to be idle once the page is up. Registering starts a
 * worker and fetches the worker, the public pages' list and the app shell; on the bench's phone, done as
 * the page loaded, that held up its first answer to a tap by about 0.2 s (issue 15, decision 0029).
 */
export const REGISTER_IDLE_TIMEOUT_MS = 5000;

const loaded = () =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * Registers the service worker (public/sw.js, decision 0029) in built apps only, once the page has loaded,
 * the app has started (`appStarted` settled: the page hydrated or rendered) and the browser is idle, and
 * hands it what this first visit already loaded (its scripts and its own address), so the next visit to a
 * public page works without the network.
 */
export function registerServiceWorker(appStarted: Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A page the worker already served was kept on its way in: only a first visit hands its files over.
  const firstVisit = !navigator.serviceWorker.controller;
  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register('/sw.js');
      if (!firstVisit) return;
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      await navigator.serviceWorker.ready;
      const assets = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname);
      (registration.active ?? worker)?.postMessage({
        type: 'cache-page',
        assets,
        page: window.location.search ? null : window.location.pathname,
      });
    } catch {
      // No offline copy on this browser: the site works as before.
    }
  };
  void Promise.all([loaded(), appStarted.catch(() => undefined)]).then(() =>
    whenIdle(() => void register(), REGISTER_IDLE_TIMEOUT_MS),
  );
}
