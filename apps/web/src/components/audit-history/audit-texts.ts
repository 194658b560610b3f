import type { MessageDescriptor } from '@lingui/core';

/**
 * The change history's own words (issue 40), in the shell's catalogue: its columns, who made a
 * change when nobody did, its empty texts and the Details / History tabs. The entries' actions,
 * record kinds and field names are the shared audit labels (auditNameLabel…), still English.
 */
export const AUDIT_TEXTS = {
  when: /*i18n*/ { id: 'audit.when', message: 'When' },
  who: /*i18n*/ { id: 'audit.who', message: 'Who' },
  action: /*i18n*/ { id: 'audit.action', message: 'Action' },
  record: /*i18n*/ { id: 'audit.record', message: 'Record' },
  whatChanged: /*i18n*/ { id: 'audit.whatChanged', message: 'What changed' },
  change: /*i18n*/ { id: 'audit.change', message: 'Change' },
  system: /*i18n*/ { id: 'audit.system', message: 'System' },
  none: /*i18n*/ { id: 'audit.none', message: 'Nothing has changed yet.' },
  noMatch: /*i18n*/ { id: 'audit.noMatch', message: 'No change matches these filters.' },
  changedTo: /*i18n*/ { id: 'audit.changedTo', message: ' changed to ' },
  details: /*i18n*/ { id: 'audit.details', message: 'Details' },
  history: /*i18n*/ { id: 'audit.history', message: 'History' },
} satisfies Record<string, MessageDescriptor>;
