// The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js, scope '/'):
//   - the first route's files (the entry's script and styles, the icons) are precached at install,
//     and every other hashed asset is kept the first time a page loads it: a repeat visit downloads
//     none of them (precaching all 180 files would cost a phone's first visit 700 kB more);
//   - a page (a navigation) is asked of the network first, so a new release is picked up at once,
//     and the app's shell (index.html; register.html under /register, login.html for /login) is kept
//     as the answer when the network is not there;
//   - nothing else is handled: the API (/api/…) always goes to the server, never to a cache, and so
//     do the API reference, the calendar feeds and uploaded files.
// A new version waits until the page asks it to take over ("Update available — reload", the
// SKIP_WAITING message sent by workbox-window's messageSkipWaiting).

import { shellPageFor } from '@app/shared/shell-page';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

interface ServiceWorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(work: Promise<unknown>): void }) => void): void;
}
const sw = self as unknown as ServiceWorkerScope;

/** Cache names, also written by the page (lib/service-worker.ts) when it hands over what it loaded before. */
const SHELL_CACHE = 'app-shell';

cleanupOutdatedCaches();
// Pages are never precached: they go through the network-first route below.
// Written out as `self.__WB_MANIFEST`: the build looks for those words to put the list in.
precacheAndRoute(
  (self as unknown as ServiceWorkerScope).__WB_MANIFEST.filter(
    (entry) => !(typeof entry === 'string' ? entry : entry.url).endsWith('.html'),
  ),
);

// A page's request starts while a stopped worker starts up, rather than once it runs (navigation
// preload): the network-first route below answers with it. A phone stops an idle worker within
// seconds, so most visits would otherwise wait for the worker before asking for the page.
enableNavigationPreload();

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: SHELL_CACHE,
      // A slow network still gets its chance; past this the device's copy is shown.
      networkTimeoutSeconds: 4,
      plugins: [
        {
          // The single-page apps' shells: one cached copy each, whatever the address that was opened.
          cacheKeyWillBeUsed: async ({ request }) => shellPageFor(new URL(request.url).pathname),
          // Only a real page is kept: not an error, nor the not-found page answered to an unknown API path.
          cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
        },
      ],
    }),
    { denylist: [/^\/api(?:\/|$)/, /^\/docs(?:\/|$)/] },
  ),
);

// Every other built file (a page's chunk, the calendar, the grid) is kept once it has been loaded:
// its name carries its content's hash, so the kept copy is right for as long as a page asks for it.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
      },
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// The first version takes charge of the page that installed it at once (the page keeps running; its
// next chunks and pages come through here). A later version waits for SKIP_WAITING below.
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting();
});
