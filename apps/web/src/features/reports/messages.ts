import type { MessageDescriptor } from '@lingui/core';

/** The reports' texts (issue 40): the English here, the other languages in ./locales/. */
export const REPORTS_TEXTS = {
  title: /*i18n*/ { id: 'reports.title', message: 'Reports' },
  tab: /*i18n*/ {
    id: 'reports.tab',
    message:
      '{tab, select, nps {NPS} aggregate {Aggregate} attendance {Attendance} scheduled {Scheduled} other {Resource Availability}}',
  },
  // The CSV reports
  npsTitle: /*i18n*/ { id: 'reports.npsTitle', message: 'NPS report' },
  npsDownload: /*i18n*/ { id: 'reports.npsDownload', message: 'Download NPS report' },
  scheduledTitle: /*i18n*/ { id: 'reports.scheduledTitle', message: 'Scheduled report' },
  scheduledDownload: /*i18n*/ { id: 'reports.scheduledDownload', message: 'Download Scheduled report' },
  aggregateTitle: /*i18n*/ { id: 'reports.aggregateTitle', message: 'Aggregate report' },
  aggregateDownload: /*i18n*/ { id: 'reports.aggregateDownload', message: 'Download Aggregate report' },
  attendanceTitle: /*i18n*/ { id: 'reports.attendanceTitle', message: 'Attendance reports' },
  rolePlayerDownload: /*i18n*/ { id: 'reports.rolePlayerDownload', message: 'Download Role-player Attendance' },
  participantDownload: /*i18n*/ { id: 'reports.participantDownload', message: 'Download Participant Attendance' },
  from: /*i18n*/ { id: 'reports.from', message: 'From' },
  to: /*i18n*/ { id: 'reports.to', message: 'To' },
  pickBoth: /*i18n*/ { id: 'reports.pickBoth', message: 'Please pick both to and from' },
  manager: /*i18n*/ { id: 'reports.manager', message: 'Manager' },
  region: /*i18n*/ { id: 'reports.region', message: 'Region' },
  branch: /*i18n*/ { id: 'reports.branch', message: 'Branch' },
  downloadFailed: /*i18n*/ {
    id: 'reports.downloadFailed',
    message:
      '{report, select, nps {Error retrieving NPS report} aggregate {Error retrieving Aggregate report} roleplayerAttendance {Error retrieving role-player attendance} participantAttendance {Error retrieving participant attendance} other {Error retrieving scheduled report}}',
  },
  preparing: /*i18n*/ { id: 'reports.preparing', message: 'Preparing the report…' },
  preparingReceived: /*i18n*/ { id: 'reports.preparingReceived', message: 'Preparing the report… {size} received' },
  bytes: /*i18n*/ { id: 'reports.bytes', message: '{unit, select, b {{size} B} kb {{size} KB} other {{size} MB}}' },
  // Pickers
  cohorts: /*i18n*/ { id: 'reports.cohorts', message: 'Cohorts' },
  allCohorts: /*i18n*/ { id: 'reports.allCohorts', message: 'All cohorts' },
  courses: /*i18n*/ { id: 'reports.courses', message: 'Courses' },
  allCourses: /*i18n*/ { id: 'reports.allCourses', message: 'All courses' },
  course: /*i18n*/ { id: 'reports.course', message: 'Course' },
  any: /*i18n*/ { id: 'reports.any', message: 'Any' },
  noOptions: /*i18n*/ { id: 'reports.noOptions', message: 'No options' },
  loading: /*i18n*/ { id: 'reports.loading', message: 'Loading…' },
  clear: /*i18n*/ { id: 'reports.clear', message: 'Clear' },
  open: /*i18n*/ { id: 'reports.open', message: 'Open' },
  close: /*i18n*/ { id: 'reports.close', message: 'Close' },
  // Resource availability
  resourceAvailability: /*i18n*/ { id: 'reports.resourceAvailability', message: 'Resource availability' },
  view: /*i18n*/ { id: 'reports.view', message: 'View' },
  week: /*i18n*/ { id: 'reports.week', message: 'Week' },
  day: /*i18n*/ { id: 'reports.day', message: 'Day' },
  previous: /*i18n*/ { id: 'reports.previous', message: 'Previous' },
  today: /*i18n*/ { id: 'reports.today', message: 'Today' },
  next: /*i18n*/ { id: 'reports.next', message: 'Next' },
  start: /*i18n*/ { id: 'reports.start', message: 'Start' },
  roles: /*i18n*/ { id: 'reports.roles', message: 'Roles' },
  role: /*i18n*/ { id: 'reports.role', message: '{role, select, sc {Shift Coordinator} rp {Role-player} other {Coach}}' },
  roleShort: /*i18n*/ { id: 'reports.roleShort', message: '{role, select, sc {SC} rp {RP} other {Coach}}' },
  available: /*i18n*/ { id: 'reports.available', message: 'Available' },
  acceptedShift: /*i18n*/ { id: 'reports.acceptedShift', message: 'Accepted shift' },
  invitedShift: /*i18n*/ { id: 'reports.invitedShift', message: 'Invited shift' },
  loadingTimeline: /*i18n*/ { id: 'reports.loadingTimeline', message: 'Loading the timeline' },
  nobodyMatches: /*i18n*/ { id: 'reports.nobodyMatches', message: 'Nobody matches these roles and courses.' },
  showing: /*i18n*/ {
    id: 'reports.showing',
    message: '{total} people · showing {first}–{last}',
  },
  pages: /*i18n*/ { id: 'reports.pages', message: 'pagination navigation' },
  pageItem: /*i18n*/ {
    id: 'reports.pageItem',
    message:
      '{type, select, page {{selected, select, true {page {page}} other {Go to page {page}}}} first {Go to first page} last {Go to last page} next {Go to next page} other {Go to previous page}}',
  },
  weekByPerson: /*i18n*/ { id: 'reports.weekByPerson', message: 'The week by person' },
  dayByPerson: /*i18n*/ { id: 'reports.dayByPerson', message: 'The day by person' },
  person: /*i18n*/ { id: 'reports.person', message: 'Person' },
  shiftDetails: /*i18n*/ {
    id: 'reports.shiftDetails',
    message:
      '{type, select, roleplay {Roleplay} training {Orientation} other {Live}} shift ({status, select, accepted {Accepted} other {Invited}})',
  },
} satisfies Record<string, MessageDescriptor>;
