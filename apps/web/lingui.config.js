import { readFileSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';

/**
 * The web app's catalogues (issue 40): one per language in src/locales/ (`{language}/messages.po`, compiled to
 * `{language}/messages.ts`), extracted from the code by `lingui extract` and compiled by `lingui compile`
 * (`npm run i18n -w apps/web` does both). The English is in the code (each descriptor's `message`);
 * en-CA is the source language.
 */

/** The translated parts of the app (src/locales/translated.json; the list only grows). */
const { translated } = JSON.parse(readFileSync(new URL('./src/locales/translated.json', import.meta.url), 'utf8'));

export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA', 'pt-PT', 'es-ES'],
  fallbackLocales: { default: 'en-CA' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: translated.map((entry) => `<rootDir>/${entry}`),
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
