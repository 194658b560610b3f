import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';

/**
 * The web app's catalogues (issue 40), extracted from the code by `lingui extract` and compiled by
 * `lingui compile` (`npm run i18n -w apps/web` does both), one `.po` per language compiled to a `.ts`.
 * The English is in the code (each descriptor's `message`); en-CA is the source language.
 * - The shell's catalogue, `src/locales/{language}/messages`: the translated parts outside the features
 *   (layout, shared components, lib). LanguageGate loads it with the person's language.
 * - One catalogue per feature that has texts, `src/features/{feature}/locales/{language}`: loaded with
 *   the feature's pages (`lazyPage` in src/lib/i18n), so a page downloads only its own texts.
 * - The registration app's two, its own build: `src/regapp/locales/{language}` (texts.ts: the frame and
 *   the e-mail page) and `src/regapp/locales/course/{language}` (course-texts.ts: the course page's
 *   chunk); src/regapp/catalogues.ts loads the language the page speaks.
 */

/** The translated parts of the app (src/locales/translated.json; the list only grows). */
const { translated } = JSON.parse(readFileSync(new URL('./src/locales/translated.json', import.meta.url), 'utf8'));

const featuresDir = new URL('./src/features/', import.meta.url);

/** A feature has a catalogue once one of its files holds a text descriptor. */
/** @param {URL} dir */
function hasTexts(dir) {
  return readdirSync(dir, { withFileTypes: true }).some((entry) => {
    if (entry.isDirectory()) return entry.name !== 'locales' && hasTexts(new URL(`${entry.name}/`, dir));
    return (
      /\.tsx?$/.test(entry.name) &&
      !entry.name.includes('.test.') &&
      readFileSync(new URL(entry.name, dir), 'utf8').includes('/*i18n*/')
    );
  });
}

/** @type {string[]} */
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && hasTexts(new URL(`${entry.name}/`, featuresDir)))
  .map((entry) => entry.name);

export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA', 'pt-PT', 'es-ES'],
  fallbackLocales: { default: 'en-CA' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: translated
        .filter((entry) => !entry.startsWith('src/features/') && !entry.startsWith('src/regapp'))
        .map((entry) => `<rootDir>/${entry}`),
      exclude: ['**/*.test.*'],
    },
    ...features.map((feature) => ({
      path: `<rootDir>/src/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/src/features/${feature}/`],
      exclude: ['**/*.test.*', '**/locales/**'],
    })),
    { path: '<rootDir>/src/regapp/locales/{locale}', include: ['<rootDir>/src/regapp/texts.ts'] },
    { path: '<rootDir>/src/regapp/locales/course/{locale}', include: ['<rootDir>/src/regapp/course-texts.ts'] },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
