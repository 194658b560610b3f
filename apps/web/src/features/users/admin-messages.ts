import type { MessageDescriptor } from '@lingui/core';

/**
 * The Users area's pages for those who manage people (issue 40): New user, the administration card,
 * a person's History tab and the participant directory. The shared MESSAGES keep their English here.
 */
export const ADMIN_TEXTS = {
  newUser: /*i18n*/ { id: 'users.admin.newUser', message: 'New User' },
  created: /*i18n*/ { id: 'users.admin.created', message: 'User created' },
  createFailed: /*i18n*/ { id: 'users.admin.createFailed', message: 'Could not create User' },
  passwordHelp: /*i18n*/ { id: 'users.admin.passwordHelp', message: 'At least {count} characters' },
  administration: /*i18n*/ { id: 'users.admin.administration', message: 'Administration' },
  impersonate: /*i18n*/ { id: 'users.admin.impersonate', message: 'Impersonate' },
  impersonateFailed: /*i18n*/ { id: 'users.admin.impersonateFailed', message: 'Failed to impersonate user' },
  resetPassword: /*i18n*/ { id: 'users.admin.resetPassword', message: 'Reset password' },
  passwordEmailSent: /*i18n*/ { id: 'users.admin.passwordEmailSent', message: 'Password email sent' },
  passwordEmailFailed: /*i18n*/ { id: 'users.admin.passwordEmailFailed', message: 'Error sending password email' },
  delete: /*i18n*/ { id: 'users.admin.delete', message: 'Delete' },
  deleteTitle: /*i18n*/ { id: 'users.admin.deleteTitle', message: 'Delete user' },
  deleteQuestion: /*i18n*/ {
    id: 'users.admin.deleteQuestion',
    message: 'Delete {name}? They will no longer be able to sign in. This action cannot be undone.',
  },
  deleted: /*i18n*/ { id: 'users.admin.deleted', message: 'User deleted' },
  deleteFailed: /*i18n*/ { id: 'users.admin.deleteFailed', message: 'Error deleting User' },
  // A person's History tab.
  history: /*i18n*/ { id: 'users.admin.history', message: 'History' },
  historyIntro: /*i18n*/ {
    id: 'users.admin.historyIntro',
    message: 'Changes about {name}: their account, qualifications, availability, invites and places.',
  },
  theirChanges: /*i18n*/ { id: 'users.admin.theirChanges', message: 'See the changes {name} made' },
  historyGrid: /*i18n*/ { id: 'users.admin.historyGrid', message: 'User history' },
  noChange: /*i18n*/ { id: 'users.admin.noChange', message: 'No change has been recorded about this person yet.' },
  noChangeMatches: /*i18n*/ { id: 'users.admin.noChangeMatches', message: 'No change matches.' },
  // The participant directory and the orphaned participants.
  directory: /*i18n*/ { id: 'users.admin.directory', message: 'Participant Directory' },
  participants: /*i18n*/ { id: 'users.admin.participants', message: 'Participants' },
  orphaned: /*i18n*/ { id: 'users.admin.orphaned', message: 'Orphaned' },
  name: /*i18n*/ { id: 'users.admin.name', message: 'Name' },
  email: /*i18n*/ { id: 'users.admin.email', message: 'Email' },
  client: /*i18n*/ { id: 'users.admin.client', message: 'Client' },
  manager: /*i18n*/ { id: 'users.admin.manager', message: 'Manager' },
  region: /*i18n*/ { id: 'users.admin.region', message: 'Region' },
  branch: /*i18n*/ { id: 'users.admin.branch', message: 'Branch' },
  location: /*i18n*/ { id: 'users.admin.location', message: 'Location' },
  courses: /*i18n*/ { id: 'users.admin.courses', message: 'Courses' },
  searchDirectory: /*i18n*/ { id: 'users.admin.searchDirectory', message: 'Name, email or manager' },
  fetchFailed: /*i18n*/ { id: 'users.admin.fetchFailed', message: 'Could not fetch participants' },
  select: /*i18n*/ { id: 'users.admin.select', message: 'Select {name}' },
  why: /*i18n*/ { id: 'users.admin.why', message: 'Why' },
  reason: /*i18n*/ {
    id: 'users.admin.reason',
    message: '{reason, select, no_course {In no course} other {Their client has no course}}',
  },
  created_at: /*i18n*/ { id: 'users.admin.createdAt', message: 'Date Created' },
  orphanedIntro: /*i18n*/ {
    id: 'users.admin.orphanedIntro',
    message: 'Participants in no course, or whose client has no course.',
  },
  orphanedGrid: /*i18n*/ { id: 'users.admin.orphanedGrid', message: 'Orphaned participants' },
  searchOrphaned: /*i18n*/ { id: 'users.admin.searchOrphaned', message: 'Search by name or email' },
  deleteSelected: /*i18n*/ { id: 'users.admin.deleteSelected', message: 'Delete selected ({count})' },
  deleteOrphanedTitle: /*i18n*/ { id: 'users.admin.deleteOrphanedTitle', message: 'Delete orphaned participants' },
  deleteOrphanedQuestion: /*i18n*/ {
    id: 'users.admin.deleteOrphanedQuestion',
    message:
      '{count, plural, one {Delete {name}? They will no longer be able to sign in. This action cannot be undone.} other {Delete these # participants? They will no longer be able to sign in. This action cannot be undone.}}',
  },
  orphanedDeleted: /*i18n*/ { id: 'users.admin.orphanedDeleted', message: 'Participants deleted: {count}' },
  orphanedDeleteFailed: /*i18n*/ { id: 'users.admin.orphanedDeleteFailed', message: 'Error deleting participants' },
} satisfies Record<string, MessageDescriptor>;
