import type { MessageDescriptor } from '@lingui/core';

/** The shared form fields' own words (issue 40), in the shell's catalogue. */
export const FIELD_TEXTS = {
  time: /*i18n*/ { id: 'field.time', message: 'Time' },
  /** A date-and-time field's date part, as screen readers name it: 'Start time — date'. */
  datePart: /*i18n*/ { id: 'field.datePart', message: '{label} — date' },
  timePart: /*i18n*/ { id: 'field.timePart', message: '{label} — time' },
} satisfies Record<string, MessageDescriptor>;
