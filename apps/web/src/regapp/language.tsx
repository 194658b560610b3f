import type { CourseLanguage } from '@app/shared/constants';
import { createContext, useContext } from 'react';
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

const storageKey = (courseKey: string) => `regapp.language.${courseKey}`;

/** The language last seen for a course: its pages before sign-in speak it too. */
export function rememberedLanguage(courseKey: string): CourseLanguage | null {
  const value = localStorage.getItem(storageKey(courseKey));
  return value && value in TEXTS ? (value as CourseLanguage) : null;
}

export function rememberLanguage(courseKey: string, language: CourseLanguage): void {
  localStorage.setItem(storageKey(courseKey), language);
}
