import type { MessageDescriptor } from '@lingui/core';

/**
 * The breadcrumb's texts of the Courses area (issue 40), apart from the pages' (./messages.ts): the
 * routes come with the app's first download, so they carry these few only.
 */
export const COURSES_ROUTE_TEXTS = {
  crumbCourse: /*i18n*/ { id: 'courses.crumbCourse', message: 'Course' },
  crumbNewCourse: /*i18n*/ { id: 'courses.crumbNewCourse', message: 'New Course' },
  crumbPreferences: /*i18n*/ { id: 'courses.crumbPreferences', message: 'Preferences' },
  crumbParticipants: /*i18n*/ { id: 'courses.crumbParticipants', message: 'Participants' },
} satisfies Record<string, MessageDescriptor>;
