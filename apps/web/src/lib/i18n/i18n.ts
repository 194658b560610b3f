import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared/constants';
import type { I18n, MessageDescriptor, Messages } from '@lingui/core';

/**
 * The app's languages (issue 40): the four the e-mails and the registration app speak. Texts are
 * Lingui message descriptors (`/*i18n*\/ { id, message }`, the English in `message`), extracted by
 * `lingui extract` into one catalogue per language (src/locales/{language}/messages.po) and compiled by
 * `lingui compile` (src/locales/{language}/messages.ts). Only the language in use is downloaded: each
 * compiled catalogue is a chunk of its own, loaded by `activateLanguage`, and Lingui's runtime comes
 * with it (beside the page's code, not in it: LanguageGate waits for both at once).
 */
export type Language = CourseLanguage;
export const LANGUAGES: readonly Language[] = COURSE_LANGUAGES;

/** The business default: no setting names another, so English (Canada). */
export const DEFAULT_LANGUAGE: Language = 'en-CA';

/** Each language by its own name, as the language menu offers it (a reader finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-CA': 'English',
  'fr-CA': 'Français',
  'pt-PT': 'Português',
  'es-ES': 'Español',
};

/** Lingui's instance once a language is active (LanguageGate draws nothing before). */
let active: I18n | null = null;

/** A text of the catalogue in the active language, with its placeholders filled. */
export function t(descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  if (!active) throw new Error('t() before a language is active: texts are read inside LanguageGate');
  return active._(values ? { ...descriptor, values } : descriptor);
}

/** The active language, or undefined before one is. */
export function activeLanguage(): Language | undefined {
  return LANGUAGES.find((language) => language === active?.locale);
}

/** The active language (en-CA until one is activated). */
export function currentLanguage(): Language {
  return activeLanguage() ?? DEFAULT_LANGUAGE;
}

const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  'en-CA': () => import('../../locales/en-CA/messages'),
  'fr-CA': () => import('../../locales/fr-CA/messages'),
  'pt-PT': () => import('../../locales/pt-PT/messages'),
  'es-ES': () => import('../../locales/es-ES/messages'),
};

/**
 * Loads the language's catalogue (only that one), with Lingui's runtime the first time, and makes it
 * the active one; `<html lang>` follows.
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (active?.locale !== language) {
    const [{ i18n }, { messages }] = await Promise.all([import('@lingui/core'), CATALOGUES[language]()]);
    i18n.loadAndActivate({ locale: language, messages });
    active = i18n;
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Activates a catalogue already at hand, on Lingui's instance (the tests' set-up, with en-CA). */
export function activateLoaded(i18n: I18n, language: Language, messages: Messages): void {
  i18n.loadAndActivate({ locale: language, messages });
  active = i18n;
}

/** A language of the app from a browser's list ('fr', 'pt-BR' count by their first part), or null. */
export function browserLanguage(wanted: readonly string[]): Language | null {
  const base = (tag: string) => tag.split('-')[0]?.toLowerCase();
  for (const tag of wanted) {
    const found =
      LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase()) ??
      LANGUAGES.find((language) => base(language) === base(tag));
    if (found) return found;
  }
  return null;
}

/**
 * The language the app speaks to a person: theirs (GET /me: the one they chose, or a participant's
 * course's); else the browser's when it is one of the four; else the business default.
 */
export function pickLanguage(own: Language | null | undefined, wanted: readonly string[]): Language {
  return own ?? browserLanguage(wanted) ?? DEFAULT_LANGUAGE;
}

/** The device's languages, most wanted first. */
export function deviceLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language the app speaks to the signed-in person (GET /me's `language`, see `pickLanguage`). */
export function languageOf(me: { language?: Language | null }): Language {
  return pickLanguage(me.language, deviceLanguages());
}
