import type { CourseLanguage } from '@app/shared/constants';
import { createContext, useContext } from 'react';
import { textsIn } from '../lib/i18n/compiled-text';
import { catalogueOf } from './catalogues';
import { languageStorageKey } from './first-draw';
import { ENGLISH_TEXTS, FIRST_TEXTS, type FirstTexts } from './texts';

export interface LanguageValue {
  language: CourseLanguage;
  t: FirstTexts;
}

export const LanguageContext = createContext<LanguageValue>({ language: 'en-CA', t: ENGLISH_TEXTS });

/** The frame's and the e-mail page's texts in a language (English until its catalogue is loaded). */
export function firstTextsIn(language: CourseLanguage): FirstTexts {
  const catalogue = catalogueOf('first', language);
  return catalogue ? textsIn(FIRST_TEXTS, catalogue) : ENGLISH_TEXTS;
}

/** The page's language and its texts: the course's language once known, else the browser's. */
export function useTexts(): LanguageValue {
  return useContext(LanguageContext);
}

/** Keeps the course's language: its pages before sign-in speak it next time (first-draw.ts reads it). */
export function rememberLanguage(courseKey: string, language: CourseLanguage): void {
  localStorage.setItem(languageStorageKey(courseKey), language);
}
