import type { Messages } from '@lingui/core';
import type { Language } from '../lib/i18n/i18n';

/** Every compiled catalogue of the app, the shell's and each feature's, read at once (tests only). */
const SHELL = import.meta.glob<{ messages: Messages }>('../locales/*/messages.ts', { eager: true });
const FEATURES = import.meta.glob<{ messages: Messages }>('../features/*/locales/*.ts', { eager: true });

/** All the texts of `language`, the shell's and every feature's, as one catalogue for `activateLoaded`. */
export function allMessages(language: Language): Messages {
  const shell = SHELL[`../locales/${language}/messages.ts`]?.messages ?? {};
  const features = Object.entries(FEATURES)
    .filter(([file]) => file.endsWith(`/locales/${language}.ts`))
    .map(([, module]) => module.messages);
  return Object.assign({}, shell, ...features);
}
