import type { MessageDescriptor } from '@lingui/core';

/**
 * The coaching history's texts (issue 40), in the shell's catalogue: a person's coaching records on
 * their page and in the shift's attendance panel, each record's answers. The shared MESSAGES and
 * answerDisplay keep their English here.
 */
export const HISTORY_TEXTS = {
  show: /*i18n*/ { id: 'coachingHistory.show', message: 'Show coaching records' },
  showOf: /*i18n*/ { id: 'coachingHistory.showOf', message: 'Show coaching records of {name}' },
  historyOf: /*i18n*/ { id: 'coachingHistory.historyOf', message: 'Coaching history of {name}' },
  close: /*i18n*/ { id: 'coachingHistory.close', message: 'Close' },
  fetchFailed: /*i18n*/ { id: 'coachingHistory.fetchFailed', message: 'Could not Fetch Coaching Record Answers' },
  none: /*i18n*/ { id: 'coachingHistory.none', message: 'No coaching records yet' },
  coach: /*i18n*/ { id: 'coachingHistory.coach', message: 'Coach: {name}' },
  rolePlayer: /*i18n*/ { id: 'coachingHistory.rolePlayer', message: 'Role-player: {name}' },
  pages: /*i18n*/ { id: 'coachingHistory.pages', message: 'Coaching records pages' },
  history: /*i18n*/ { id: 'coachingHistory.history', message: 'Coaching history' },
  created: /*i18n*/ { id: 'coachingHistory.created', message: 'Coaching records created' },
  /** answerDisplay's words: a binary answer, a scale's value out of its top. */
  yesNo: /*i18n*/ { id: 'coachingHistory.yesNo', message: '{answer, select, yes {Yes} other {No}}' },
  outOf: /*i18n*/ { id: 'coachingHistory.outOf', message: '{value} / {max}' },
} satisfies Record<string, MessageDescriptor>;
