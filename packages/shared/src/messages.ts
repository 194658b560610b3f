/** Every user-facing text of the specification, in one place for both sides. */
export const MESSAGES = {
  notFoundPage: 'The page you are looking for cannot be found',
  apiNotFound: 'API Endpoint not found',
  placeholder: 'This page is not built yet.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts:
    'Too many failed sign-in attempts. Please wait 15 minutes and try again, or use "E-mail me a sign-in link" to sign in now.',
  emailMeSignInLink: 'E-mail me a sign-in link',
  signInLinkRequested:
    'If an account uses this address, a sign-in link is on its way to it. The link works once; check your e-mail.',
  signInLinkInvalid: 'This sign-in link is invalid or has expired',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  conflict: 'Somebody else changed this first. Reload and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The database is unavailable; please try again in a moment.',
  tooManyRequests: 'Too many requests: please wait a minute before trying again',
  liveTicketInvalid: 'This live updates ticket is unknown, used or expired: ask for a new one',
  // Retrieval
  errorRetrievingData: 'Error retrieving data',
  // Users
  fillAllFields: 'Please fill all fields to create user',
  errorUpdatingUser: 'Error updating User',
  errorDeletingUser: 'Error deleting User',
  errorSendingPasswordEmail: 'Error sending password email',
  passwordEmailSent: 'Password email sent',
  failedToImpersonate: 'Failed to impersonate user',
  emailTaken: 'A user with this email already exists',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordMismatch: 'Password and confirmation must match',
  passwordTooWeak: 'This password is too easy to guess. Choose a longer one, for example a few unrelated words.',
  currentPasswordRequired: 'Enter your current password to choose a new one',
  currentPasswordWrong: 'Your current password is not correct',
  tooManyPasswordChecks: 'Too many wrong current passwords. Please wait 15 minutes and try again.',
  cannotGrantRoles: 'Only an administrator can grant the admin or shift coordinator role',
  cannotChangeRoles: 'Only an administrator can change roles',
  lastAdmin: 'At least one administrator must remain',
  cannotDeleteSelf: 'You cannot delete your own account',
  resetOnlyParticipants: 'Password reset by e-mail is for participant accounts',
  userCreated: 'User created',
  userUpdated: 'User updated',
  userDeleted: 'User deleted',
  userNotFound: 'User not found',
  shiftNotFound: 'Shift not found',
  courseNotFound: 'Course not found',
  cohortNotFound: 'Cohort not found',
  // Not found: the 404 of each other kind of record, one text each wherever it is refused
  answerNotFound: 'Answer not found',
  assessmentPartNotFound: 'Assessment part not found',
  availabilityNotFound: 'Availability not found',
  calendarFeedNotFound: 'Calendar feed not found',
  callBlockNotFound: 'Call block not found',
  clientNotFound: 'Client not found',
  inviteNotFound: 'Invitation not found',
  mailboxMessageNotFound: 'Message not found',
  ratingNotFound: 'Rating not found',
  resourceLinkNotFound: 'Resource link not found',
  resourceNotAFile: 'This resource is a link, not a file',
  resourceFileMissing: 'The file of this resource is missing',
  scenarioComponentNotFound: 'Scenario component not found',
  notEnrolledInCourse: 'This participant is not enrolled in this course',
  mustChangePassword: 'Please choose a new password before you continue',
  // Retrieval (first document)
  couldNotRetrieveClients: 'Could not retrieve Clients',
  couldNotRetrieveClient: 'Could not retrieve Client',
  couldNotRetrieveCourses: 'Could not retrieve Courses',
  couldNotRetrieveCourse: 'Could not retrieve Course',
  // Results of the skills assessment
  couldNotRetrieveResults: 'Could not retrieve the results',
  couldNotRetrieveProgress: 'Could not retrieve the progress',
  resultsToBeforeFrom: 'To must not be before From',
  couldNotRetrieveCohorts: 'Could not retrieve Cohorts',
  couldNotRetrieveRoleplayShift: 'Could not retrieve Roleplay Shift',
  couldNotRetrieveShifts: 'Could not retrieve Shifts',
  couldNotRetrieveSuggestions: 'Could not retrieve suggestions',
  errorFetchingHolidays: 'Error fetching holidays',
  couldNotFetchInvitations: 'Could not fetch invitations',
  couldNotFetchAssessments: 'Could not fetch Participant Assessment(s)',
  // Creation
  couldNotCreateClient: 'Could not create Client',
  couldNotCreateCourse: 'Could not create Course',
  couldNotCreateCallBlock: 'Could not create Call Block',
  couldNotCreateScenarioComponent: 'Could not create Scenario Component',
  couldNotCreateScenarioComponentType: 'Could not create Scenario Component Type',
  errorCreatingRoleplayShift: 'Error creating Roleplay Shift',
  errorCreatingTrainingShift: 'Error creating Training Shift',
  errorCreatingLiveShift: 'Error creating Live Shift',
  errorCreatingQuestion: 'Error creating question',
  errorCreatingAvailability: 'Error creating availibility',
  // Update
  couldNotUpdateClient: 'Could not update Client',
  couldNotUpdateCourse: 'Could not update Course',
  couldNotUpdateCallBlock: 'Could not update Call Block',
  couldNotUpdateScenarioComponent: 'Could not update Scenario Component',
  couldNotUpdateShift: 'Could not update Shift',
  couldNotUpdateAvailability: 'Could not update your availability',
  // Deletion
  couldNotDeleteCallBlock: 'Could not delete Call Block',
  couldNotDeleteScenarioComponent: 'Could not delete Scenario Component',
  couldNotDestroyCourse: 'Could not destroy Course',
  errorDeletingTrainingShift: 'Error deleting Training Shift',
  errorDeletingLiveShift: 'Error deleting Live Shift',
  couldNotDeleteAvailability: 'Could not delete your availability',
  // Availability saved (by dragging on the calendar or through its dialog)
  availabilityAdded: 'Availability added',
  availabilityUpdated: 'Availability updated',
  errorDeletingInvitation: 'Error deleting invitation',
  couldNotRemoveParticipant: 'Could not remove Participant',
  // Invites and swaps
  couldNotSendInvitationEmails: 'Could not send invitation email(s)',
  couldNotSendInvite: 'Could not send invite',
  errorSendingInvite: 'Error sending invite',
  errorAcceptingEvent: 'Error accepting Event',
  errorAcceptingSwap: 'Error accepting Swap',
  errorRejectingEvent: 'Error rejecting Event',
  errorSwappingEvent: 'Error swapping event',
  errorUndoingSwap: 'Error undoing Swap',
  errorRequestingPartialSwap: 'Error Requesting Partial Swap',
  shiftCoverageRequest: 'Shift Coverage Request',
  shiftAvailable: 'Shift Available',
  swapAlreadyTaken: 'This shift has already been taken by someone else',
  /** A direct swap to somebody the place may not go to (409 place_not_for_them). */
  giveToNotEligible:
    'This person cannot take your place: it goes only to someone with the same role on the shift, qualified for the course and free at that time.',
  // Backfill
  backfillTaken: 'Somebody took this place first.',
  backfillNotOffered: 'This place was not offered to you',
  backfillBusyElsewhere: 'You are now on another shift at this time, so you cannot take this place.',
  backfillPlaceNotFound: 'Backfill place not found',
  // Course set-up
  specifyCohortName: 'Please specify a Cohort name',
  required: 'Required',
  copied: 'Copied!',
  deleteCannotBeUndone: 'This action cannot be undone',
  scenarioLocked: 'Scenario components cannot be added or deleted while the course has a roleplay shift',
  courseHasStaffedShifts: 'This course has shifts with people in them; remove them before deleting the course',
  notYetInvited: 'Not yet invited',
  /** A participant's calendar invitation for their calls on a shift (calendarInvitationState). */
  calendarInvitationSent: 'Calendar invitation sent',
  calendarInvitationPending: 'Calendar invitation not sent yet',
  // Successes
  invitationEmailsQueued: 'Invitation Email(s) Queued for Send',
  clientParticipantsUploaded: 'Client Participants successfully uploaded',
  // Second document
  couldNotRetrieveData: 'Could not retrieve data',
  errorCreatingRoom: 'Error creating Room',
  errorUpdatingRoom: 'Error updating Room',
  errorDeletingRoom: 'Error deleting Room',
  roomNotFound: 'Room not found',
  roomNameTaken: 'Another room already has this name',
  roomTaken: 'This room is already booked by another shift at this time',
  roomLocked: 'The room can no longer be changed: a call of this shift already has a meeting URL',
  roomDeleted: 'This room has been deleted',
  roomNumbersPhoneOnly: 'can be set for phone rooms only',
  roomLinkNotForPhone: 'cannot be set for a phone room',
  phoneRoomNeedsNumber: 'A phone room needs at least a local or a toll-free number',
  deleteRoomQuestion: 'Delete this room?',
  couldNotCreateCallSlot: 'Could not create Call Slot',
  couldNotUpdateCallSlot: 'Could not update Call Slot',
  couldNotDeleteCallSlot: 'Could not delete Call Slot',
  couldNotCreateParticipantSlot: 'Could not create Call Participant Slot',
  couldNotUpdateParticipantSlot: 'Could not update Call Participant Slot',
  couldNotDeleteParticipantSlot: 'Could not delete Call Participant Slot',
  couldNotUpdateParticipantSlotNote: 'Could not update Call Participant Slot Note',
  callNotFound: 'Call not found',
  callSlotNotFound: 'Call slot not found',
  participantSlotNotFound: 'Participant slot not found',
  blockOutOfRange: 'is not a start slot of this shift (sessions + extensions)',
  meetingUrlFromRoom: "This shift's room gives the meeting link: it can be set per call for online rooms only",
  notAScenario: 'must be a Scenario component of the course of this shift',
  roleplayerBusy: 'This role-player already plays this scenario in another call of the same block',
  roleplayerDeclined: 'This role-player declined the shift',
  roleplayerNotOnShift: 'This role-player has no invite for this shift',
  participantInBlock: 'This participant is already in a call of this block',
  noteNeedsRoleplayerAndParticipant: 'A note can be written once a role-player plays this scenario in the call',
  callOfAnotherShift: 'must be a call of the same shift',
  callSlotExists: 'This call already has a slot for this scenario',
  callFull: 'This call already has a participant: only a group session takes several in one call',
  participantNotEnrolledInCourse: 'This participant is not enrolled in the course of this shift',
  noRoom: 'No room',
  coachingFormTaken: 'Coaching form already created by another coach for this role-player',
  // Coaching (issue 12)
  couldNotCreateCoachingRecord: 'Could not create Coaching Record',
  couldNotFetchCoachingRecord: 'Could not fetch Coaching Record',
  couldNotFetchCoachingRecordAnswers: 'Could not Fetch Coaching Record Answers',
  errorFindingArchivedRecord: 'Error finding archived coaching record',
  coachingRecordNotFound: 'Coaching record not found',
  roleplayerNotInCall: 'This role-player does not play in this call',
  questionNotInRecord: 'is not a question of this coaching record',
  questionAnswered:
    'This question already has answers in coaching records: it cannot be changed or removed. Add a new question, or copy the template.',
  templateInUse: 'This template is used by a course or by coaching records and cannot be deleted',
  templateNotFound: 'Template not found',
  duplicateQuestionHeader: 'repeats the header of another question',
  couldNotSaveTemplate: 'Could not save template',
  couldNotDeleteTemplate: 'Could not delete template',
  noCoachingRecords: 'No coaching records yet',
  noTemplateQuestions:
    'The course of this call has no coaching questions: choose a role-player assessment template on the course',
  pickBothToAndFrom: 'Please pick both to and from',
  // Reports
  errorRetrievingNpsReport: 'Error retrieving NPS report',
  errorRetrievingAggregateReport: 'Error retrieving Aggregate report',
  errorRetrievingRoleplayerAttendance: 'Error retrieving role-player attendance',
  errorRetrievingParticipantAttendance: 'Error retrieving participant attendance',
  errorRetrievingScheduledReport: 'Error retrieving scheduled report',
  errorRetrievingCourseListReport: 'Error retrieving course list report',
  sessionInfoOnShiftDay: 'Session information will be available on the day of this shift',
  successfullySentReminder: 'Successfully sent reminder email',
  reminderNotAllowed:
    'A reminder can be sent only to a participant added to the calendar event, on a shift that uses calendar invites',
  lateReminderNotToday: 'Late reminders can be sent on the day of the shift only',
  successfullySentActionPlan: 'Successfully sent Action Plan email',
  successfullySentSchedule: 'Successfully sent Participant Schedule email',
  errorSendingSchedule: 'Error sending Participant Schedule Email',
  participantScheduleEmail: 'Participant schedule e-mail',
  scheduleNeedsRoom: 'Choose a room for this shift before sending the schedule e-mail',
  scheduleNeedsResources: "Mark the course's resources as ready before sending the schedule e-mail",
  // Skills assessment
  couldNotSetRating: 'Could not set rating',
  couldNotUpdateRating: 'Could not update rating',
  couldNotRetrieveNpsRatings: 'Could not retrieve NPS ratings',
  couldNotUpdateNpsRating: 'Could not update NPS rating',
  errorSendingActionPlan: 'Error sending Action Plan',
  couldNotSaveAnswer: 'Could not save the answer',
  couldNotSaveAssessment: 'Could not save the assessment',
  assessmentSubmitted: 'Skills list submitted',
  assessmentNotFound: 'Participant assessment not found',
  participantNotInCall: 'This participant is not in this call',
  notAssessor: 'Only the shift’s coach or the role-player of this scenario in the participant’s call may edit it',
  notAssessorOfParticipant: 'Only the shift’s coach or a role-player of the participant’s call may edit this',
  answerExists: 'Somebody else answered this item first. Their answer is shown now.',
  noActionPlanRecipient: 'The course preferences send the action plan to nobody (or the participant has no manager e-mail)',
  noCohortForNps: 'This shift has no cohort, so no NPS rating can be given',
  // Calibration ratings and rater agreement
  calibrationNotIndependent: 'You play in this participant’s calls of the shift, so your rating cannot calibrate theirs',
  participantNotInShift: 'This participant is not in a call of this shift',
  couldNotSaveCalibration: 'Could not save the calibration rating',
  calibrationSaved: 'Calibration rating saved',
  settingsSaved: 'Settings saved',
  couldNotSaveSettings: 'Could not save the settings',
  // People: the participant directory, profiles, course lists, qualifications
  couldNotFetchParticipants: 'Could not fetch participants',
  couldNotFetchCourseList: 'Could not fetch participant course list',
  errorCreatingQualification: 'Error creating User Qualifications',
  errorDeletingQualification: 'Error deleting User Qualifications',
  participantNotFound: 'Participant not found',
  participantProfileUpdated: 'Participant profile updated',
  errorUpdatingParticipantProfile: 'Error updating participant profile',
  qualificationExists: 'This user is already qualified for this course',
  qualificationNeedsStaff: 'Course qualifications are for staff: role-players, coaches and shift coordinators',
  qualificationNotFound: 'Qualification not found',
  participantNotOrphaned: 'Some of these participants are no longer orphaned: reload the list and try again',
  orphanedParticipantsDeleted: 'Participants deleted',
  errorDeletingParticipants: 'Error deleting participants',
  // Registration app
  regappSignInLinkRequested:
    'If this address belongs to a participant of the course, a sign-in link is on its way to it. The link works once; check your e-mail.',
  regappCourseNotFound: 'This registration link is not valid: ask your course coordinator for the right one',
  regappTimeFull: 'Somebody took the last place at this time just before you. You may join its waiting list.',
  regappTimeUnavailable: 'This time can no longer be booked: choose another',
  regappBookingLimit: 'You already hold as many bookings as this course allows: move or cancel one instead',
  regappAlreadyBooked: 'You already have a call at this time',
  regappBookingNotFound: 'Booking not found',
  regappAlreadyWaiting: 'You are already on the waiting list for this time',
  regappWaitlistNotFound: 'Waiting list entry not found',
  regappOfferLapsed: 'This offer has lapsed or the place is gone: the waiting list moved on',
  regappNotWaitingForFull: 'This time has free places: book it instead of waiting',
  // Calendar feed
  ownCalendarFeedOnly: 'You can only see your own calendar feed',
  // Offline (the device has no connection)
  offlineNotice:
    'You are offline. This page shows only what this device saved before, and nothing can be saved until you are back online.',
  offlineKeptPages: 'Kept on this device for offline use:',
  offlineMyShifts: 'My shifts',
  offlineCalendar: 'The calendar',
  offlinePageTitle: 'You are offline',
  offlinePageNotKept: 'This page was not saved on this device, so it opens only with a connection.',
  offlinePageRetry: 'Try again',
  offlineBackOnlineTitle: 'You are back online',
  offlineBackOnline: 'This page could not load without a connection. Try again to open it.',
  // Roster plans (issue 39)
  rosterPlanNotFound: 'Roster plan not found',
  rosterPlanApplied: 'This plan was applied already: ask for a new plan to change it',
  rosterPlanProposalUnknown: 'is not a proposal of this plan',
  couldNotMakeRosterPlan: 'Could not make the plan',
  couldNotRetrieveRosterPlan: 'Could not retrieve the plan',
  couldNotApplyRosterPlan: 'Could not send the invitations',
  rosterPlanSolving: 'Making the plan: this can take up to about 10 seconds.',
  rosterPlanNothingToFill: 'No shift of this period starting from now has an open place: there is nothing to plan.',
  rosterPlanPendingChanges: 'Plan again to apply your changes before sending the invitations.',
  rosterPlanToBeforeFrom: 'To must not be before From',
  // Bad input
  /** Follows the field's name: "Invalid body: user.name must not contain …". */
  noNulCharacter: 'must not contain the NUL character (\\u0000)',
  multipartWithoutBoundary: 'Invalid body: a multipart/form-data request needs a boundary in its Content-Type header',
} as const;

