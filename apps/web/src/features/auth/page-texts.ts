import type { CourseLanguage } from '@app/shared/constants';
import type { MessageDescriptor } from '@lingui/core';
import type { CompiledCatalogue } from '../../lib/i18n/compiled-text';
import { REFUSAL_TEXTS } from './refusal-texts';
import type { PageTexts, SignInTexts } from './sign-in-language';
import { SIGN_IN_TEXTS } from './texts';

// Build time and tests only (app/prerender.tsx writes these into each drawn page): never imported by the page.

/** The sign-in page's catalogues (features/auth/locales), at hand at build time. */
const CATALOGUES = import.meta.glob<{ messages: CompiledCatalogue }>('./locales/*.ts', { eager: true });

/**
 * The page's texts in a language, from its compiled catalogue: its own by key, the refusals by code.
 * They have no placeholders (src/i18n-catalogues.test.ts): a compiled text is a list of one string.
 */
export function pageTexts(language: CourseLanguage): PageTexts {
  const catalogue = CATALOGUES[`./locales/${language}.ts`]?.messages;
  if (!catalogue) throw new Error(`prerender: the sign-in page has no ${language} catalogue`);
  const descriptors: Record<string, MessageDescriptor> = { ...SIGN_IN_TEXTS, ...REFUSAL_TEXTS };
  const texts = Object.fromEntries(
    Object.entries(descriptors).map(([key, { id }]) => {
      const text = catalogue[id];
      if (text === undefined) throw new Error(`prerender: ${id} is not in the ${language} catalogue`);
      return [key, String(text)];
    }),
  ) as SignInTexts;
  return { language, texts };
}
