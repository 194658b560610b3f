import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../../lib/api';
import { localErrorText } from '../../lib/i18n/error-text';
import { currentLanguage, t } from '../../lib/i18n/i18n';
import { SCENARIO_TEXTS } from './builder-messages';

/**
 * A scenario component type's name in the reader's language: the two every course has (Scenario,
 * Break) translated, a type a manager named kept as named. English shows every name as it is stored.
 */
export function componentTypeName(name: string): string {
  if (currentLanguage() === 'en-CA') return name;
  return t(SCENARIO_TEXTS.typeName, { type: name.trim().toLowerCase(), name });
}

/**
 * A name quoted as the reader's language quotes it: 'Opening' in English (as the product always has),
 * « Opening » in French, «Opening» in Portuguese and Spanish. The messages take it whole: an
 * apostrophe before a placeholder would make ICU read the placeholder as text.
 */
export function quoted(text: string): string {
  switch (currentLanguage()) {
    case 'en-CA':
      return `'${text}'`;
    case 'fr-CA':
      return `« ${text} »`;
    default:
      return `«${text}»`;
  }
}

/**
 * A refused change of the scenario, in the reader's words: in English the server's (localErrorText);
 * in another language a course with a roleplay shift says why its parts can no longer be added or
 * deleted, any other refusal by its code or else `failure`.
 */
export function scenarioFailureText(err: unknown, failure: MessageDescriptor): Promise<string> {
  if (currentLanguage() !== 'en-CA' && err instanceof ApiError && err.code === 'scenario_locked') {
    return Promise.resolve(t(SCENARIO_TEXTS.locked));
  }
  return localErrorText(err, t(failure));
}