/** Names in a sentence: 'A', 'A and B', 'A, B and C'. */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Removing a role-player from a roleplay shift: the calls they play in ('9:00 and 9:40'), which are
 * left without a role-player. `done` is the line after the removal, else the warning before it.
 */
export function callsLosingRoleplayerText(name: string, callTimes: readonly string[], done: boolean): string {
  if (callTimes.length === 0) return '';
  const calls = `${callTimes.length === 1 ? 'the call at' : `${callTimes.length} calls, at`} ${nameList(callTimes)}`;
  return done
    ? `${name} was taken out of ${calls}: ${callTimes.length === 1 ? 'it has' : 'they have'} no role-player now.`
    : `${name} plays in ${calls}; ${callTimes.length === 1 ? 'it is' : 'they are'} left without a role-player.`;
}

/** Under an e-mail previewed for one of several recipients: how many others get it, each their own. */
export function mailPreviewOthersText(others: number): string {
  if (others <= 0) return '';
  return others === 1
    ? 'One other person gets the same e-mail, with their own name and details.'
    : `${others} other people get the same e-mail, each with their own name and details.`;
}

/** What the Late Reminder shows after sending: whom it e-mailed, by name. */
export function lateRemindersSentText(names: readonly string[]): string {
  if (names.length === 0) return 'No late reminder sent: nobody else has a call starting within the hour';
  return `${names.length === 1 ? 'Late reminder' : 'Late reminders'} sent to ${nameList(names)}`;
}

