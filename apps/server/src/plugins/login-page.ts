import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared/constants';
import { deviceLanguage, type LanguageHeaders } from '../lib/device-language';

/**
 * /login in the visitor's language (issue 40). The web's build draws the sign-in page in each of the
 * four languages: login.html (en-CA) and login.{language}.html (apps/web/src/app/prerender.tsx).
 * The server sends the one of the device (lib/device-language.ts: chosen on the page, else the
 * browser's), else English.
 */

/** The build's pages of the sign-in page in the other languages. */
export const LOGIN_LANGUAGE_PAGES = COURSE_LANGUAGES.filter((language) => language !== 'en-CA').map(
  (language) => `login.${language}.html`,
);

/** The language /login is sent in: the device's (lib/device-language.ts), else en-CA. */
export function loginLanguage(headers: LanguageHeaders): CourseLanguage {
  return deviceLanguage(headers) ?? 'en-CA';
}

/** The page for /login in the visitor's language when the build has it (`pages`), else undefined (login.html). */
export function loginPageFor(headers: LanguageHeaders, pages: ReadonlySet<string>) {
  const page = `login.${loginLanguage(headers)}.html`;
  return pages.has(page) ? page : undefined;
}
