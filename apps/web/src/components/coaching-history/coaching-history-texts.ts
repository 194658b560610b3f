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
  // A role-player's agreement with the calibration ratings (rater-agreement-over-time.tsx).
  agreementTitle: /*i18n*/ { id: 'coachingHistory.agreementTitle', message: 'Agreement with calibration ratings' },
  loading: /*i18n*/ { id: 'coachingHistory.loading', message: 'Loading…' },
  loadFailed: /*i18n*/ { id: 'coachingHistory.loadFailed', message: 'Could not retrieve data' },
  noRating: /*i18n*/ {
    id: 'coachingHistory.noRating',
    message: 'No coach has given a calibration rating of this role-player’s calls yet.',
  },
  agreementSummary: /*i18n*/ {
    id: 'coachingHistory.agreementSummary',
    message:
      'How often this role-player’s ratings equal a coach’s calibration rating of the same block: {percent}% of {n} pairs{kappa, select, none { (kappa from {min} pairs)} other {, weighted kappa {kappa}}}. The threshold is {threshold}%.',
  },
  lowLatest: /*i18n*/ { id: 'coachingHistory.lowLatest', message: '{percent}% on the latest shift ({date})' },
  lowOverall: /*i18n*/ { id: 'coachingHistory.lowOverall', message: '{percent}% over all shifts' },
  belowThreshold: /*i18n*/ {
    id: 'coachingHistory.belowThreshold',
    message: 'Agreement below the {threshold}% threshold: {list}. Take it up in the next coaching session.',
  },
  agreement: /*i18n*/ { id: 'coachingHistory.agreement', message: 'Agreement' },
  threshold: /*i18n*/ { id: 'coachingHistory.threshold', message: 'Threshold' },
  percent: /*i18n*/ { id: 'coachingHistory.percent', message: '{value}%' },
  byShift: /*i18n*/ { id: 'coachingHistory.byShift', message: 'Agreement by shift' },
  shift: /*i18n*/ { id: 'coachingHistory.shift', message: 'Shift' },
  course: /*i18n*/ { id: 'coachingHistory.course', message: 'Course' },
  pairs: /*i18n*/ { id: 'coachingHistory.pairs', message: 'Pairs' },
} satisfies Record<string, MessageDescriptor>;
