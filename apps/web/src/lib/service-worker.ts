/**
 * Registers the service worker (src/sw.ts) once the page has loaded, so that it costs the first
 * paint nothing, and tells the page when a new version is waiting. The registration code
 * (workbox-window) is loaded only then, outside the first route's download.
 */
import { shellPageFor } from '@app/shared/shell-page';

type Listener = () => void;
const listeners = new Set<Listener>();
let applyUpdate: (() => Promise<void>) | null = null;
/** How often an open page asks the server for a new version (a page may stay open all day). */
const CHECK_EVERY_MS = 60 * 60_000;

export function startServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        onNeedRefresh() {
          applyUpdate = () => update(true);
          for (const listener of listeners) listener();
        },
        onRegisteredSW(_url, registration) {
          if (registration) setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
          void navigator.serviceWorker.ready.then(keepWhatWasLoaded);
        },
      });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The worker starts after this page has loaded its shell and first chunks, so it never saw them: put
 * them in its caches (src/sw.ts: 'app-shell' keyed by the shell's name, 'assets' by address) so that
 * the app opens offline from the very first visit. They come from the browser's HTTP cache (hashed
 * assets are cached for a year), not the network again.
 */
async function keepWhatWasLoaded(): Promise<void> {
  try {
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const assetCache = await caches.open('assets');
    const missing = [];
    for (const asset of new Set(assets)) if (!(await assetCache.match(asset))) missing.push(asset);
    await assetCache.addAll(missing);
    // The page this visit began on, and index.html, which every other page of the back office opens
    // from: a visit that began on /login (login.html) goes on to them without loading it.
    const opened = shellPageFor(window.location.pathname);
    const shells = opened === '/register.html' ? [opened] : [...new Set([opened, '/index.html'])];
    const shellCache = await caches.open('app-shell');
    for (const shell of shells) if (!(await shellCache.match(shell))) await shellCache.add(shell);
  } catch {
    // Only a head start for offline use: the worker keeps what it serves from now on anyway.
  }
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version waits for the page's go-ahead. */
export function updateWaiting(): boolean {
  return applyUpdate !== null;
}

/** Lets the waiting version take over, then reloads the page into it. */
export function reloadIntoUpdate(): Promise<void> {
  if (!applyUpdate) return Promise.resolve(window.location.reload());
  // workbox-window reloads by itself only when the page had a worker already when it registered; a
  // page that installed the first version and then found the next (open since) reloads here.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  return applyUpdate();
}
