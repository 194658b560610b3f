import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the dashboard's dialogs and hover card (issue 40), apart from the page's: they load with
 * those parts (each a chunk of its own), not with the dashboard's first download.
 */
export const DIALOG_TEXTS = {
  // The availability form.
  addAvailability: /*i18n*/ { id: 'dashboard.dialog.addAvailability', message: 'Add availability' },
  editAvailability: /*i18n*/ { id: 'dashboard.dialog.editAvailability', message: 'Edit availability' },
  date: /*i18n*/ { id: 'dashboard.dialog.date', message: 'Date' },
  fromDate: /*i18n*/ { id: 'dashboard.dialog.fromDate', message: 'From date' },
  toDate: /*i18n*/ { id: 'dashboard.dialog.toDate', message: 'To date' },
  from: /*i18n*/ { id: 'dashboard.dialog.from', message: 'From' },
  to: /*i18n*/ { id: 'dashboard.dialog.to', message: 'To' },
  endsBeforeStart: /*i18n*/ { id: 'dashboard.dialog.endsBeforeStart', message: 'Ends before it starts: pick a later time' },
  pickDate: /*i18n*/ { id: 'dashboard.dialog.pickDate', message: 'Pick a date' },
  removeEllipsis: /*i18n*/ { id: 'dashboard.dialog.removeEllipsis', message: 'Remove…' },
  cancel: /*i18n*/ { id: 'dashboard.dialog.cancel', message: 'Cancel' },
  save: /*i18n*/ { id: 'dashboard.dialog.save', message: 'Save' },
  add: /*i18n*/ { id: 'dashboard.dialog.add', message: 'Add' },
  availabilityAdded: /*i18n*/ { id: 'dashboard.dialog.availabilityAdded', message: 'Availability added' },
  availabilityUpdated: /*i18n*/ { id: 'dashboard.dialog.availabilityUpdated', message: 'Availability updated' },
  addFailed: /*i18n*/ { id: 'dashboard.dialog.addFailed', message: 'Error creating availibility' },
  updateFailed: /*i18n*/ { id: 'dashboard.dialog.updateFailed', message: 'Could not update your availability' },
  removeTitle: /*i18n*/ { id: 'dashboard.dialog.removeTitle', message: 'Remove this availability?' },
  removeBody: /*i18n*/ { id: 'dashboard.dialog.removeBody', message: 'Your availability on {when} will be removed.' },
  remove: /*i18n*/ { id: 'dashboard.dialog.remove', message: 'Remove' },
  removed: /*i18n*/ { id: 'dashboard.dialog.removed', message: 'Availability removed' },
  removeFailed: /*i18n*/ { id: 'dashboard.dialog.removeFailed', message: 'Could not delete your availability' },

  // The hover card.
  shiftAvailable: /*i18n*/ { id: 'dashboard.dialog.shiftAvailable', message: 'Shift Available' },
  client: /*i18n*/ { id: 'dashboard.dialog.client', message: 'Client: {name}' },
  type: /*i18n*/ {
    id: 'dashboard.dialog.type',
    message: 'Type: {type, select, roleplay {Roleplay} training {Orientation} other {Live}}',
  },
  cohort: /*i18n*/ { id: 'dashboard.dialog.cohort', message: 'Cohort {name}' },
  yourAvailability: /*i18n*/ { id: 'dashboard.dialog.yourAvailability', message: 'Your availability' },
  dragHint: /*i18n*/ {
    id: 'dashboard.dialog.dragHint',
    message: 'Drag to move, pull the bottom edge to resize; ✎ edits, × removes',
  },
  holiday: /*i18n*/ { id: 'dashboard.dialog.holiday', message: 'Holiday: {regions}' },
  region: /*i18n*/ { id: 'dashboard.dialog.region', message: '{region, select, ca {Canada} other {United States}}' },
} satisfies Record<string, MessageDescriptor>;
