import type { MessageDescriptor } from '@lingui/core';

/** The business settings page's texts (issue 40): the English here, the other languages in ./locales/. */
export const SETTINGS_TEXTS = {
  title: /*i18n*/ { id: 'settings.title', message: 'Settings' },
  formName: /*i18n*/ { id: 'settings.formName', message: 'Business settings' },
  raterAgreement: /*i18n*/ { id: 'settings.raterAgreement', message: 'Rater agreement' },
  raterAgreementHelp: /*i18n*/ {
    id: 'settings.raterAgreementHelp',
    message:
      'A role-player whose ratings agree with the coaches’ calibration ratings less often than this is named on the Results page, so their next coaching session can take it up.',
  },
  threshold: /*i18n*/ { id: 'settings.threshold', message: 'Rater agreement threshold' },
  thresholdRange: /*i18n*/ { id: 'settings.thresholdRange', message: 'From 0 to 100' },
  planning: /*i18n*/ { id: 'settings.planning', message: 'Planning the month' },
  planningHelp: /*i18n*/ {
    id: 'settings.planningHelp',
    message: 'A plan never gives one person two shifts closer together than this, from the end of one to the start of the next.',
  },
  rest: /*i18n*/ { id: 'settings.rest', message: 'Rest between shifts' },
  inHours: /*i18n*/ { id: 'settings.inHours', message: '{field} (hours)' },
  restRange: /*i18n*/ { id: 'settings.restRange', message: 'From 0 to 48, in whole or half hours' },
  halfHours: /*i18n*/ { id: 'settings.halfHours', message: '{field} must be whole or half hours' },
  saved: /*i18n*/ { id: 'settings.saved', message: 'Settings saved' },
  saveFailed: /*i18n*/ { id: 'settings.saveFailed', message: 'Could not save the settings' },
} satisfies Record<string, MessageDescriptor>;
