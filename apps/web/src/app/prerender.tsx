import type { CourseLanguage } from '@app/shared/constants';
import { renderToString } from 'react-dom/server';
import { pageTexts } from '../features/auth/page-texts';
import { TEXTS_ELEMENT_ID } from '../features/auth/sign-in-language';
import { SignInScreen } from './sign-in-screen';

/**
 * The languages the page is drawn in: the first is login.html's, each other one login.{language}.html
 * (vite.first-paint.ts's prerenderPage). The server sends the one the device chose or the browser
 * asks for (apps/server/src/plugins/login-page.ts).
 */
export const drawnLanguages: readonly CourseLanguage[] = ['en-CA', 'fr-CA', 'pt-PT', 'es-ES'];

/**
 * Build time only (vite.config.ts's prerenderSignIn): the sign-in screen's HTML as it first draws in
 * a language. Its first drawing reads nothing of the address or the device, so one copy per language
 * serves every visit of /login; the handlers are the page's own once main.tsx has hydrated it.
 */
export function drawnHtml(language: CourseLanguage = 'en-CA'): string {
  const notHere = () => Promise.reject(new Error('prerendered: no session is opened at build time'));
  return renderToString(
    <SignInScreen search="" signIn={notHere} signInWithLink={notHere} enter={() => undefined} page={pageTexts(language)} />,
  );
}

/** The language and texts the drawn page holds for React to take it over with (sign-in-language.ts reads them). */
export function drawnData(language: CourseLanguage = 'en-CA'): { id: string; json: string } {
  return { id: TEXTS_ELEMENT_ID, json: JSON.stringify(pageTexts(language)) };
}
