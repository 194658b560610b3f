import type { MessageDescriptor } from '@lingui/core';

/** The shared components' own words (issue 40), read with `textOf` where they may show before a language is active. */
export const SHELL_TEXTS = {
  loading: /*i18n*/ { id: 'shell.loading', message: 'Loading' },
  updateAvailable: /*i18n*/ { id: 'shell.updateAvailable', message: 'Update available — reload to use the new version.' },
  clearAll: /*i18n*/ { id: 'shell.clearAll', message: 'Clear all' },
  copy: /*i18n*/ { id: 'shell.copy', message: 'Copy' },
  copied: /*i18n*/ { id: 'shell.copied', message: 'Copied!' },
  copyFailed: /*i18n*/ {
    id: 'shell.copyFailed',
    message: 'Could not copy the {what, select, address {address} other {link}}; select it and copy it by hand',
  },
  moreColumns: /*i18n*/ { id: 'shell.moreColumns', message: 'More columns to the right: swipe or scroll sideways' },
  firstColumns: /*i18n*/ { id: 'shell.firstColumns', message: 'Swipe or scroll back for the first columns' },
  scrollsSideways: /*i18n*/ { id: 'shell.scrollsSideways', message: '{label} (scrolls sideways)' },
  changedBy: /*i18n*/ { id: 'shell.changedBy', message: 'Changed by {name} a moment ago' },
  changedBySomeone: /*i18n*/ { id: 'shell.changedBySomeone', message: 'Changed by someone else a moment ago' },
} satisfies Record<string, MessageDescriptor>;
