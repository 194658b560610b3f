import type { MessageDescriptor } from '@lingui/core';

/** The skills list's texts (issue 40): what a role-player fills in during a call, and the action plan. */
export const ASSESSMENTS_TEXTS = {
  notFound: /*i18n*/ { id: 'assessments.notFound', message: 'Not found' },
  loadFailed: /*i18n*/ { id: 'assessments.loadFailed', message: 'Could not retrieve data' },
  backToShift: /*i18n*/ { id: 'assessments.backToShift', message: 'Back to the shift' },
  title: /*i18n*/ { id: 'assessments.title', message: 'Skills List' },
  noParticipant: /*i18n*/ { id: 'assessments.noParticipant', message: 'This call has no participant yet.' },
  participants: /*i18n*/ { id: 'assessments.participants', message: 'Participants of the call' },
  showSkillsList: /*i18n*/ { id: 'assessments.showSkillsList', message: 'Show the skills list' },
  calibrationRating: /*i18n*/ { id: 'assessments.calibrationRating', message: 'Calibration rating' },
  readOnly: /*i18n*/ {
    id: 'assessments.readOnly',
    message: 'You can read this skills list. The shift’s coach and the role-players of this participant’s call edit it.',
  },
  submittedOn: /*i18n*/ { id: 'assessments.submittedOn', message: 'Submitted {when}' },
  skillsByScenario: /*i18n*/ { id: 'assessments.skillsByScenario', message: 'Skills by scenario' },

  // The table.
  skillsList: /*i18n*/ { id: 'assessments.skillsList', message: 'Skills list' },
  skill: /*i18n*/ { id: 'assessments.skill', message: 'Skill' },
  scenario: /*i18n*/ { id: 'assessments.scenario', message: 'Scenario' },
  noRolePlayer: /*i18n*/ { id: 'assessments.noRolePlayer', message: 'No role-player' },
  rating: /*i18n*/ { id: 'assessments.rating', message: 'Rating' },
  choose: /*i18n*/ { id: 'assessments.choose', message: 'Choose…' },
  answerOf: /*i18n*/ { id: 'assessments.answerOf', message: '{skill} ({scenario})' },
  ratingOf: /*i18n*/ { id: 'assessments.ratingOf', message: 'Rating of {skill}' },
  rate: /*i18n*/ { id: 'assessments.rate', message: 'Rate {rating}' },
  answer: /*i18n*/ {
    id: 'assessments.answer',
    message: '{answer, select, true {On Standard} false {Needs Practice} na {N/A} other {DNGT}}',
  },
  meaning: /*i18n*/ {
    id: 'assessments.meaning',
    message:
      '{answer, select, true {the participant met the standard for this skill} false {the participant needs more practice on this skill} na {not applicable: the skill does not belong in this scenario} other {did not get to: the call ended before this skill came up}}',
  },
  answerTitle: /*i18n*/ { id: 'assessments.answerTitle', message: '{answer}: {meaning}' },
  saveAnswerFailed: /*i18n*/ { id: 'assessments.saveAnswerFailed', message: 'Could not save the answer' },
  setRatingFailed: /*i18n*/ { id: 'assessments.setRatingFailed', message: 'Could not set rating' },
  updateRatingFailed: /*i18n*/ { id: 'assessments.updateRatingFailed', message: 'Could not update rating' },

  // Internal comments.
  internalComments: /*i18n*/ { id: 'assessments.internalComments', message: 'Internal Comments' },
  internalCommentsIntro: /*i18n*/ {
    id: 'assessments.internalCommentsIntro',
    message: 'For the staff only: internal comments are never sent to the participant.',
  },
  internalComment: /*i18n*/ { id: 'assessments.internalComment', message: 'Internal comment: {scenario}' },
  saveFailed: /*i18n*/ { id: 'assessments.saveFailed', message: 'Could not save the assessment' },

  // NPS.
  nps: /*i18n*/ { id: 'assessments.nps', message: 'NPS Rating' },
  npsLabel: /*i18n*/ { id: 'assessments.npsLabel', message: 'NPS rating' },
  noCohort: /*i18n*/ { id: 'assessments.noCohort', message: 'This shift has no cohort, so no NPS rating can be given' },
  npsLoadFailed: /*i18n*/ { id: 'assessments.npsLoadFailed', message: 'Could not retrieve NPS ratings' },
  npsSaveFailed: /*i18n*/ { id: 'assessments.npsSaveFailed', message: 'Could not update NPS rating' },
  retry: /*i18n*/ { id: 'assessments.retry', message: 'Retry' },

  // The action plan.
  actionPlan: /*i18n*/ { id: 'assessments.actionPlan', message: 'Action Plan' },
  noActionPlan: /*i18n*/ { id: 'assessments.noActionPlan', message: 'No item of the action plan needs practice yet.' },
  actionPlanItems: /*i18n*/ { id: 'assessments.actionPlanItems', message: 'Action plan items' },
  customActionPlan: /*i18n*/ { id: 'assessments.customActionPlan', message: 'Custom Action Plan' },
  submit: /*i18n*/ { id: 'assessments.submit', message: 'Submit' },
  emailActionPlan: /*i18n*/ { id: 'assessments.emailActionPlan', message: 'Email Action Plan' },
  lastSent: /*i18n*/ { id: 'assessments.lastSent', message: 'Last sent {when}' },
  notSent: /*i18n*/ { id: 'assessments.notSent', message: 'Not sent yet' },
  submitted: /*i18n*/ { id: 'assessments.submitted', message: 'Skills list submitted' },
  actionPlanSent: /*i18n*/ { id: 'assessments.actionPlanSent', message: 'Action plan sent' },
  sendFailed: /*i18n*/ { id: 'assessments.sendFailed', message: 'Error sending Action Plan' },
  sendTitle: /*i18n*/ { id: 'assessments.sendTitle', message: 'Send the action plan?' },
  sendIntro: /*i18n*/ {
    id: 'assessments.sendIntro',
    message: "These e-mails are sent as shown, in the course's language. The internal comments are never included.",
  },
  sendNobody: /*i18n*/ {
    id: 'assessments.sendNobody',
    message: "The course's e-mail preferences name nobody to send the action plan to.",
  },
} satisfies Record<string, MessageDescriptor>;
