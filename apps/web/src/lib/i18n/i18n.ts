import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared/constants';
import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { type ComponentProps, type ComponentType, createElement, lazy, type ReactElement } from 'react';
import { rememberedLanguage } from './device-language';

/**
 * The app's languages (issue 40): the four the e-mails and the registration app speak. Texts are
 * Lingui message descriptors (`/*i18n*\/ { id, message }`, the English in `message`), extracted by
 * `lingui extract` and compiled by `lingui compile` (lingui.config.js): the shell's catalogue per language
 * (src/locales/{language}/messages) and each feature's (src/features/{feature}/locales/{language}).
 * Only the language in use is downloaded, and of it only what the pages shown need: each compiled
 * catalogue is a chunk of its own; `activateLanguage` loads the shell's with Lingui's runtime (beside
 * the page's code, not in it: LanguageGate waits for both at once), `lazyPage` a feature's with its page.
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
 * Each feature's own catalogues (src/features/{feature}/locales/{language}.ts), each a chunk of its
 * own: a page brings its feature's texts in its language and nothing else (`lazyPage`).
 */
const PART_CATALOGUES = import.meta.glob<{ messages: Messages }>('../../features/*/locales/*.ts');

/** The features whose texts the app has asked for: a change of language loads theirs in it too. */
const partsWanted = new Set<string>();
/** Each feature's catalogue in each language, once asked for (`feature/language`). */
const partsLoading = new Map<string, Promise<Messages>>();
/** The activation under way (a feature asked for before it ends waits for it). */
let activating: Promise<void> | null = null;

function partMessages(part: string, language: Language): Promise<Messages> {
  const key = `${part}/${language}`;
  let loading = partsLoading.get(key);
  if (!loading) {
    const load = PART_CATALOGUES[`../../features/${part}/locales/${language}.ts`];
    loading = load ? load().then((module) => module.messages) : Promise.resolve({});
    // A catalogue that could not be fetched (offline) is asked for again next time.
    loading.catch(() => partsLoading.delete(key));
    partsLoading.set(key, loading);
  }
  return loading;
}

/**
 * Loads the language's catalogues (the shell's and those of the features asked for so far, in that
 * language only), with Lingui's runtime the first time, and makes it the active one; `<html lang>`
 * follows.
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (active?.locale !== language) {
    const run = Promise.all([
      import('@lingui/core'),
      CATALOGUES[language](),
      Promise.all([...partsWanted].map((part) => partMessages(part, language))),
    ]).then(([{ i18n }, { messages }, parts]) => {
      i18n.loadAndActivate({ locale: language, messages: Object.assign({}, messages, ...parts) });
      active = i18n;
    });
    activating = run;
    try {
      await run;
    } finally {
      if (activating === run) activating = null;
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Makes a feature's texts ready in the active language (loads its catalogue and adds it to the active
 * one). Before any language is active it only asks for them: the activation loads them beside the
 * shell's catalogue. A catalogue that cannot be loaded leaves the texts in English.
 */
export async function loadTexts(part: string): Promise<void> {
  partsWanted.add(part);
  if (activating) await activating.catch(() => undefined);
  const current = active;
  const language = activeLanguage();
  if (!current || !language) return;
  const messages = await partMessages(part, language).catch(() => null);
  if (messages && current.locale === language) current.load(language, messages);
}

/** A feature's page as its route draws it, and the way to load it before it is first shown. */
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export type LazyPage<T extends ComponentType<any>> = ((props: ComponentProps<T>) => ReactElement) & {
  /** Loads the page's code and texts now (a session's first page, app/app.tsx). */
  preload(): Promise<void>;
};

/**
 * A page of a feature, loaded when first shown together with that feature's texts in the person's
 * language, for features/{part}/routes.tsx. Until loaded it is React's `lazy` (a fallback while it
 * loads); once loaded, by `preload` or a first showing, it is drawn at once: a page preloaded while
 * the app starts (a session's first page) then never shows a fallback, which React would hold the
 * page behind for a further 300 ms or so (issue 35).
 */
// biome-ignore lint/suspicious/noExplicitAny: React's own `lazy` takes any component type
export function lazyPage<T extends ComponentType<any>>(part: string, load: () => Promise<T>): LazyPage<T> {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    loading ??= Promise.all([load(), loadTexts(part)]).then(
      ([component]) => {
        loaded = component;
      },
      (err: unknown) => {
        // Asked for again next time (offline, or a release whose files are gone: the error page says so).
        loading = null;
        throw err;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as T })));
  const Page = (props: ComponentProps<T>) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Page, { preload });
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

/**
 * The device's languages, most wanted first: the one chosen on the sign-in page (device-language.ts),
 * then the browser's.
 */
export function deviceLanguages(): readonly string[] {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return [];
  const chosen = rememberedLanguage();
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return chosen ? [chosen, ...browser] : browser;
}

/** The language the app speaks to the signed-in person (GET /me's `language`, see `pickLanguage`). */
export function languageOf(me: { language?: Language | null }): Language {
  return pickLanguage(me.language, deviceLanguages());
}
