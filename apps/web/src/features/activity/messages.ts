import type { MessageDescriptor } from '@lingui/core';

/**
 * The Activity page's texts (issue 40): the English here, the other languages in ./locales/. The
 * actions and kinds of record its filters offer are the History grid's (components/audit-history).
 */
export const ACTIVITY_TEXTS = {
  title: /*i18n*/ { id: 'activity.title', message: 'Activity' },
  intro: /*i18n*/ {
    id: 'activity.intro',
    message:
      'Every change made in the app: who made it, when, and what each field was before and after. Passwords and other secrets are never shown.',
  },
  filters: /*i18n*/ { id: 'activity.filters', message: 'Activity filters' },
  who: /*i18n*/ { id: 'activity.who', message: 'Who' },
  personChosen: /*i18n*/ { id: 'activity.personChosen', message: 'The person chosen' },
  record: /*i18n*/ { id: 'activity.record', message: 'Record' },
  anyRecord: /*i18n*/ { id: 'activity.anyRecord', message: 'Any record' },
  recordId: /*i18n*/ { id: 'activity.recordId', message: 'Record id' },
  action: /*i18n*/ { id: 'activity.action', message: 'Action' },
  anyAction: /*i18n*/ { id: 'activity.anyAction', message: 'Any action' },
  from: /*i18n*/ { id: 'activity.from', message: 'From' },
  to: /*i18n*/ { id: 'activity.to', message: 'To' },
  clearFilters: /*i18n*/ { id: 'activity.clearFilters', message: 'Clear filters' },
  recordIdWhole: /*i18n*/ { id: 'activity.recordIdWhole', message: '{field} must be a whole number above 0' },
  mustBeDate: /*i18n*/ { id: 'activity.mustBeDate', message: '{field} must be a date' },
  toBeforeFrom: /*i18n*/ { id: 'activity.toBeforeFrom', message: '{to} must not be before {from}' },
  preparing: /*i18n*/ { id: 'activity.preparing', message: 'Preparing the file…' },
  kilobytes: /*i18n*/ { id: 'activity.kilobytes', message: '{size} KB' },
  downloadCsv: /*i18n*/ { id: 'activity.downloadCsv', message: 'Download CSV' },
  downloadFailed: /*i18n*/ { id: 'activity.downloadFailed', message: 'The activity file could not be downloaded.' },
} satisfies Record<string, MessageDescriptor>;
