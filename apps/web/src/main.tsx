import type { SessionUser } from '@app/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { SignInScreen } from './app/sign-in-screen';
import { tokenStore } from './lib/api';
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

function mountApp(signedIn?: SessionUser) {
  void loadApp().then(({ startApp }) => {
    // Over a screen drawn ahead that is not to be kept (login.html opened with a session), a new root
    // replaces it.
    root ??= createRoot(element as HTMLElement);
    root.render(<StrictMode>{startApp(signedIn)}</StrictMode>);
  });
}

/**
 * The app's code, for after signing in, fetched as soon as the sign-in page has been drawn (the frame
 * after its first paint), then the layout and the likely first page: they have the time the visitor
 * takes to type, and do not slow the first paint.
 */
function fetchAppAfterFirstPaint() {
  const fetchApp = () => {
    // The signed-in layout beside the app rather than after it: a form a password manager fills is
    // sent before either has arrived (filled at once → My shifts, loaded machine: 3.1–3.5 s → 2.8–2.9 s).
    void import('./app/layout').catch(() => undefined);
    return loadApp().then(
      (app) => app.prefetchFirstPage(),
      () => undefined,
    );
  };
  window.requestAnimationFrame(() => window.setTimeout(fetchApp, 0));
}

startServiceWorker();

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
        await loadApp();
        window.history.replaceState(null, '', path);
        mountApp(session);
      }}
    />
  );
  if (drawnAhead) root = hydrateRoot(element, screen);
  else {
    root = createRoot(element);
    root.render(screen);
  }
  fetchAppAfterFirstPaint();
} else {
  // Signed in (or going to the router's guard): the signed-in layout is fetched beside the app rather than after it.
  if (tokenStore.get() !== null) void import('./app/layout').catch(() => undefined);
  mountApp();
}
