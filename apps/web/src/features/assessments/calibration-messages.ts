import type { MessageDescriptor } from '@lingui/core';

/** The calibration form's texts (issue 40): a second rater's own ratings of a participant, and the comparison. */
export const CALIBRATION_TEXTS = {
  title: /*i18n*/ { id: 'calibration.title', message: 'Calibration rating' },
  intro: /*i18n*/ {
    id: 'calibration.intro',
    message: 'Rate each block yourself, as a second rater. The participant and the role-players never see your ratings.',
  },
  hiddenUntilSaved: /*i18n*/ {
    id: 'calibration.hiddenUntilSaved',
    message: ' The shift’s ratings stay hidden until you save yours.',
  },
  nothingToRate: /*i18n*/ { id: 'calibration.nothingToRate', message: 'This course’s skills list has no block to rate.' },
  ratingOf: /*i18n*/ { id: 'calibration.ratingOf', message: 'Calibration rating of {block}' },
  rate: /*i18n*/ { id: 'calibration.rate', message: 'Rate {rating}' },
  saveFailed: /*i18n*/ { id: 'calibration.saveFailed', message: 'Could not save the calibration rating' },
  saved: /*i18n*/ { id: 'calibration.saved', message: 'Calibration rating saved' },
  save: /*i18n*/ { id: 'calibration.save', message: 'Save calibration rating' },
  compared: /*i18n*/ { id: 'calibration.compared', message: 'Your ratings and the shift’s' },
  comparedByBlock: /*i18n*/ { id: 'calibration.comparedByBlock', message: 'Ratings compared, by block' },
  block: /*i18n*/ { id: 'calibration.block', message: 'Block' },
  yours: /*i18n*/ { id: 'calibration.yours', message: 'Yours' },
  theShifts: /*i18n*/ { id: 'calibration.theShifts', message: 'The shift’s' },
} satisfies Record<string, MessageDescriptor>;
