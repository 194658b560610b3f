import type { SessionUser } from '@app/shared';
import { CssBaseline } from '@mui/material';
// The system's ThemeProvider is what @mui/material's hands a theme without CSS variables to (ours);
// @mui/material's own brings the CSS-variables provider and colour-scheme script along (~2.5 kB).
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, Suspense } from 'react';
import { matchRoutes, RouterProvider } from 'react-router';
import { MessagesProvider } from '../components/messages';
import { PageLoader } from '../components/page-loader';
import { UpdatePromptHost } from '../components/update-prompt-host';
import { onUnauthorized, tokenStore } from '../lib/api';
import { AuthProvider, adoptSession } from '../lib/auth';
import { activateLanguage, languageOf } from '../lib/i18n/i18n';
import { isPhone } from '../lib/landing';
import { startOnlineTracking } from '../lib/online';
import { queryClient } from '../lib/query-client';
import type { RouteHandle } from '../lib/route-handle';
import { settingsQueryOptions } from '../lib/settings';
import { FIRST_PAGES, type FirstAnswers } from './first-pages';
import { createAppRouter, routes } from './router';
import { theme } from './theme';

/** The page at `path` loaded before the router first draws it, where its route says how (RouteHandle.preload). */
function preloadPage(path: string): Promise<unknown> {
  const preloads = (matchRoutes(routes, path) ?? []).flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.preload ?? [],
  );
  return Promise.all(preloads.map((preload) => preload()));
}

/**
 * The answers a new session's first page draws (My shifts, or the dashboard: a participant's day on
 * a phone), asked for as the app starts after signing in, in parallel with downloading and drawing
 * the page rather than after it. Only at sign-in: a repeat visit draws the copy kept on the device,
 * and the page refreshes it itself.
 */
function prefetchFirstAnswers(path: string, user: SessionUser, firstAnswers: FirstAnswers | undefined): void {
  // The page ready to draw (its code, which the sign-in page has asked for already, and its texts),
  // then the person's language, whose activation brings the page's texts beside the shell's: all
  // before React first draws, so the layout and the page are drawn once, without a fallback.
  void preloadPage(path).catch(() => undefined);
  void activateLanguage(languageOf(user)).catch(() => undefined);
  // Asked now, not after an import: the module is here (main.tsx waited for it), and a promise here
  // would wait behind React's first drawing.
  void firstAnswers?.(queryClient, user).catch(() => undefined);
}

/**
 * The pages at `paths`, fetched now rather than when the router first draws them (after the
 * session's user and settings are known), one after the other: when the app opens with a session,
 * the page it opens on; without `paths`, the sign-in page's guesses while the visitor types (on a
 * phone My shifts, where role-players land, then the dashboard, a participant's day; on a wider
 * screen the dashboard). The installation's settings too, which the layout waits for (public; a new
 * session keeps them). A failure costs nothing: they load when shown.
 */
export function prefetchFirstPage(paths?: readonly string[]): void {
  void queryClient.prefetchQuery(settingsQueryOptions());
  // Every session keeps its schedule on the device (lib/offline-cache.ts, started at sign-in).
  void import('../lib/offline-cache').catch(() => undefined);
  // The sign-in page's guesses (no `paths`) stop once somebody has signed in: signing in has named
  // their page (main.tsx), and a wrong guess would only share the connection with it.
  const guessing = paths === undefined;
  const guess = (path: string) => (guessing && tokenStore.get() !== null ? undefined : FIRST_PAGES[path]?.());
  void (paths ?? (isPhone() ? ['/my-shifts', '/'] : ['/']))
    .reduce<Promise<unknown>>((before, path) => before.then(() => guess(path)), Promise.resolve())
    .catch(() => undefined);
}

/**
 * The whole back office: the theme, the query cache, the session, the router. main.tsx loads this
 * module when there is a session, or where a signed-out visitor is not on the sign-in page, and
 * after signing in there (fetched while the sign-in page is shown, so it is ready by then).
 * Loading it starts nothing; `startApp` does, once per page, and returns what to draw.
 * `signedIn` is the session the sign-in page has just opened: the app starts with it as a sign-in
 * inside the app would (lib/auth.tsx), so the user is known without asking the server again;
 * `firstAnswers` asks for its first page's answers (app/first-pages.ts), before the app first draws.
 */
export function startApp(signedIn?: SessionUser, firstAnswers?: FirstAnswers): ReactElement {
  // Made now, not when the module loads: the router reads the address the sign-in page has just set.
  const router = createAppRouter();

  // Any 401 ends the session: go to the sign-in page, remembering where the user was.
  onUnauthorized(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    if (!window.location.pathname.startsWith('/login')) {
      void router.navigate(here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`, { replace: true });
    }
  });

  startOnlineTracking();
  if (signedIn) {
    adoptSession(queryClient, signedIn);
    prefetchFirstAnswers(window.location.pathname, signedIn, firstAnswers);
  }
  // With a session, the schedule kept on the device comes back (lib/offline-cache.ts, loaded only then).
  else if (tokenStore.get()) {
    void import('../lib/offline-cache').then((m) => m.startOfflineCache(queryClient));
    prefetchFirstPage([window.location.pathname]);
  }

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <MessagesProvider>
            {/* Pages load when first shown (app/router.tsx): a spinner until the first one has. */}
            <Suspense fallback={<PageLoader />}>
              <RouterProvider router={router} />
            </Suspense>
          </MessagesProvider>
          <UpdatePromptHost />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
