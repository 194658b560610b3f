import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared/constants';

/**
 * The language a device asks for (issue 40): the one chosen on the sign-in page (the cookie
 * apps/web/src/lib/i18n/device-language.ts sets), else the browser's first language among the four
 * (Accept-Language), else none. /login is drawn in it, and a person who never chose a language gets
 * their own e-mails in the one of the device they last signed in with.
 */
export const LANGUAGE_COOKIE = 'app-language';

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

export type LanguageHeaders = { cookie?: string; 'accept-language'?: string };

/** The device's language: its choice on the sign-in page (cookie), else the browser's, else null. */
export function deviceLanguage(headers: LanguageHeaders): CourseLanguage | null {
  const chosen = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`).exec(headers.cookie ?? '')?.[1]?.trim();
  const own = COURSE_LANGUAGES.find((language) => language === chosen);
  return own ?? known(acceptedLanguages(headers['accept-language'])) ?? null;
}
