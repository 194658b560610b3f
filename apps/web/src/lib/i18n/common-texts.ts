import type { MessageDescriptor } from '@lingui/core';

/** Words many screens share, in the shell's catalogue (issue 40): a feature reuses these. */
export const COMMON_TEXTS = {
  save: /*i18n*/ { id: 'common.save', message: 'Save' },
  reload: /*i18n*/ { id: 'common.reload', message: 'Reload' },
  /** A save refused because somebody changed the record first (409), also the `conflict` code's text. */
  conflict: /*i18n*/ { id: 'error.conflict', message: 'Somebody else changed this first. Reload and try again.' },
  couldNotRetrieveData: /*i18n*/ { id: 'common.couldNotRetrieveData', message: 'Could not retrieve data' },
} satisfies Record<string, MessageDescriptor>;
