import { ApiError, errorText } from '../api';
import { currentLanguage, t } from './i18n';
import { fieldRefused } from './validation-texts';

/**
 * What to tell a person when a call fails, in their language: in English the server's own words (as
 * `errorText`, unchanged); in another language the text of the refusal's code (error-codes.ts, loaded
 * when first needed: no page's first download carries it), else the screen's `fallback` (already
 * translated by the caller), never the server's English. A 400 that names fields the screen labels
 * says each of them (`labels`: the form's translated labels by field path).
 */
export async function localErrorText(
  err: unknown,
  fallback: string,
  labels: Readonly<Record<string, string>> = {},
): Promise<string> {
  if (currentLanguage() === 'en-CA') return errorText(err, fallback);
  if (!(err instanceof ApiError)) return fallback;
  const refused = refusedFields(err, labels);
  if (refused) return refused;
  const { CODE_TEXTS } = await import('./error-codes');
  const text = Object.hasOwn(CODE_TEXTS, err.code) ? CODE_TEXTS[err.code] : undefined;
  return text ? t(text) : fallback;
}

/**
 * The field paths of a 400's details (`FieldDetail[]` of the shared validation), read without the
 * shared schema: this module comes with pages' first downloads, which do not carry zod.
 */
function fieldPaths(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: unknown) =>
    detail && typeof detail === 'object' && typeof (detail as { field?: unknown }).field === 'string'
      ? [(detail as { field: string }).field]
      : [],
  );
}

/**
 * A 400 naming fields the screen labels (`labels`, translated, by the field's path with or without its
 * entity: 'user.email' or 'email'), as a sentence per field; null when it names none of them.
 */
function refusedFields(err: ApiError, labels: Readonly<Record<string, string>>): string | null {
  if (err.status !== 400) return null;
  const named = fieldPaths(err.details)
    .map((path) => labels[path] ?? labels[path.split('.').slice(1).join('.')])
    .filter((label): label is string => label !== undefined);
  return named.length > 0 ? [...new Set(named)].map(fieldRefused).join(' ') : null;
}

/**
 * For a screen that draws a refusal as it renders: in English the server's own words (as `errorText`),
 * in another language the screen's `fallback`, already translated.
 */
export function screenErrorText(err: unknown, fallback: string): string {
  return currentLanguage() === 'en-CA' ? errorText(err, fallback) : fallback;
}
