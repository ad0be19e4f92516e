/**
 * Registers the service worker (public/sw.js, decision 0029) once the page has loaded, in built apps
 * only, and hands it what this first visit already loaded (its scripts and its own address), so the next
 * visit to a public page works without the network.
 */
export function registerServiceWorker(): void {
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
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
