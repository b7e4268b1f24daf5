/**
 * The service worker of the big-data showcase's kiosk address, /datashow/ (scope /datashow/ only:
 * the rest of the site never runs under it). A market-hall screen is power-cycled and loses its
 * network; with this worker it still boots and shows the last good data:
 * - the app shell (the showcase's index.html copy, umi.js/css, the route helper) is precached at
 *   install, and every hashed chunk the showcase loads is kept as it is fetched (immutable names);
 * - /webapi answers (the showcase's, and those the app asks for at start: site, constants, index
 *   families) go to the network first; when it fails, the last good answer is served with the header
 *   `X-Datashow-Cached` (when it was stored), from which the page shows 「数据截至 …（已过期）」.
 *   The next refresh that reaches the network clears it: the page recovers by itself.
 * Bundled by plugins/datashowShell.ts (esbuild) with the precache list put in place of
 * `self.__WB_MANIFEST`.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** Header of an answer served from the cache (src/config/constants.ts reads it); its value: when it was stored. */
const CACHED_HEADER = 'X-Datashow-Cached';
const STORED_HEADER = 'X-Datashow-Stored';

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Navigations inside the scope: the network's index.html, else the precached one.
const shell = createHandlerBoundToURL('/datashow/index.html');
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await new NetworkOnly({ networkTimeoutSeconds: 5 }).handle(options);
    } catch {
      return shell(options);
    }
  }),
);

// Hashed chunks and styles (names change with content): once fetched, kept.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    (request.destination === 'script' || request.destination === 'style' || /\.(js|css)$/.test(url.pathname)) &&
    /\.[0-9a-f]{8}(\.async|\.chunk)?\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: 'datashow-assets', plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);

/** Only good answers are kept (HTTP 200 with `success: true`), stamped with when they were stored. */
const keepGoodAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const body = await response.clone().text();
    try {
      if (JSON.parse(body).success !== true) return null;
    } catch {
      return null;
    }
    const headers = new Headers(response.headers);
    headers.set(STORED_HEADER, new Date().toISOString());
    return new Response(body, { status: 200, statusText: response.statusText, headers });
  },
  // Reached only when the network failed: say so to the page.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_HEADER, cachedResponse.headers.get(STORED_HEADER) ?? 'unknown');
    return new Response(await cachedResponse.blob(), { status: 200, statusText: cachedResponse.statusText, headers });
  },
};

// Every answer the showcase asks for (its own, and what the app asks at start: site, constants,
// index families…). Only pages at the kiosk address are ever under this worker.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/webapi/') && request.method === 'GET',
  // `no-cache`: the server is asked (revalidated) every time. Else an answer still fresh in the
  // browser's HTTP cache (max-age 60) passes for the network's while the network is down (Chromium
  // 150 serves it offline), and the page never learns that its data is old.
  new NetworkFirst({ cacheName: 'datashow-data', networkTimeoutSeconds: 15, fetchOptions: { cache: 'no-cache' }, plugins: [keepGoodAnswers] }),
);
