import type { MessageDescriptor } from '@lingui/core';

/**
 * The coaching pages' texts (issue 40): the templates list, the archive and an archived record. The
 * shared MESSAGES keep their English here (errorRetrievingData, errorFindingArchivedRecord…).
 */
export const COACHING_TEXTS = {
  loadFailed: /*i18n*/ { id: 'coaching.loadFailed', message: 'Error retrieving data' },
  // The templates.
  templates: /*i18n*/ { id: 'coaching.templates', message: 'Coaching templates' },
  newTemplate: /*i18n*/ { id: 'coaching.newTemplate', message: 'New Template' },
  templatesIntro: /*i18n*/ {
    id: 'coaching.templatesIntro',
    message: "A course picks one of these; its questions make the coaching form of the course's calls.",
  },
  edit: /*i18n*/ { id: 'coaching.edit', message: 'Edit' },
  editName: /*i18n*/ { id: 'coaching.editName', message: 'Edit {name}' },
  delete: /*i18n*/ { id: 'coaching.delete', message: 'Delete' },
  deleteName: /*i18n*/ { id: 'coaching.deleteName', message: 'Delete {name}' },
  questions: /*i18n*/ { id: 'coaching.questions', message: '{count} questions' },
  deleteTitle: /*i18n*/ { id: 'coaching.deleteTitle', message: 'Delete Template' },
  deleteQuestion: /*i18n*/ { id: 'coaching.deleteQuestion', message: 'Delete {name}? This action cannot be undone' },
  thisTemplate: /*i18n*/ { id: 'coaching.thisTemplate', message: 'this template' },
  deleted: /*i18n*/ { id: 'coaching.deleted', message: 'Template {name} deleted' },
  deleteFailed: /*i18n*/ { id: 'coaching.deleteFailed', message: 'Could not delete template' },
  // The archive.
  archived: /*i18n*/ { id: 'coaching.archived', message: 'Archived' },
  archiveGrid: /*i18n*/ { id: 'coaching.archiveGrid', message: 'Archived coaching records' },
  name: /*i18n*/ { id: 'coaching.name', message: 'Name' },
  dateCoached: /*i18n*/ { id: 'coaching.dateCoached', message: 'Date coached' },
  session: /*i18n*/ { id: 'coaching.session', message: 'Session' },
  coach: /*i18n*/ { id: 'coaching.coach', message: 'Coach' },
  searchArchive: /*i18n*/ { id: 'coaching.searchArchive', message: 'Role-player, coach or session' },
  noRecords: /*i18n*/ { id: 'coaching.noRecords', message: 'No coaching records yet' },
  noRecordMatches: /*i18n*/ { id: 'coaching.noRecordMatches', message: 'No records match this search' },
  // An archived record.
  recordNotFound: /*i18n*/ { id: 'coaching.recordNotFound', message: 'Error finding archived coaching record' },
  record: /*i18n*/ { id: 'coaching.record', message: 'Coaching record' },
  rolePlayer: /*i18n*/ { id: 'coaching.rolePlayer', message: 'Role-player' },
  coachingDate: /*i18n*/ { id: 'coaching.coachingDate', message: 'Coaching date' },
  answers: /*i18n*/ { id: 'coaching.answers', message: 'Answers' },
} satisfies Record<string, MessageDescriptor>;

/** The coaching form of a role-player in a call (components/coaching-form-page.tsx). */
export const FORM_TEXTS = {
  notFound: /*i18n*/ { id: 'coaching.form.notFound', message: 'The page you are looking for cannot be found' },
  taken: /*i18n*/ {
    id: 'coaching.form.taken',
    message: 'Coaching form already created by another coach for this role-player',
  },
  fetchFailed: /*i18n*/ { id: 'coaching.form.fetchFailed', message: 'Could not fetch Coaching Record' },
  createFailed: /*i18n*/ { id: 'coaching.form.createFailed', message: 'Could not create Coaching Record' },
  saveFailed: /*i18n*/ { id: 'coaching.form.saveFailed', message: 'Could not save the answer' },
  noQuestions: /*i18n*/ {
    id: 'coaching.form.noQuestions',
    message: 'The course of this call has no coaching questions: choose a role-player assessment template on the course',
  },
  yes: /*i18n*/ { id: 'coaching.form.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'coaching.form.no', message: 'No' },
  title: /*i18n*/ { id: 'coaching.form.title', message: 'Coaching: {name}' },
  byline: /*i18n*/ {
    id: 'coaching.form.byline',
    message: 'Coach: {coach} · Created {created} · Each answer is saved as you give it.',
  },
  savedOnLeave: /*i18n*/ { id: 'coaching.form.savedOnLeave', message: 'Saved when you leave the field' },
  notAnswered: /*i18n*/ { id: 'coaching.form.notAnswered', message: 'Not answered' },
  saving: /*i18n*/ { id: 'coaching.form.saving', message: 'Saving…' },
  saved: /*i18n*/ { id: 'coaching.form.saved', message: 'Saved {time}' },
} satisfies Record<string, MessageDescriptor>;

/** The template editor (components/template-editor-page.tsx). */
export const EDITOR_TEXTS = {
  types: /*i18n*/ {
    id: 'coaching.editor.types',
    message: '{type, select, binary {Yes / No} scale {Scale 1–6} other {Comment}}',
  },
  copyName: /*i18n*/ { id: 'coaching.editor.copyName', message: '{name} (copy)' },
  newTitle: /*i18n*/ { id: 'coaching.editor.newTitle', message: 'New coaching template' },
  title: /*i18n*/ { id: 'coaching.editor.title', message: 'Coaching template' },
  usedBy: /*i18n*/ {
    id: 'coaching.editor.usedBy',
    message:
      'Used by {courses} course(s) and {records} coaching record(s). Questions with answers are locked: add a new question, or copy the template, to change them.',
  },
  name: /*i18n*/ { id: 'coaching.editor.name', message: 'Name' },
  header: /*i18n*/ { id: 'coaching.editor.header', message: 'Question {n} header' },
  content: /*i18n*/ { id: 'coaching.editor.content', message: 'Question {n} content' },
  answerType: /*i18n*/ { id: 'coaching.editor.answerType', message: 'Question {n} answer type' },
  up: /*i18n*/ { id: 'coaching.editor.up', message: 'Move question {n} up' },
  down: /*i18n*/ { id: 'coaching.editor.down', message: 'Move question {n} down' },
  locked: /*i18n*/ { id: 'coaching.editor.locked', message: 'This question has answers: it stays' },
  hasAnswers: /*i18n*/ { id: 'coaching.editor.hasAnswers', message: 'Question {n} has answers' },
  remove: /*i18n*/ { id: 'coaching.editor.remove', message: 'Remove question {n}' },
  saveFailed: /*i18n*/ { id: 'coaching.editor.saveFailed', message: 'Could not save template' },
  addQuestion: /*i18n*/ { id: 'coaching.editor.addQuestion', message: 'Add question' },
  save: /*i18n*/ { id: 'coaching.editor.save', message: 'Save template' },
  copy: /*i18n*/ { id: 'coaching.editor.copy', message: 'Copy as new template' },
  saved: /*i18n*/ { id: 'coaching.editor.saved', message: 'Template {name} saved' },
} satisfies Record<string, MessageDescriptor>;
