import { ApiError, errorText } from '../api';
import { currentLanguage, t } from './i18n';

/**
 * What to tell a person when a call fails, in their language: in English the server's own words (as
 * `errorText`, unchanged); in another language the text of the refusal's code (error-codes.ts, loaded
 * when first needed: no page's first download carries it), else the screen's `fallback` (already
 * translated by the caller), never the server's English.
 */
export async function localErrorText(err: unknown, fallback: string): Promise<string> {
  if (currentLanguage() === 'en-CA') return errorText(err, fallback);
  if (!(err instanceof ApiError)) return fallback;
  const { CODE_TEXTS } = await import('./error-codes');
  const text = Object.hasOwn(CODE_TEXTS, err.code) ? CODE_TEXTS[err.code] : undefined;
  return text ? t(text) : fallback;
}

/**
 * For a screen that draws a refusal as it renders: in English the server's own words (as `errorText`),
 * in another language the screen's `fallback`, already translated.
 */
export function screenErrorText(err: unknown, fallback: string): string {
  return currentLanguage() === 'en-CA' ? errorText(err, fallback) : fallback;
}
