import type { SessionUser } from '@app/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { FIRST_PAGES, type FirstAnswers } from './app/first-pages';
import { SignInScreen } from './app/sign-in-screen';
import { tokenStore } from './lib/api';
import { askSettingsEarly } from './lib/early-settings';
import { startServiceWorker } from './lib/service-worker';
import { openSession } from './lib/session';

// The first download is small (issue 28: a phone paints the sign-in page within a second,
// scripts/bundle-budget.mjs): React and the sign-in page. A signed-out visitor of /login (or of /,
// which leads there) is shown that page at once; the rest of the app (app/app.tsx: MUI, the router,
// the query cache, the session) is fetched meanwhile and started once they have signed in. With a
// session, or on any other address (the router sends a signed-out visitor to /login?redirect=… and
// answers an unknown address with its not-found page), the app is started straight away.
// The server sends /login as login.html, which holds the sign-in screen drawn at build time
// (app/prerender.tsx): React takes it over rather than drawing it again.

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root');
const drawnAhead = element.firstElementChild !== null;
let root: Root | undefined;

let app: Promise<typeof import('./app/app')> | undefined;
/** The app's code, fetched once (again after a failure: the network may be back). */
function loadApp() {
  app ??= import('./app/app').catch((err: unknown) => {
    app = undefined;
    throw err;
  });
  return app;
}

function mountApp(signedIn?: SessionUser, firstAnswers?: FirstAnswers) {
  void loadApp().then(({ startApp }) => {
    // Over a screen drawn ahead that is not to be kept (login.html opened with a session), a new root
    // replaces it.
    root ??= createRoot(element as HTMLElement);
    root.render(<StrictMode>{startApp(signedIn, firstAnswers)}</StrictMode>);
  });
}

/**
 * The app's code, for after signing in, asked for before React takes the sign-in page over: the
 * page is painted already (drawn at build time), and the download runs while React works. A form a
 * password manager fills is tapped as soon as it answers, so the app's arrival is what the person
 * waits for then (issue 35). The likely first pages follow in the frame after the first paint: they
 * have the time the visitor takes to type; signing in names the right one (`enter`).
 */
function fetchAppEarly() {
  const app = loadApp();
  // A failure here is met again when the app is needed (loadApp asks once more).
  app.catch(() => undefined);
  window.requestAnimationFrame(() =>
    window.setTimeout(
      () =>
        void app.then(
          (loaded) => loaded.prefetchFirstPage(),
          () => undefined,
        ),
      0,
    ),
  );
}

startServiceWorker();
askSettingsEarly();

const { pathname } = window.location;
if (tokenStore.get() === null && (pathname === '/login' || pathname === '/')) {
  // Signed out on / is signed out on /login (the router's guard does the same, without a redirect).
  if (pathname === '/') window.history.replaceState(window.history.state, '', '/login');
  const screen = (
    <SignInScreen
      search={window.location.search}
      signIn={openSession}
      signInWithLink={(token) => openSession({ token })}
      enter={async (session, path) => {
        // The first page's code beside the app's (each the moment signing in names it), not after it;
        // the app starts once both are here, and asks for the page's answers at once.
        const firstPage = FIRST_PAGES[path]?.().catch(() => undefined);
        await loadApp();
        const firstAnswers = await firstPage;
        window.history.replaceState(null, '', path);
        mountApp(session, firstAnswers);
      }}
    />
  );
  fetchAppEarly();
  if (drawnAhead) root = hydrateRoot(element, screen);
  else {
    root = createRoot(element);
    root.render(screen);
  }
} else {
  mountApp();
}
