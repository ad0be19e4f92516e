/* global self, caches */
/**
 * Telkom Cover's service worker (decision 0029): a repeat visit to a public page works again when the
 * network is slow or gone.
 * - /assets/* (hashed, never change): cache first, kept as they are fetched.
 * - The public pages (prerendered/manifest.json) and the app shell (index.html): network first; the
 *   cached copy when the network fails or is slower than NETWORK_WAIT_MS. Other pages fall back to the
 *   shell, which shows what it can without the network.
 * - /api/* and anything else: not touched, never cached (answers may carry personal data).
 */
const ASSETS = 'cover-assets-v1';
const PAGES = 'cover-pages-v1';
const SHELL = '/index.html';
const NETWORK_WAIT_MS = 3000;
/** Old deploys' assets are dropped beyond this many files (oldest first). */
const MAX_ASSETS = 400;

/** Public page paths, read from the build's list when the worker installs. */
let publicPaths = new Set(['/']);

async function readPublicPaths() {
  try {
    const response = await fetch('/prerendered/manifest.json', { cache: 'no-cache' });
    if (response.ok) publicPaths = new Set(Object.keys(await response.json()));
  } catch {
    // Offline while installing: the home page alone.
  }
}

const isCacheableHtml = (response) =>
  response.ok &&
  response.type === 'basic' &&
  (response.headers.get('content-type') ?? '').startsWith('text/html');

async function trimAssets() {
  const cache = await caches.open(ASSETS);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

/** Keeps the app shell, unless it is already kept (a failed try is made again at the next chance). */
async function keepShell() {
  const pages = await caches.open(PAGES);
  if (!(await pages.match(SHELL))) await pages.add(SHELL).catch(() => undefined);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await readPublicPaths();
      await keepShell();
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const known = new Set([ASSETS, PAGES]);
      for (const name of await caches.keys()) if (!known.has(name)) await caches.delete(name);
      if (publicPaths.size <= 1) await readPublicPaths();
      await trimAssets();
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** The network's page, unless it fails or takes too long and a cached copy exists. */
async function networkFirst(request, cacheKey) {
  const cache = await caches.open(PAGES);
  const network = fetch(request).then(async (response) => {
    if (cacheKey && isCacheableHtml(response)) await cache.put(cacheKey, response.clone());
    return response;
  });
  const cached = (cacheKey && (await cache.match(cacheKey))) || (await cache.match(SHELL));
  if (!cached) return network;
  // When the cached copy wins the race, the network's late failure is nobody's business.
  network.catch(() => undefined);
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(() => resolve(cached), NETWORK_WAIT_MS);
  });
  try {
    return await Promise.race([network, slow]);
  } catch {
    return cached;
  } finally {
    clearTimeout(timer);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/api')
    return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  // Files asked for by their own address (/sw.js, /favicon.svg …) are not pages.
  if (request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname)) {
    const isPublicPage = publicPaths.has(url.pathname) && url.search === '';
    event.respondWith(networkFirst(request, isPublicPage ? url.pathname : null));
  }
});

/**
 * The page that registered the worker lists the assets it loaded before the worker was there, and
 * its own address: both are kept, so the very next visit already works offline.
 */
self.addEventListener('message', (event) => {
  const { type, assets, page } = event.data ?? {};
  if (type !== 'cache-page') return;
  event.waitUntil(
    (async () => {
      const assetCache = await caches.open(ASSETS);
      const wanted = (assets ?? []).filter((path) => typeof path === 'string' && path.startsWith('/assets/'));
      await Promise.all(
        wanted.map(async (path) => {
          if (!(await assetCache.match(path))) await assetCache.add(path).catch(() => undefined);
        }),
      );
      await keepShell();
      if (typeof page === 'string' && publicPaths.has(page)) {
        const response = await fetch(page).catch(() => null);
        if (response && isCacheableHtml(response)) await (await caches.open(PAGES)).put(page, response);
      }
      await trimAssets();
      event.source?.postMessage({ type: 'page-cached', page });
    })(),
  );
});
