import type { MessageDescriptor } from '@lingui/core';
import { t } from '../lib/i18n/i18n';

/** An Autocomplete's own words (issue 40), in the shell's catalogue: MUI writes them in English otherwise. */
export const PICKER_TEXTS = {
  loading: /*i18n*/ { id: 'picker.loading', message: 'Loading…' },
  noOptions: /*i18n*/ { id: 'picker.noOptions', message: 'No options' },
  open: /*i18n*/ { id: 'picker.open', message: 'Open' },
  close: /*i18n*/ { id: 'picker.close', message: 'Close' },
  clear: /*i18n*/ { id: 'picker.clear', message: 'Clear' },
} satisfies Record<string, MessageDescriptor>;

/** The props that put an Autocomplete's own words in the reader's language. */
export const pickerTexts = () => ({
  loadingText: t(PICKER_TEXTS.loading),
  noOptionsText: t(PICKER_TEXTS.noOptions),
  openText: t(PICKER_TEXTS.open),
  closeText: t(PICKER_TEXTS.close),
  clearText: t(PICKER_TEXTS.clear),
});
