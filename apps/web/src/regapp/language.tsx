import type { CourseLanguage } from '@app/shared/constants';
import { createContext, useContext } from 'react';
import { languageStorageKey } from './first-draw';
import { type FirstTexts, TEXTS } from './texts';

export interface LanguageValue {
  language: CourseLanguage;
  t: FirstTexts;
}

export const LanguageContext = createContext<LanguageValue>({ language: 'en-CA', t: TEXTS['en-CA'] });

/** The page's language and its texts: the course's language once known, else the browser's. */
export function useTexts(): LanguageValue {
  return useContext(LanguageContext);
}

/** Keeps the course's language: its pages before sign-in speak it next time (first-draw.ts reads it). */
export function rememberLanguage(courseKey: string, language: CourseLanguage): void {
  localStorage.setItem(languageStorageKey(courseKey), language);
}
