/**
 * The pages a session opens first most often (lib/landing.ts), by their address: each page's code,
 * the module asking for its first answers, and its texts (fetched with the language's). Nothing here
 * is imported statically, so the sign-in page (main.tsx) starts a page's code the moment signing in
 * names it, beside the app's rather than after it has arrived and run (issue 35).
 */
export const FIRST_PAGES: Readonly<Record<string, () => Promise<unknown>>> = {
  '/my-shifts': () =>
    Promise.all([
      texts('my-shifts'),
      import('../features/my-shifts/components/my-shifts-page'),
      import('../features/my-shifts/api/prefetch-my-shifts'),
    ]),
  '/': () =>
    Promise.all([
      texts('dashboard'),
      import('../features/dashboard/components/dashboard-page'),
      import('../features/dashboard/api/prefetch-dashboard'),
    ]),
};

/** A feature's texts, asked for once the app's i18n module is there (it comes with the app). */
function texts(part: string): Promise<void> {
  return import('../lib/i18n/i18n').then((i18n) => i18n.loadTexts(part));
}
