import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the dashboard's shift dialog (issue 40), apart from the page's: they come with the dialog
 * (a chunk of its own, loaded when a shift is first clicked), not with the dashboard's first download.
 */
export const SHIFT_DIALOG_TEXTS = {
  course: /*i18n*/ { id: 'dashboard.shiftDialog.course', message: 'Course' },
  client: /*i18n*/ { id: 'dashboard.shiftDialog.client', message: 'Client' },
  type: /*i18n*/ { id: 'dashboard.shiftDialog.type', message: 'Type' },
  typeName: /*i18n*/ {
    id: 'dashboard.shiftDialog.typeName',
    message: '{type, select, roleplay {Roleplay} training {Orientation} other {Live}}',
  },
  cohort: /*i18n*/ { id: 'dashboard.shiftDialog.cohort', message: 'Cohort' },
  date: /*i18n*/ { id: 'dashboard.shiftDialog.date', message: 'Date' },
  time: /*i18n*/ { id: 'dashboard.shiftDialog.time', message: 'Time' },
  title: /*i18n*/ {
    id: 'dashboard.shiftDialog.title',
    message: '{type, select, roleplay {Roleplay shift} training {Orientation shift} other {Live shift}}',
  },
  shiftAvailable: /*i18n*/ { id: 'dashboard.shiftDialog.shiftAvailable', message: 'Shift Available' },
  offered: /*i18n*/ {
    id: 'dashboard.shiftDialog.offered',
    message: 'Shift Available: a role-player has offered this shift. Take it and it becomes yours.',
  },
  over: /*i18n*/ { id: 'dashboard.shiftDialog.over', message: 'This shift is over.' },
  invited: /*i18n*/ {
    id: 'dashboard.shiftDialog.invited',
    message: 'Tentative: you are invited to this shift. Please accept or decline before it starts.',
  },
  scheduled: /*i18n*/ { id: 'dashboard.shiftDialog.scheduled', message: 'You are scheduled for this shift.' },
  swapRequested: /*i18n*/ {
    id: 'dashboard.shiftDialog.swapRequested',
    message: 'You have offered this shift for swap. You are still responsible for it until somebody takes it.',
  },
  openPage: /*i18n*/ { id: 'dashboard.shiftDialog.openPage', message: 'Open shift page' },
  working: /*i18n*/ { id: 'dashboard.shiftDialog.working', message: 'Working' },
  take: /*i18n*/ { id: 'dashboard.shiftDialog.take', message: 'Take this shift' },
  close: /*i18n*/ { id: 'dashboard.shiftDialog.close', message: 'Close' },
  declineTitle: /*i18n*/ { id: 'dashboard.shiftDialog.declineTitle', message: 'Decline this shift?' },
  declineText: /*i18n*/ {
    id: 'dashboard.shiftDialog.declineText',
    message: 'You will not be scheduled for this shift. The shift coordinator is told by e-mail.',
  },
  decline: /*i18n*/ { id: 'dashboard.shiftDialog.decline', message: 'Decline' },
} satisfies Record<string, MessageDescriptor>;
