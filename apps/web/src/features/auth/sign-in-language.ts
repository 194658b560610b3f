import type { CourseLanguage } from '@app/shared/constants';
import type { REFUSAL_TEXTS } from './refusal-texts';
import type { SIGN_IN_TEXTS } from './texts';

/**
 * The sign-in page's language (issue 40). The build draws the page in each of the four languages
 * (login.html, login.fr-CA.html, …: app/prerender.tsx) and writes that language's texts into it, from
 * the feature's compiled catalogue (texts.ts and refusal-texts.ts, extracted into locales/{language}.po),
 * as JSON in `<script type="application/json" id="signin-texts">`. The server sends the one the device
 * chose on the page (a cookie) or else the browser's (Accept-Language). So the page takes over the
 * drawn page in its language with nothing to fetch, and the first download carries no text, no
 * catalogue and no code to load one. Inside the app (login-route.tsx) the texts are Lingui's.
 */
export type SignInKey = keyof typeof SIGN_IN_TEXTS;
/** A refusal of the server, by its code (refusal-texts.ts). */
export type RefusalCode = keyof typeof REFUSAL_TEXTS;

/** The page's texts in its language, each by its key, and the refusals' by their code. */
export type SignInTexts = Record<SignInKey | RefusalCode, string>;

/** What a drawn page holds: its language and its texts. */
export interface PageTexts {
  language: CourseLanguage;
  texts: SignInTexts;
}

/** Where the drawn page holds them. */
export const TEXTS_ELEMENT_ID = 'signin-texts';

/** The four, each by its own name (a reader finds theirs), in the order the page offers them. */
export const LANGUAGE_NAMES: readonly [CourseLanguage, string][] = [
  ['en-CA', 'English'],
  ['fr-CA', 'Français'],
  ['pt-PT', 'Português'],
  ['es-ES', 'Español'],
];

/** The language and texts written into the page drawn at build time, if this page is one. */
export function drawnTexts(): PageTexts | undefined {
  const data = document.getElementById(TEXTS_ELEMENT_ID)?.textContent;
  return data ? JSON.parse(data) : undefined;
}
