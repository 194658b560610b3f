import type { MessageDescriptor } from '@lingui/core';

/** Plan the month's texts (issue 40): the English here, the other languages in ./locales/. */
export const ROSTER_PLANS_TEXTS = {
  notFound: /*i18n*/ { id: 'rosterPlans.notFound', message: 'The page you are looking for cannot be found' },
  title: /*i18n*/ { id: 'rosterPlans.title', message: 'Plan the month' },
  intro: /*i18n*/ {
    id: 'rosterPlans.intro',
    message:
      "Every open place of the period's shifts from now on, filled in one step: the qualified, available people who are not busy, the work spread fairly. Nothing is sent until you send the invitations.",
  },
  couldNotRetrieve: /*i18n*/ { id: 'rosterPlans.couldNotRetrieve', message: 'Could not retrieve the plan' },
  couldNotMake: /*i18n*/ { id: 'rosterPlans.couldNotMake', message: 'Could not make the plan' },
  couldNotApply: /*i18n*/ { id: 'rosterPlans.couldNotApply', message: 'Could not send the invitations' },
  planChanged: /*i18n*/ {
    id: 'rosterPlans.planChanged',
    message: 'The plan is out of date: something changed since it was made. Plan again to use the new facts.',
  },
  planApplied: /*i18n*/ {
    id: 'rosterPlans.planApplied',
    message: 'This plan was applied already: ask for a new plan to change it',
  },
  // The question
  whatToPlan: /*i18n*/ { id: 'rosterPlans.whatToPlan', message: 'What to plan' },
  from: /*i18n*/ { id: 'rosterPlans.from', message: 'From' },
  to: /*i18n*/ { id: 'rosterPlans.to', message: 'To' },
  toBeforeFrom: /*i18n*/ { id: 'rosterPlans.toBeforeFrom', message: 'To must not be before From' },
  makePlan: /*i18n*/ { id: 'rosterPlans.makePlan', message: 'Make a plan' },
  courses: /*i18n*/ { id: 'rosterPlans.courses', message: 'Courses' },
  allCourses: /*i18n*/ { id: 'rosterPlans.allCourses', message: 'All courses' },
  noOptions: /*i18n*/ { id: 'rosterPlans.noOptions', message: 'No options' },
  loading: /*i18n*/ { id: 'rosterPlans.loading', message: 'Loading…' },
  clear: /*i18n*/ { id: 'rosterPlans.clear', message: 'Clear' },
  open: /*i18n*/ { id: 'rosterPlans.open', message: 'Open' },
  close: /*i18n*/ { id: 'rosterPlans.close', message: 'Close' },
  // Solving
  makingPlan: /*i18n*/ { id: 'rosterPlans.makingPlan', message: 'Making the plan' },
  planningAgain: /*i18n*/ { id: 'rosterPlans.planningAgain', message: 'Planning again' },
  solving: /*i18n*/ { id: 'rosterPlans.solving', message: 'Making the plan: this can take up to about 10 seconds.' },
  secondsSoFar: /*i18n*/ { id: 'rosterPlans.secondsSoFar', message: '{seconds} s so far.' },
  solvedIn: /*i18n*/ { id: 'rosterPlans.solvedIn', message: 'Solved in {seconds} s, optimal' },
  solvedUnder: /*i18n*/ { id: 'rosterPlans.solvedUnder', message: 'Solved in under {seconds} s, optimal' },
  bestFoundIn: /*i18n*/ { id: 'rosterPlans.bestFoundIn', message: 'Best plan found in {seconds} s, not proven optimal' },
  bestFoundUnder: /*i18n*/ {
    id: 'rosterPlans.bestFoundUnder',
    message: 'Best plan found in under {seconds} s, not proven optimal',
  },
  // The draft
  draft: /*i18n*/ { id: 'rosterPlans.draft', message: 'Draft' },
  planSent: /*i18n*/ { id: 'rosterPlans.planSent', message: 'Plan sent' },
  placesProposed: /*i18n*/ {
    id: 'rosterPlans.placesProposed',
    message: '{count, plural, one {place proposed} other {places proposed}}',
  },
  cannotBeFilledFigure: /*i18n*/ { id: 'rosterPlans.cannotBeFilledFigure', message: 'cannot be filled' },
  peopleFigure: /*i18n*/ { id: 'rosterPlans.peopleFigure', message: '{count, plural, one {person} other {people}}' },
  planAgain: /*i18n*/ { id: 'rosterPlans.planAgain', message: 'Plan again' },
  planAgainChanges: /*i18n*/ {
    id: 'rosterPlans.planAgainChanges',
    message: '{count, plural, one {Plan again (# change)} other {Plan again (# changes)}}',
  },
  sendInvitations: /*i18n*/ { id: 'rosterPlans.sendInvitations', message: 'Send invitations' },
  discardChanges: /*i18n*/ { id: 'rosterPlans.discardChanges', message: 'Discard changes' },
  pendingChanges: /*i18n*/ {
    id: 'rosterPlans.pendingChanges',
    message: 'Plan again to apply your changes before sending the invitations.',
  },
  invitationsSent: /*i18n*/ {
    id: 'rosterPlans.invitationsSent',
    message: "Invitations sent {when}. Role-players answer them on My shifts; their answers show on each shift's page.",
  },
  shifts: /*i18n*/ { id: 'rosterPlans.shifts', message: 'Shifts' },
  nothingToFill: /*i18n*/ {
    id: 'rosterPlans.nothingToFill',
    message: 'No shift of this period starting from now has an open place: there is nothing to plan.',
  },
  fullyStaffed: /*i18n*/ {
    id: 'rosterPlans.fullyStaffed',
    message:
      '{count, plural, one {# other shift of the period is fully staffed.} other {# other shifts of the period are fully staffed.}}',
  },
  cannotBeFilled: /*i18n*/ { id: 'rosterPlans.cannotBeFilled', message: 'Cannot be filled' },
  everyPlaceProposed: /*i18n*/ { id: 'rosterPlans.everyPlaceProposed', message: 'Every open place has somebody proposed.' },
  people: /*i18n*/ { id: 'rosterPlans.people', message: 'People' },
  confirmTitle: /*i18n*/ { id: 'rosterPlans.confirmTitle', message: 'Send the invitations?' },
  confirmMessage: /*i18n*/ {
    id: 'rosterPlans.confirmMessage',
    message:
      "{proposals, plural, one {# proposal goes} other {# proposals go}} out to {people, plural, one {# person} other {# people}}: role-players are invited by e-mail and answer by the shift's answer-by time; coaches and shift coordinators are set on their shifts.",
  },
  sent: /*i18n*/ {
    id: 'rosterPlans.sent',
    message: '{count, plural, =0 {Nothing to send: the plan proposes nobody} one {# invitation sent} other {# invitations sent}}',
  },
  // The shifts of the plan
  shiftsOfPlan: /*i18n*/ { id: 'rosterPlans.shiftsOfPlan', message: 'Shifts of the plan' },
  when: /*i18n*/ { id: 'rosterPlans.when', message: 'When' },
  course: /*i18n*/ { id: 'rosterPlans.course', message: 'Course' },
  proposed: /*i18n*/ { id: 'rosterPlans.proposed', message: 'Proposed' },
  none: /*i18n*/ { id: 'rosterPlans.none', message: 'None' },
  nobodyProposed: /*i18n*/ { id: 'rosterPlans.nobodyProposed', message: 'Nobody proposed' },
  proposedFor: /*i18n*/ { id: 'rosterPlans.proposedFor', message: 'Proposed for {when}' },
  shiftType: /*i18n*/ {
    id: 'rosterPlans.shiftType',
    message: '{type, select, roleplay {Roleplay} training {Orientation} other {Live}}',
  },
  role: /*i18n*/ {
    id: 'rosterPlans.role',
    message: '{role, select, roleplayer {Role-player} coach {Coach} other {Shift coordinator}}',
  },
  places: /*i18n*/ {
    id: 'rosterPlans.places',
    message:
      '{count, plural, one {# {role, select, roleplayer {role-player} coach {coach} other {shift coordinator}} place} other {# {role, select, roleplayer {role-player} coach {coach} other {shift coordinator}} places}}',
  },
  why: /*i18n*/ {
    id: 'rosterPlans.why',
    message:
      '{why, select, locked {Locked in} only_candidate {The only one who can take it} played_before {Has played this course before} other {Among the fewest shifts in the period}}',
  },
  unfilledWhy: /*i18n*/ {
    id: 'rosterPlans.unfilledWhy',
    message:
      '{reason, select, nobody_qualified {Nobody with this role is qualified for the course} nobody_available {Nobody qualified is available for the whole shift} everybody_busy {Everybody qualified and available is busy at that time} rest_or_weekly_limit {Rest time between shifts or weekly limits rule out everybody left} other {The people who could take it are planned on other shifts}}',
  },
  placesBecause: /*i18n*/ { id: 'rosterPlans.placesBecause', message: ': {reason}' },
  staged: /*i18n*/ {
    id: 'rosterPlans.staged',
    message:
      '{change, select, remove {Will be removed when you plan again} lock {Will be locked in when you plan again} other {Will be unlocked when you plan again}}',
  },
  lockedIn: /*i18n*/ { id: 'rosterPlans.lockedIn', message: 'Locked in' },
  undo: /*i18n*/ { id: 'rosterPlans.undo', message: 'Undo' },
  undoAbout: /*i18n*/ { id: 'rosterPlans.undoAbout', message: 'Undo: {about}' },
  unlock: /*i18n*/ { id: 'rosterPlans.unlock', message: 'Unlock' },
  unlockAbout: /*i18n*/ { id: 'rosterPlans.unlockAbout', message: 'Unlock {about}' },
  lockIn: /*i18n*/ { id: 'rosterPlans.lockIn', message: 'Lock in' },
  lockInAbout: /*i18n*/ { id: 'rosterPlans.lockInAbout', message: 'Lock in {about}' },
  remove: /*i18n*/ { id: 'rosterPlans.remove', message: 'Remove' },
  removeAbout: /*i18n*/ { id: 'rosterPlans.removeAbout', message: 'Remove {about}' },
  // People
  nobodyIsProposed: /*i18n*/ { id: 'rosterPlans.nobodyIsProposed', message: 'Nobody is proposed.' },
  peopleOfPlan: /*i18n*/ { id: 'rosterPlans.peopleOfPlan', message: 'People of the plan' },
  person: /*i18n*/ { id: 'rosterPlans.person', message: 'Person' },
  alreadyHolds: /*i18n*/ { id: 'rosterPlans.alreadyHolds', message: 'Already holds' },
  shiftsProposed: /*i18n*/ { id: 'rosterPlans.shiftsProposed', message: 'Shifts proposed' },
  shiftGone: /*i18n*/ { id: 'rosterPlans.shiftGone', message: 'A shift no longer listed' },
  personGone: /*i18n*/ { id: 'rosterPlans.personGone', message: 'Someone no longer listed' },
} satisfies Record<string, MessageDescriptor>;
