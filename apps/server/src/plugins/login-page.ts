import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared/constants';

/**
 * /login in the visitor's language (issue 40). The web's build draws the sign-in page in each of the
 * four languages: login.html (en-CA) and login.{language}.html (apps/web/src/app/prerender.tsx).
 * The server sends the one the device chose on the page (the cookie apps/web/src/lib/i18n/
 * device-language.ts sets), else the browser's first language among the four (Accept-Language),
 * else English.
 */
export const LOGIN_LANGUAGE_COOKIE = 'app-language';

/** The build's pages of the sign-in page in the other languages. */
export const LOGIN_LANGUAGE_PAGES = COURSE_LANGUAGES.filter((language) => language !== 'en-CA').map(
  (language) => `login.${language}.html`,
);

/** One of the four from language tags, most wanted first ('fr' and 'pt-BR' count by their first part). */
function known(tags: readonly string[]): CourseLanguage | undefined {
  const base = (tag: string) => tag.split('-')[0]?.toLowerCase();
  for (const tag of tags) {
    const found =
      COURSE_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase()) ??
      COURSE_LANGUAGES.find((language) => base(language) === base(tag));
    if (found) return found;
  }
  return undefined;
}

/** Accept-Language's tags, most wanted first (by `q`, then in their order), without those refused (q=0). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The language /login is sent in: the device's choice (cookie), else the browser's, else en-CA. */
export function loginLanguage(headers: { cookie?: string; 'accept-language'?: string }): CourseLanguage {
  const chosen = new RegExp(`(?:^|;)\\s*${LOGIN_LANGUAGE_COOKIE}=([^;]*)`).exec(headers.cookie ?? '')?.[1]?.trim();
  const own = COURSE_LANGUAGES.find((language) => language === chosen);
  return own ?? known(acceptedLanguages(headers['accept-language'])) ?? 'en-CA';
}

/** The page for /login in the visitor's language when the build has it (`pages`), else undefined (login.html). */
export function loginPageFor(headers: { cookie?: string; 'accept-language'?: string }, pages: ReadonlySet<string>) {
  const page = `login.${loginLanguage(headers)}.html`;
  return pages.has(page) ? page : undefined;
}
