import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared/constants';

// The registration app's first state, worked out from the address, the device's storage and its
// languages: what the app draws first (regapp-app.tsx), and whether that is the page register.html
// holds drawn at build time (prerender.tsx). The inline script written into register.html
// (first-draw.boot.ts) runs this file before the first paint, so it stays small: no texts, no React.

/** Where the app keeps its session (a `regapp`-scope token), apart from the back office's. */
export const REGAPP_TOKEN_STORAGE_KEY = 'regapp.session.token';

/** Where the language last seen for a course is kept: its pages before sign-in speak it too. */
export const languageStorageKey = (courseKey: string) => `regapp.language.${courseKey}`;

/** The language of the page drawn at build time. */
export const DRAWN_LANGUAGE: CourseLanguage = 'en-CA';

/** What the app reads of the device's storage (localStorage). */
export interface StorageReader {
  getItem(key: string): string | null;
}

/** Where the app was opened: `/register/{key}?token=…&offer=…`. */
export interface RegappLocation {
  key: string | null;
  /** A sign-in link's one-time token. */
  token: string | null;
  /** The waiting entry an offer e-mail's link names. */
  offer: number | null;
}

export type Phase = 'signing-in' | 'signed-out' | 'signed-in';

export interface FirstDraw extends RegappLocation {
  language: CourseLanguage;
  phase: Phase;
}

export function readLocation(url: URL): RegappLocation {
  let key: string | null = null;
  try {
    key = decodeURIComponent(/^\/register\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? '') || null;
  } catch {
    // A malformed escape: no key.
  }
  const offer = Number(url.searchParams.get('offer'));
  return { key, token: url.searchParams.get('token'), offer: Number.isInteger(offer) && offer > 0 ? offer : null };
}

/** A supported language from a browser's list ('fr', 'pt-BR' count by their first part), else en-CA. */
export function pickLanguage(wanted: readonly string[]): CourseLanguage {
  const base = (tag: string) => tag.split('-')[0]?.toLowerCase();
  for (const tag of wanted) {
    const found =
      COURSE_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase()) ??
      COURSE_LANGUAGES.find((language) => base(language) === base(tag));
    if (found) return found;
  }
  return 'en-CA';
}

/**
 * The app's first state: the course's remembered language, else the device's; exchanging a link's
 * token when the address has one, else signed in when a session is kept, else signed out.
 * A storage that throws (blocked by the browser) throws here too: the caller decides.
 */
export function firstDraw(url: URL, storage: StorageReader, languages: readonly string[]): FirstDraw {
  const place = readLocation(url);
  const remembered = place.key && storage.getItem(languageStorageKey(place.key));
  const language = COURSE_LANGUAGES.find((known) => known === remembered) ?? pickLanguage(languages);
  let phase: Phase = 'signed-out';
  if (place.token) phase = 'signing-in';
  else if (storage.getItem(REGAPP_TOKEN_STORAGE_KEY)) phase = 'signed-in';
  return { ...place, language, phase };
}

/** The device's languages, most wanted first. */
export const deviceLanguages = (): readonly string[] => navigator.languages ?? [navigator.language];

/** The first state of this visit, in the browser. */
export const firstDrawHere = (): FirstDraw => firstDraw(new URL(location.href), localStorage, deviceLanguages());

/**
 * Whether the first state is the one register.html holds drawn: the e-mail page of a course, signed
 * out, in en-CA. Any other first state (a course page, a link being exchanged, another language,
 * no course key) must not show it, not even for a frame.
 */
export function drawnAhead(first: FirstDraw): boolean {
  return first.key !== null && first.phase === 'signed-out' && first.language === DRAWN_LANGUAGE;
}

/**
 * The inline script's work (first-draw.boot.ts), run from the page's head, before #root is parsed:
 * when the visit does not open on the drawn page (or its state cannot be read), `<html>` is marked
 * `data-drawn-off`, and regapp.css (written into the page) keeps #root out of every frame while it
 * is so marked. main.tsx then empties #root, takes the mark away and draws the app's own first page.
 */
export function hideDrawnUnlessHere(doc: Document, first: () => FirstDraw): void {
  let here = false;
  try {
    here = drawnAhead(first());
  } catch {
    // Unreadable: hidden.
  }
  if (!here) doc.documentElement.dataset.drawnOff = '';
}

/** Whether the inline script has marked the drawn page as not this visit's (hideDrawnUnlessHere). */
export const drawnHidden = (doc: Document): boolean => doc.documentElement.dataset.drawnOff !== undefined;
