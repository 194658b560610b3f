import type { Role } from '@app/shared';
import type { MessageDescriptor } from '@lingui/core';
import { t } from '../../lib/i18n/i18n';

/** The Users area's texts (issue 40): a person's own page (My profile) and the directories they see. */
export const USERS_TEXTS = {
  notFound: /*i18n*/ { id: 'users.notFound', message: 'The page you are looking for cannot be found' },
  loadFailed: /*i18n*/ { id: 'users.loadFailed', message: 'Error retrieving data' },
  mustChangePassword: /*i18n*/ { id: 'users.mustChangePassword', message: 'Please choose a new password before you continue' },
  onlyThisUser: /*i18n*/ {
    id: 'users.onlyThisUser',
    message: 'Only this user or an administrator can change these details.',
  },
  userUpdated: /*i18n*/ { id: 'users.userUpdated', message: 'User updated' },
  updateFailed: /*i18n*/ { id: 'users.updateFailed', message: 'Error updating User' },
  passwordDropped: /*i18n*/ {
    id: 'users.passwordDropped',
    message: 'Password not changed: it did not match its confirmation.',
  },
  newPasswordHelp: /*i18n*/ {
    id: 'users.newPasswordHelp',
    message: 'Choose a new password of at least {count} characters',
  },
  keepPasswordHelp: /*i18n*/ { id: 'users.keepPasswordHelp', message: 'Leave empty to keep the current password' },
  currentPasswordHelp: /*i18n*/ { id: 'users.currentPasswordHelp', message: 'Needed only to choose a new password' },
  userPage: /*i18n*/ { id: 'users.userPage', message: 'User page' },
  userDetails: /*i18n*/ { id: 'users.userDetails', message: 'User details' },
  userForm: /*i18n*/ { id: 'users.userForm', message: 'User form' },
  notGiven: /*i18n*/ { id: 'users.notGiven', message: 'Not given' },
  save: /*i18n*/ { id: 'users.save', message: 'Save' },
  fieldInvalid: /*i18n*/ { id: 'users.fieldInvalid', message: 'Check this field: {field}' },
  newPasswordRequired: /*i18n*/ { id: 'users.newPasswordRequired', message: 'Please enter a new password' },
  currentPasswordRequired: /*i18n*/ {
    id: 'users.currentPasswordRequired',
    message: 'Enter your current password to choose a new one',
  },

  // The user's fields.
  name: /*i18n*/ { id: 'users.name', message: 'Name' },
  email: /*i18n*/ { id: 'users.email', message: 'Email' },
  roles: /*i18n*/ { id: 'users.roles', message: 'Roles' },
  homeNumber: /*i18n*/ { id: 'users.homeNumber', message: 'Home number' },
  cellNumber: /*i18n*/ { id: 'users.cellNumber', message: 'Cell number' },
  password: /*i18n*/ { id: 'users.password', message: 'Password' },
  passwordConfirmation: /*i18n*/ { id: 'users.passwordConfirmation', message: 'Password confirmation' },
  currentPassword: /*i18n*/ { id: 'users.currentPassword', message: 'Current password' },
  dateCreated: /*i18n*/ { id: 'users.dateCreated', message: 'Date Created' },
  role: /*i18n*/ {
    id: 'users.role',
    message: '{role, select, admin {Administrator} sc {Shift Coordinator} coach {Coach} rp {Role-player} other {Participant}}',
  },

  // The area's tabs and directories.
  area: /*i18n*/ { id: 'users.area', message: 'Users' },
  tabTeam: /*i18n*/ { id: 'users.tabTeam', message: 'Team' },
  tabColleagues: /*i18n*/ { id: 'users.tabColleagues', message: 'Colleagues' },
  tabParticipants: /*i18n*/ { id: 'users.tabParticipants', message: 'Participants' },
  tabNewUser: /*i18n*/ { id: 'users.tabNewUser', message: 'New User' },
  tabMe: /*i18n*/ { id: 'users.tabMe', message: 'Me' },
  teamDirectory: /*i18n*/ { id: 'users.teamDirectory', message: 'Team Directory' },
  colleagues: /*i18n*/ { id: 'users.colleagues', message: 'Colleagues' },
  colleaguesIntro: /*i18n*/ { id: 'users.colleaguesIntro', message: 'The people you share a shift with.' },
  searchByNameOrEmail: /*i18n*/ { id: 'users.searchByNameOrEmail', message: 'Search by name or email' },

  // The calendar feed.
  feedTitle: /*i18n*/ { id: 'users.feedTitle', message: 'Calendar feed' },
  feedIntro: /*i18n*/ {
    id: 'users.feedIntro',
    message:
      '{self, select, yes {Your} other {This user’s}} shifts and calls in any calendar app (Google, Apple, Outlook), kept up to date. Keep the address private: anyone who has it can read the shifts.',
  },
  feedLoading: /*i18n*/ { id: 'users.feedLoading', message: 'Loading the calendar feed' },
  feedAddress: /*i18n*/ { id: 'users.feedAddress', message: 'Feed address' },
  copy: /*i18n*/ { id: 'users.copy', message: 'Copy' },
  subscribe: /*i18n*/ { id: 'users.subscribe', message: 'Subscribe in your calendar app' },
  resetAddress: /*i18n*/ { id: 'users.resetAddress', message: 'Reset address' },
  resetTitle: /*i18n*/ { id: 'users.resetTitle', message: 'Reset the calendar feed address?' },
  resetBody: /*i18n*/ {
    id: 'users.resetBody',
    message:
      'A new address is made, and the old address stops working at once: every calendar subscribed to it stops updating until it is subscribed to the new one.',
  },
  reset: /*i18n*/ { id: 'users.reset', message: 'Reset' },
  feedReset: /*i18n*/ { id: 'users.feedReset', message: 'New calendar feed address made; the old one no longer works' },
  feedResetFailed: /*i18n*/ { id: 'users.feedResetFailed', message: 'Could not reset the calendar feed address' },

  // Shifts a week.
  weeklyTitle: /*i18n*/ { id: 'users.weeklyTitle', message: 'Shifts a week' },
  weeklyIntro: /*i18n*/ {
    id: 'users.weeklyIntro',
    message:
      'When a coordinator plans the month, {self, select, yes {you are} other {this person is}} given at most this many shifts in a week. Leave it empty for no limit.',
  },
  weeklyLabel: /*i18n*/ { id: 'users.weeklyLabel', message: 'Most shifts a week' },
  weeklyHelp: /*i18n*/ { id: 'users.weeklyHelp', message: 'From 1 to 14, or empty' },

  // Course qualifications.
  qualificationsTitle: /*i18n*/ { id: 'users.qualificationsTitle', message: 'Course qualifications' },
  noQualifications: /*i18n*/ {
    id: 'users.noQualifications',
    message: 'No course qualifications: courses without any accept everybody.',
  },
  removeCourse: /*i18n*/ { id: 'users.removeCourse', message: 'Remove {name}' },
  removeQualificationTitle: /*i18n*/ { id: 'users.removeQualificationTitle', message: 'Remove qualification' },
  removeQualificationBody: /*i18n*/ { id: 'users.removeQualificationBody', message: 'Remove the qualification for {name}?' },
  remove: /*i18n*/ { id: 'users.remove', message: 'Remove' },
  removeQualificationFailed: /*i18n*/ { id: 'users.removeQualificationFailed', message: 'Error deleting User Qualifications' },
  course: /*i18n*/ { id: 'users.course', message: 'Course' },
  addQualification: /*i18n*/ { id: 'users.addQualification', message: 'Add qualification' },
  addQualificationFailed: /*i18n*/ { id: 'users.addQualificationFailed', message: 'Error creating User Qualifications' },

  // A participant's profile and course history (their own page too).
  participantProfile: /*i18n*/ { id: 'users.participantProfile', message: 'Participant profile' },
  profileField: /*i18n*/ {
    id: 'users.profileField',
    message:
      '{field, select, clientId {Client} managerName {Manager name} managerEmail {Manager email} region {Region} location {Location} branch {Branch} timeZone {Time zone} other {Position}}',
  },
  onlyManagersChangeProfile: /*i18n*/ {
    id: 'users.onlyManagersChangeProfile',
    message: 'Only an administrator or a shift coordinator can change the profile.',
  },
  profileUpdated: /*i18n*/ { id: 'users.profileUpdated', message: 'Participant profile updated' },
  profileUpdateFailed: /*i18n*/ { id: 'users.profileUpdateFailed', message: 'Error updating participant profile' },
  timeZoneExample: /*i18n*/ { id: 'users.timeZoneExample', message: 'For example America/Toronto' },
  saveProfile: /*i18n*/ { id: 'users.saveProfile', message: 'Save profile' },
  courseHistory: /*i18n*/ { id: 'users.courseHistory', message: 'Course history' },
  downloadCsv: /*i18n*/ { id: 'users.downloadCsv', message: 'Download CSV' },
  downloadFailed: /*i18n*/ { id: 'users.downloadFailed', message: 'Error retrieving course list report' },
  courseListFailed: /*i18n*/ { id: 'users.courseListFailed', message: 'Could not fetch participant course list' },
  noCourses: /*i18n*/ { id: 'users.noCourses', message: 'Not in any course yet.' },
  client: /*i18n*/ { id: 'users.client', message: 'Client' },
  status: /*i18n*/ { id: 'users.status', message: 'Status' },
  enrolled: /*i18n*/ { id: 'users.enrolled', message: 'Enrolled' },
  shift: /*i18n*/ { id: 'users.shift', message: 'Shift' },
  completed: /*i18n*/ { id: 'users.completed', message: 'Completed' },
  progress: /*i18n*/ { id: 'users.progress', message: 'Progress' },
  progressIn: /*i18n*/ { id: 'users.progressIn', message: 'Progress in {course}' },
  courseStatus: /*i18n*/ {
    id: 'users.courseStatus',
    message: '{status, select, Pending {Pending} Registered {Registered} other {Completed}}',
  },
} satisfies Record<string, MessageDescriptor>;

/** A role's name in the person's language. */
export const roleName = (role: Role): string => t(USERS_TEXTS.role, { role });

/** Roles' names in the person's language, in one line. */
export const roleNames = (roles: readonly Role[]): string => roles.map(roleName).join(', ');
