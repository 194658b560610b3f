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
