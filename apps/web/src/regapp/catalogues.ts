import type { CourseLanguage } from '@app/shared/constants';
import type { CompiledCatalogue } from '../lib/i18n/compiled-text';

/**
 * The registration app's catalogues (issue 40), each language's a chunk of its own, loaded only for
 * the language the page speaks: `first` (texts.ts: the frame and the e-mail page,
 * src/regapp/locales) and `course` (course-texts.ts: the signed-in course page,
 * src/regapp/locales/course). English needs none: it is in the code.
 */
export type TextPart = 'first' | 'course';

const LOADERS: Record<TextPart, Record<string, () => Promise<{ messages: CompiledCatalogue }>>> = {
  first: import.meta.glob<{ messages: CompiledCatalogue }>(['./locales/*.ts', '!./locales/en-CA.ts']),
  course: import.meta.glob<{ messages: CompiledCatalogue }>(['./locales/course/*.ts', '!./locales/course/en-CA.ts']),
};
const FOLDERS: Record<TextPart, string> = { first: 'locales', course: 'locales/course' };

const loaded = new Map<string, CompiledCatalogue>();

/** A part's catalogue in a language once loaded (undefined for English, or before it has arrived). */
export function catalogueOf(part: TextPart, language: CourseLanguage): CompiledCatalogue | undefined {
  return loaded.get(`${part}/${language}`);
}

/**
 * Loads the parts' catalogues in a language (nothing for English, nor for one already here). One
 * that cannot be fetched (offline) rejects, and is asked for again next time.
 */
export async function loadTexts(language: CourseLanguage, parts: readonly TextPart[]): Promise<void> {
  await Promise.all(
    parts.map(async (part) => {
      const load = LOADERS[part][`./${FOLDERS[part]}/${language}.ts`];
      if (!load || loaded.has(`${part}/${language}`)) return;
      loaded.set(`${part}/${language}`, (await load()).messages);
    }),
  );
}

/** Build time and tests: a catalogue at hand, set as loaded. */
export function setCatalogue(part: TextPart, language: CourseLanguage, messages: CompiledCatalogue): void {
  loaded.set(`${part}/${language}`, messages);
}
