import type { MessageDescriptor } from '@lingui/core';
import { activeLanguage, t } from './i18n';

/**
 * A text without placeholders in the active language, or its English before any language is active:
 * for what may be drawn outside LanguageGate (the not-found page at an unknown address, an error of
 * the signed-in layout itself, the pages kept offline that such an error names).
 */
export function textOf(descriptor: MessageDescriptor): string {
  return activeLanguage() ? t(descriptor) : (descriptor.message ?? descriptor.id);
}
