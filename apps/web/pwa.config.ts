import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The product's colour (the theme's primary, apps/web/src/app/theme.ts): the phone's title bar and splash. */
export const THEME_COLOR = '#1e4e79';

/**
 * The installable app (vite-plugin-pwa): a web app manifest, and the service worker of src/sw.ts
 * with the build's assets listed in it. The page registers the worker itself (src/lib/service-worker.ts)
 * after it has drawn, and asks before a new version takes over ("Update available — reload").
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  injectManifest: {
    // The entry's script and styles and the icons: what every visit needs, and what changes with
    // each release (so a new release is a new service worker, and the page offers to reload). Other
    // assets are kept as they are first loaded (sw.ts); pages are never precached.
    globPatterns: ['assets/index-*.{js,css}', 'icons/*.png', 'logo.svg'],
    // The bundles are precompressed beside themselves (.br, .gz): those copies are not for the cache.
    globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  manifest: {
    id: '/',
    name: 'Roleplay Back Office',
    short_name: 'Back Office',
    description: 'Shifts, calls and courses of roleplay training days.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: 'en',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  devOptions: { enabled: false },
};
