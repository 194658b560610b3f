import type { MessageDescriptor } from '@lingui/core';

/** The dashboard's texts (issue 40): the page and its calendar; the dialogs' are in dialog-messages.ts (loaded with them). */
export const DASHBOARD_TEXTS = {
  title: /*i18n*/ { id: 'dashboard.title', message: 'Dashboard' },
  allShifts: /*i18n*/ { id: 'dashboard.allShifts', message: 'All shifts' },
  yourSessions: /*i18n*/ { id: 'dashboard.yourSessions', message: 'Your sessions' },
  yourShifts: /*i18n*/ { id: 'dashboard.yourShifts', message: 'Your shifts and the shifts offered to you' },
  availabilityInDayView: /*i18n*/ { id: 'dashboard.availabilityInDayView', message: ' · add availability in the day view' },
  availabilityByDragging: /*i18n*/ {
    id: 'dashboard.availabilityByDragging',
    message: ' · drag over free time to add availability',
  },
  addAvailability: /*i18n*/ { id: 'dashboard.addAvailability', message: 'Add availability' },
  loadingCalendar: /*i18n*/ { id: 'dashboard.loadingCalendar', message: 'Loading the calendar' },
  legend: /*i18n*/ { id: 'dashboard.legend', message: 'Legend' },
  yourCalls: /*i18n*/ { id: 'dashboard.yourCalls', message: 'Your calls' },
  roleplay: /*i18n*/ { id: 'dashboard.roleplay', message: 'Roleplay' },
  orientation: /*i18n*/ { id: 'dashboard.orientation', message: 'Orientation' },
  live: /*i18n*/ { id: 'dashboard.live', message: 'Live' },
  tentative: /*i18n*/ { id: 'dashboard.tentative', message: 'Tentative (invited, awaiting your answer)' },
  swapRequested: /*i18n*/ { id: 'dashboard.swapRequested', message: 'Swap requested' },
  shiftAvailable: /*i18n*/ { id: 'dashboard.shiftAvailable', message: 'Shift Available' },
  yourAvailability: /*i18n*/ { id: 'dashboard.yourAvailability', message: 'Your availability' },
  holiday: /*i18n*/ { id: 'dashboard.holiday', message: 'Holiday' },
  today: /*i18n*/ { id: 'dashboard.today', message: 'Today' },
  week: /*i18n*/ { id: 'dashboard.week', message: 'Week' },
  day: /*i18n*/ { id: 'dashboard.day', message: 'Day' },
  list: /*i18n*/ { id: 'dashboard.list', message: 'List' },
  allDay: /*i18n*/ { id: 'dashboard.allDay', message: 'all-day' },
  shiftType: /*i18n*/ {
    id: 'dashboard.shiftType',
    message: '{type, select, roleplay {Roleplay} training {Orientation} other {Live}}',
  },
  nothingScheduled: /*i18n*/ { id: 'dashboard.nothingScheduled', message: 'Nothing scheduled in this period' },
  // The staff's calendar: availability bands and notes (FullCalendar's own words and the notices: calendar-messages.ts).
  available: /*i18n*/ { id: 'dashboard.available', message: 'Available' },
  newAvailability: /*i18n*/ { id: 'dashboard.newAvailability', message: 'New availability' },
  editAvailability: /*i18n*/ { id: 'dashboard.editAvailability', message: 'Edit availability {hours}' },
  removeAvailability: /*i18n*/ { id: 'dashboard.removeAvailability', message: 'Remove availability' },
  statusNote: /*i18n*/ {
    id: 'dashboard.statusNote',
    message: '{status, select, tentative {Tentative – please respond} invited {Invited – not answered} other {Swap requested}}',
  },
  callOf: /*i18n*/ { id: 'dashboard.callOf', message: '{title} · call {number} of {count}' },
  dial: /*i18n*/ { id: 'dashboard.dial', message: 'Dial {numbers}' },
} satisfies Record<string, MessageDescriptor>;
