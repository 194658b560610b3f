import { renderToString } from 'react-dom/server';
import { SignInScreen } from './sign-in-screen';

/**
 * Build time only (vite.config.ts's prerenderSignIn): the sign-in screen's HTML as it first draws.
 * Its first drawing reads nothing of the address or the device, so one copy serves every visit of
 * /login; the handlers are the page's own once main.tsx has hydrated it.
 */
export function drawnHtml(): string {
  const notHere = () => Promise.reject(new Error('prerendered: no session is opened at build time'));
  return renderToString(<SignInScreen search="" signIn={notHere} signInWithLink={notHere} enter={() => undefined} />);
}
