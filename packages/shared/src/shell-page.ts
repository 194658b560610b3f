/** Every built page that answers addresses of the web app, as shellPageFor names them. */
export const SHELL_PAGES = ['/index.html', '/register.html', '/login.html'] as const;
export type ShellPage = (typeof SHELL_PAGES)[number];

/**
 * The built page that answers an address of the web app: the registration app's register.html under
 * /register, the sign-in page drawn at build time (login.html) for /login, index.html for every other
 * route. The server sends it (index.html when the build lacks it: apps/server/src/plugins/errors.ts);
 * the web's service worker keeps one copy of each under this name (apps/web/src/sw.ts), and the page
 * hands over the one it was opened with (apps/web/src/lib/service-worker.ts).
 */
export function shellPageFor(pathname: string): ShellPage {
  if (pathname === '/register' || pathname.startsWith('/register/')) return '/register.html';
  return pathname === '/login' ? '/login.html' : '/index.html';
}
