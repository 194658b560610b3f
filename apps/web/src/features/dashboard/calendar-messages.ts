import type { MessageDescriptor } from '@lingui/core';
import { t } from '../../lib/i18n/i18n';

/**
 * The calendar's texts needed after it is drawn (issue 40): FullCalendar's own words (its buttons'
 * titles, '+2 more', the popover's Close, the list's headings) and the notices of a change or a failed
 * load. A chunk of their own, loaded once the calendar is shown: the dashboard's first download stays
 * as it was (its budget), and the buttons' titles follow a moment later.
 */
export const CALENDAR_TEXTS = {
  pastDay: /*i18n*/ {
    id: 'dashboard.pastDay',
    message: 'Past days cannot take availability: it can start today at the earliest.',
  },
  navHint: /*i18n*/ {
    id: 'dashboard.calendar.navHint',
    message:
      '{button, select, prev {{unit, select, day {Previous day} week {Previous week} other {Previous month}}} next {{unit, select, day {Next day} week {Next week} other {Next month}}} other {{unit, select, day {Today} week {This week} other {This month}}}}',
  },
  viewHint: /*i18n*/ {
    id: 'dashboard.calendar.viewHint',
    message: '{view, select, timeGridWeek {Week view} timeGridDay {Day view} other {List view}}',
  },
  more: /*i18n*/ { id: 'dashboard.calendar.more', message: 'more' },
  moreHint: /*i18n*/ {
    id: 'dashboard.calendar.moreHint',
    message: '{count, plural, one {Show # more event} other {Show # more events}}',
  },
  close: /*i18n*/ { id: 'dashboard.calendar.close', message: 'Close' },
  time: /*i18n*/ { id: 'dashboard.calendar.time', message: 'Time' },
  event: /*i18n*/ { id: 'dashboard.calendar.event', message: 'Event' },
  availabilityAdded: /*i18n*/ { id: 'dashboard.calendar.availabilityAdded', message: 'Availability added' },
  availabilityUpdated: /*i18n*/ { id: 'dashboard.calendar.availabilityUpdated', message: 'Availability updated' },
  addAvailabilityFailed: /*i18n*/ { id: 'dashboard.calendar.addAvailabilityFailed', message: 'Error creating availibility' },
  updateAvailabilityFailed: /*i18n*/ {
    id: 'dashboard.calendar.updateAvailabilityFailed',
    message: 'Could not update your availability',
  },
  loadFailed: /*i18n*/ {
    id: 'dashboard.calendar.loadFailed',
    message:
      '{what, select, shifts {Could not retrieve Shifts} invitations {Could not fetch invitations} holidays {Error fetching holidays} other {Error retrieving data}}',
  },
} satisfies Record<string, MessageDescriptor>;

const navHint = (button: string) => (_text: string, unit: string) => t(CALENDAR_TEXTS.navHint, { button, unit });

/** FullCalendar's options for its own words, in the person's language. */
export const calendarOptions = () => ({
  buttonHints: { prev: navHint('prev'), next: navHint('next'), today: navHint('today') },
  viewHint: (_text: string, view: string) => t(CALENDAR_TEXTS.viewHint, { view }),
  moreLinkText: t(CALENDAR_TEXTS.more),
  moreLinkHint: (count: number) => t(CALENDAR_TEXTS.moreHint, { count }),
  closeHint: t(CALENDAR_TEXTS.close),
  timeHint: t(CALENDAR_TEXTS.time),
  eventHint: t(CALENDAR_TEXTS.event),
});
