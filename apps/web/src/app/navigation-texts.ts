import type { MessageDescriptor } from '@lingui/core';
import { t } from '../lib/i18n/i18n';

/**
 * The menu's items and the breadcrumb's plain crumbs in the person's language, by their English name
 * (navigation.ts and the routes' handles keep the English as their identity). A name missing here
 * is shown as it is.
 */
const NAV_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  Home: /*i18n*/ { id: 'nav.home', message: 'Home' },
  Dashboard: /*i18n*/ { id: 'nav.dashboard', message: 'Dashboard' },
  'My shifts': /*i18n*/ { id: 'nav.myShifts', message: 'My shifts' },
  Clients: /*i18n*/ { id: 'nav.clients', message: 'Clients' },
  Courses: /*i18n*/ { id: 'nav.courses', message: 'Courses' },
  'Coaching templates': /*i18n*/ { id: 'nav.coachingTemplates', message: 'Coaching templates' },
  'Plan the month': /*i18n*/ { id: 'nav.planTheMonth', message: 'Plan the month' },
  Users: /*i18n*/ { id: 'nav.users', message: 'Users' },
  Colleagues: /*i18n*/ { id: 'nav.colleagues', message: 'Colleagues' },
  'My profile': /*i18n*/ { id: 'nav.myProfile', message: 'My profile' },
  Rooms: /*i18n*/ { id: 'nav.rooms', message: 'Rooms' },
  Reports: /*i18n*/ { id: 'nav.reports', message: 'Reports' },
  Archived: /*i18n*/ { id: 'nav.archived', message: 'Archived' },
  Mailbox: /*i18n*/ { id: 'nav.mailbox', message: 'Mailbox' },
  Settings: /*i18n*/ { id: 'nav.settings', message: 'Settings' },
  Activity: /*i18n*/ { id: 'nav.activity', message: 'Activity' },
  'Roleplay Shift': /*i18n*/ { id: 'nav.roleplayShift', message: 'Roleplay Shift' },
  'Orientation Shift': /*i18n*/ { id: 'nav.orientationShift', message: 'Orientation Shift' },
  'Live Shift': /*i18n*/ { id: 'nav.liveShift', message: 'Live Shift' },
  'Team Directory': /*i18n*/ { id: 'nav.teamDirectory', message: 'Team Directory' },
  'Participant Directory': /*i18n*/ { id: 'nav.participantDirectory', message: 'Participant Directory' },
  'New User': /*i18n*/ { id: 'nav.newUser', message: 'New User' },
  'User details': /*i18n*/ { id: 'nav.userDetails', message: 'User details' },
  'New Client': /*i18n*/ { id: 'nav.newClient', message: 'New Client' },
  Progress: /*i18n*/ { id: 'nav.progress', message: 'Progress' },
  'Skills List': /*i18n*/ { id: 'nav.skillsList', message: 'Skills List' },
  Plan: /*i18n*/ { id: 'nav.plan', message: 'Plan' },
  Results: /*i18n*/ { id: 'nav.results', message: 'Results' },
  NPS: /*i18n*/ { id: 'nav.nps', message: 'NPS' },
  Aggregate: /*i18n*/ { id: 'nav.aggregate', message: 'Aggregate' },
  Attendance: /*i18n*/ { id: 'nav.attendance', message: 'Attendance' },
  Scheduled: /*i18n*/ { id: 'nav.scheduled', message: 'Scheduled' },
  'Resource Availability': /*i18n*/ { id: 'nav.resourceAvailability', message: 'Resource Availability' },
  'Coaching record': /*i18n*/ { id: 'nav.coachingRecord', message: 'Coaching record' },
  'Coaching form': /*i18n*/ { id: 'nav.coachingForm', message: 'Coaching form' },
  'New template': /*i18n*/ { id: 'nav.newTemplate', message: 'New template' },
  Template: /*i18n*/ { id: 'nav.template', message: 'Template' },
};

/** An item's or a crumb's name in the person's language. */
export function navText(english: string): string {
  const text = Object.hasOwn(NAV_TEXTS, english) ? NAV_TEXTS[english] : undefined;
  return text ? t(text) : english;
}

/** The layout's own texts. */
export const LAYOUT_TEXTS = {
  productName: /*i18n*/ { id: 'layout.productName', message: 'Roleplay Back Office' },
  openNavigation: /*i18n*/ { id: 'layout.openNavigation', message: 'Open navigation' },
  mainNavigation: /*i18n*/ { id: 'layout.mainNavigation', message: 'Main' },
  breadcrumb: /*i18n*/ { id: 'layout.breadcrumb', message: 'Breadcrumb' },
  logout: /*i18n*/ { id: 'layout.logout', message: 'Logout' },
  language: /*i18n*/ { id: 'layout.language', message: 'Language' },
  languageMenu: /*i18n*/ { id: 'layout.languageMenu', message: 'Language: {language}' },
  languageFailed: /*i18n*/ {
    id: 'layout.languageFailed',
    message: 'The language could not be changed. Try again in a moment.',
  },
  backTo: /*i18n*/ { id: 'layout.backTo', message: 'Back to {name}' },
  viewingAs: /*i18n*/ { id: 'layout.viewingAs', message: 'You are viewing the app as {name}.' },
  couldNotReturn: /*i18n*/ { id: 'layout.couldNotReturn', message: 'Could not return to your account' },
} satisfies Record<string, MessageDescriptor>;