/** The Give to… picker when nobody may take the place now ('shift coordinators'). */
export function nobodyCanTakePlaceText(many: string): string {
  return `No other ${many} can take your place now: they need the course's qualification and a free time`;
}

/**
 * The 409 of applying a roster plan whose facts changed since it was solved: what changed, in a
 * sentence per kind ('Shift Nov 25 2026, 9:00–12:00 moved. Ann Lee became busy on Nov 26 2026, 9:00–12:00.').
 * Ask for the plan again to plan with the new facts.
 */
export function rosterPlanChangedText(changes: readonly string[]): string {
  const shown = changes.slice(0, 5);
  const more = changes.length - shown.length;
  return `The plan is out of date: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}. Plan again to use the new facts.`;
}

/** Plan the month: the place a proposal fills, in words. */
export const ROSTER_PLAN_ROLE_WORDS: Readonly<Record<'roleplayer' | 'coach' | 'shift_coordinator', string>> = {
  roleplayer: 'Role-player',
  coach: 'Coach',
  shift_coordinator: 'Shift coordinator',
};

/** Plan the month: why places of a shift stay open, in words. */
export const ROSTER_PLAN_UNFILLED_WORDS: Readonly<
  Record<'nobody_qualified' | 'nobody_available' | 'everybody_busy' | 'rest_or_weekly_limit' | 'planned_elsewhere', string>
> = {
  nobody_qualified: 'Nobody with this role is qualified for the course',
  nobody_available: 'Nobody qualified is available for the whole shift',
  everybody_busy: 'Everybody qualified and available is busy at that time',
  rest_or_weekly_limit: 'Rest time between shifts or weekly limits rule out everybody left',
  planned_elsewhere: 'The people who could take it are planned on other shifts',
};

/** Plan the month: why a person is proposed for a place, in words. */
export const ROSTER_PLAN_WHY_WORDS: Readonly<Record<'locked' | 'only_candidate' | 'played_before' | 'fair_share', string>> = {
  locked: 'Locked in',
  only_candidate: 'The only one who can take it',
  played_before: 'Has played this course before',
  fair_share: 'Among the fewest shifts in the period',
};

/** Plan the month, after applying: how many invitations went out. */
export function rosterPlanSentText(invited: number): string {
  if (invited === 0) return 'Nothing to send: the plan proposes nobody';
  return invited === 1 ? '1 invitation sent' : `${invited} invitations sent`;
}

/**
 * The sentence a screen shows for a refusal, by its error code (the web branches on code): the
 * refusals of invite actions a person meets. A code not listed falls back to the screen's own text.
 */
export const REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  place_not_for_them: MESSAGES.giveToNotEligible,
  swap_taken: MESSAGES.swapAlreadyTaken,
  backfill_taken: MESSAGES.backfillTaken,
  backfill_not_offered: MESSAGES.backfillNotOffered,
  // Taking a place (accepting an invitation, taking a swap or a backfill place) while on an overlapping shift.
  busy_elsewhere: MESSAGES.backfillBusyElsewhere,
};

/** An invite's status in words, wherever a person reads one (chips, the Activity page, its CSV). */
export const INVITE_STATUS_WORDS: Readonly<Record<'invited' | 'accepted' | 'swap_requested' | 'rejected' | 'expired', string>> = {
  invited: 'Invited',
  accepted: 'Accepted',
  swap_requested: 'Swap requested',
  rejected: 'Declined',
  expired: 'Expired',
};

/** A refusal to move or cancel inside the course's window, naming whom to contact instead. */
export function regappWindowClosedText(what: 'change' | 'cancel', days: number, contact: string): string {
  const verb = what === 'change' ? 'changed' : 'cancelled';
  const span = days === 1 ? '1 day' : `${days} days`;
  return `A call can no longer be ${verb} within ${span} of its start. Please contact ${contact}.`;
}

/** What Email Action Plan shows after sending: the spec's words, and whom it e-mailed by name. */
export function actionPlanSentText(names: readonly string[]): string {
  return `${MESSAGES.successfullySentActionPlan} to ${nameList(names)}`;
}

/** Shown on a form being edited when someone else changed what it edits (live updates). */
export function liveChangedByText(name: string | null): string {
  return `Changed by ${name ?? 'someone else'} a moment ago`;
}

/** A size limit for people: '2 MB', '512 KB'. */
function sizeLimitText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The 413 for a request body over the API's limit, naming the limit. */
export function bodyTooLargeText(limitBytes: number): string {
  return `This request is larger than ${sizeLimitText(limitBytes)}, the most the server accepts at once`;
}

/** The 413 for an uploaded file over the upload limit, naming the limit. */
export function fileTooLargeText(limitBytes: number): string {
  return `This file is larger than ${sizeLimitText(limitBytes)}, the largest file the server accepts. Choose a smaller file, or split it into several.`;
}
