/**
 * Every user-facing text of the specification, in one place for both sides: one export per text.
 * Read them as `MESSAGES.someText` (messages.ts): a namespace the bundler resolves at build time, so a
 * page's code carries only the texts it reads.
 */
export * from './sign-in-texts';

export const notFoundPage = 'The page you are looking for cannot be found';
export const apiNotFound = 'API Endpoint not found';
export const placeholder = 'This page is not built yet.';
export const forbidden = 'You do not have access to this';
export const notFound = 'Not found';
export const conflict = 'Somebody else changed this first. Reload and try again.';
export const internal = 'Something went wrong on our side. Please try again.';
export const databaseUnavailable = 'The database is unavailable; please try again in a moment.';
export const tooManyRequests = 'Too many requests: please wait a minute before trying again';
export const liveTicketInvalid = 'This live updates ticket is unknown, used or expired: ask for a new one';
// Users
export const fillAllFields = 'Please fill all fields to create user';
export const errorUpdatingUser = 'Error updating User';
export const errorDeletingUser = 'Error deleting User';
export const errorSendingPasswordEmail = 'Error sending password email';
export const passwordEmailSent = 'Password email sent';
export const failedToImpersonate = 'Failed to impersonate user';
export const emailTaken = 'A user with this email already exists';
export const passwordTooShort = 'Password must be at least 8 characters';
export const passwordMismatch = 'Password and confirmation must match';
export const passwordTooWeak = 'This password is too easy to guess. Choose a longer one, for example a few unrelated words.';
export const currentPasswordRequired = 'Enter your current password to choose a new one';
export const currentPasswordWrong = 'Your current password is not correct';
export const tooManyPasswordChecks = 'Too many wrong current passwords. Please wait 15 minutes and try again.';
export const cannotGrantRoles = 'Only an administrator can grant the admin or shift coordinator role';
export const cannotChangeRoles = 'Only an administrator can change roles';
export const lastAdmin = 'At least one administrator must remain';
export const cannotDeleteSelf = 'You cannot delete your own account';
export const resetOnlyParticipants = 'Password reset by e-mail is for participant accounts';
export const userCreated = 'User created';
export const userUpdated = 'User updated';
export const userDeleted = 'User deleted';
export const userNotFound = 'User not found';
export const shiftNotFound = 'Shift not found';
export const courseNotFound = 'Course not found';
export const cohortNotFound = 'Cohort not found';
// Not found: the 404 of each other kind of record, one text each wherever it is refused
export const answerNotFound = 'Answer not found';
export const assessmentPartNotFound = 'Assessment part not found';
export const availabilityNotFound = 'Availability not found';
export const calendarFeedNotFound = 'Calendar feed not found';
export const callBlockNotFound = 'Call block not found';
export const clientNotFound = 'Client not found';
export const inviteNotFound = 'Invitation not found';
export const mailboxMessageNotFound = 'Message not found';
export const ratingNotFound = 'Rating not found';
export const resourceLinkNotFound = 'Resource link not found';
export const resourceNotAFile = 'This resource is a link, not a file';
export const resourceFileMissing = 'The file of this resource is missing';
export const scenarioComponentNotFound = 'Scenario component not found';
export const notEnrolledInCourse = 'This participant is not enrolled in this course';
export const mustChangePassword = 'Please choose a new password before you continue';
// Retrieval (first document)
export const couldNotRetrieveClients = 'Could not retrieve Clients';
export const couldNotRetrieveClient = 'Could not retrieve Client';
export const couldNotRetrieveCourses = 'Could not retrieve Courses';
export const couldNotRetrieveCourse = 'Could not retrieve Course';
// Results of the skills assessment
export const couldNotRetrieveResults = 'Could not retrieve the results';
export const couldNotRetrieveProgress = 'Could not retrieve the progress';
export const resultsToBeforeFrom = 'To must not be before From';
export const couldNotRetrieveCohorts = 'Could not retrieve Cohorts';
export const couldNotRetrieveRoleplayShift = 'Could not retrieve Roleplay Shift';
export const couldNotRetrieveShifts = 'Could not retrieve Shifts';
export const couldNotRetrieveSuggestions = 'Could not retrieve suggestions';
export const errorFetchingHolidays = 'Error fetching holidays';
export const couldNotFetchInvitations = 'Could not fetch invitations';
export const couldNotFetchAssessments = 'Could not fetch Participant Assessment(s)';
// Creation
export const couldNotCreateClient = 'Could not create Client';
export const couldNotCreateCourse = 'Could not create Course';
export const couldNotCreateCallBlock = 'Could not create Call Block';
export const couldNotCreateScenarioComponent = 'Could not create Scenario Component';
export const couldNotCreateScenarioComponentType = 'Could not create Scenario Component Type';
export const errorCreatingRoleplayShift = 'Error creating Roleplay Shift';
export const errorCreatingTrainingShift = 'Error creating Training Shift';
export const errorCreatingLiveShift = 'Error creating Live Shift';
export const errorCreatingQuestion = 'Error creating question';
export const errorCreatingAvailability = 'Error creating availibility';
// Update
export const couldNotUpdateClient = 'Could not update Client';
export const couldNotUpdateCourse = 'Could not update Course';
export const couldNotUpdateCallBlock = 'Could not update Call Block';
export const couldNotUpdateScenarioComponent = 'Could not update Scenario Component';
export const couldNotUpdateShift = 'Could not update Shift';
export const couldNotUpdateAvailability = 'Could not update your availability';
// Deletion
export const couldNotDeleteCallBlock = 'Could not delete Call Block';
export const couldNotDeleteScenarioComponent = 'Could not delete Scenario Component';
export const couldNotDestroyCourse = 'Could not destroy Course';
export const errorDeletingTrainingShift = 'Error deleting Training Shift';
export const errorDeletingLiveShift = 'Error deleting Live Shift';
export const couldNotDeleteAvailability = 'Could not delete your availability';
// Availability saved (by dragging on the calendar or through its dialog)
export const availabilityAdded = 'Availability added';
export const availabilityUpdated = 'Availability updated';
export const errorDeletingInvitation = 'Error deleting invitation';
export const couldNotRemoveParticipant = 'Could not remove Participant';
// Invites and swaps
export const couldNotSendInvitationEmails = 'Could not send invitation email(s)';
export const couldNotSendInvite = 'Could not send invite';
export const errorSendingInvite = 'Error sending invite';
export const errorAcceptingEvent = 'Error accepting Event';
export const errorAcceptingSwap = 'Error accepting Swap';
export const errorRejectingEvent = 'Error rejecting Event';
export const errorSwappingEvent = 'Error swapping event';
export const errorUndoingSwap = 'Error undoing Swap';
export const errorRequestingPartialSwap = 'Error Requesting Partial Swap';
export const shiftCoverageRequest = 'Shift Coverage Request';
export const shiftAvailable = 'Shift Available';
export const swapAlreadyTaken = 'This shift has already been taken by someone else';
/** A direct swap to somebody the place may not go to (409 place_not_for_them). */
export const giveToNotEligible =
  'This person cannot take your place: it goes only to someone with the same role on the shift, qualified for the course and free at that time.';
// Backfill
export const backfillTaken = 'Somebody took this place first.';
export const backfillNotOffered = 'This place was not offered to you';
export const backfillBusyElsewhere = 'You are now on another shift at this time, so you cannot take this place.';
export const backfillPlaceNotFound = 'Backfill place not found';
// Course set-up
export const specifyCohortName = 'Please specify a Cohort name';
export const required = 'Required';
export const copied = 'Copied!';
export const deleteCannotBeUndone = 'This action cannot be undone';
export const scenarioLocked = 'Scenario components cannot be added or deleted while the course has a roleplay shift';
export const courseHasStaffedShifts = 'This course has shifts with people in them; remove them before deleting the course';
export const notYetInvited = 'Not yet invited';
/** A participant's calendar invitation for their calls on a shift (calendarInvitationState). */
export const calendarInvitationSent = 'Calendar invitation sent';
export const calendarInvitationPending = 'Calendar invitation not sent yet';
// Successes
export const invitationEmailsQueued = 'Invitation Email(s) Queued for Send';
export const clientParticipantsUploaded = 'Client Participants successfully uploaded';
// Second document
export const couldNotRetrieveData = 'Could not retrieve data';
export const errorCreatingRoom = 'Error creating Room';
export const errorUpdatingRoom = 'Error updating Room';
export const errorDeletingRoom = 'Error deleting Room';
export const roomNotFound = 'Room not found';
export const roomNameTaken = 'Another room already has this name';
export const roomTaken = 'This room is already booked by another shift at this time';
export const roomLocked = 'The room can no longer be changed: a call of this shift already has a meeting URL';
export const roomDeleted = 'This room has been deleted';
export const roomNumbersPhoneOnly = 'can be set for phone rooms only';
export const roomLinkNotForPhone = 'cannot be set for a phone room';
export const phoneRoomNeedsNumber = 'A phone room needs at least a local or a toll-free number';
export const deleteRoomQuestion = 'Delete this room?';
export const couldNotCreateCallSlot = 'Could not create Call Slot';
export const couldNotUpdateCallSlot = 'Could not update Call Slot';
export const couldNotDeleteCallSlot = 'Could not delete Call Slot';
export const couldNotCreateParticipantSlot = 'Could not create Call Participant Slot';
export const couldNotUpdateParticipantSlot = 'Could not update Call Participant Slot';
export const couldNotDeleteParticipantSlot = 'Could not delete Call Participant Slot';
export const couldNotUpdateParticipantSlotNote = 'Could not update Call Participant Slot Note';
export const callNotFound = 'Call not found';
export const callSlotNotFound = 'Call slot not found';
export const participantSlotNotFound = 'Participant slot not found';
export const blockOutOfRange = 'is not a start slot of this shift (sessions + extensions)';
export const meetingUrlFromRoom = "This shift's room gives the meeting link: it can be set per call for online rooms only";
export const notAScenario = 'must be a Scenario component of the course of this shift';
export const roleplayerBusy = 'This role-player already plays this scenario in another call of the same block';
export const roleplayerDeclined = 'This role-player declined the shift';
export const roleplayerNotOnShift = 'This role-player has no invite for this shift';
export const participantInBlock = 'This participant is already in a call of this block';
export const noteNeedsRoleplayerAndParticipant = 'A note can be written once a role-player plays this scenario in the call';
export const callOfAnotherShift = 'must be a call of the same shift';
export const callSlotExists = 'This call already has a slot for this scenario';
export const callFull = 'This call already has a participant: only a group session takes several in one call';
export const participantNotEnrolledInCourse = 'This participant is not enrolled in the course of this shift';
export const noRoom = 'No room';
export const coachingFormTaken = 'Coaching form already created by another coach for this role-player';
// Coaching (issue 12)
export const couldNotCreateCoachingRecord = 'Could not create Coaching Record';
export const couldNotFetchCoachingRecord = 'Could not fetch Coaching Record';
export const couldNotFetchCoachingRecordAnswers = 'Could not Fetch Coaching Record Answers';
export const errorFindingArchivedRecord = 'Error finding archived coaching record';
export const coachingRecordNotFound = 'Coaching record not found';
export const roleplayerNotInCall = 'This role-player does not play in this call';
export const questionNotInRecord = 'is not a question of this coaching record';
export const questionAnswered =
  'This question already has answers in coaching records: it cannot be changed or removed. Add a new question, or copy the template.';
export const templateInUse = 'This template is used by a course or by coaching records and cannot be deleted';
export const templateNotFound = 'Template not found';
export const duplicateQuestionHeader = 'repeats the header of another question';
export const couldNotSaveTemplate = 'Could not save template';
export const couldNotDeleteTemplate = 'Could not delete template';
export const noCoachingRecords = 'No coaching records yet';
export const noTemplateQuestions =
  'The course of this call has no coaching questions: choose a role-player assessment template on the course';
export const pickBothToAndFrom = 'Please pick both to and from';
// Reports
export const errorRetrievingNpsReport = 'Error retrieving NPS report';
export const errorRetrievingAggregateReport = 'Error retrieving Aggregate report';
export const errorRetrievingRoleplayerAttendance = 'Error retrieving role-player attendance';
export const errorRetrievingParticipantAttendance = 'Error retrieving participant attendance';
export const errorRetrievingScheduledReport = 'Error retrieving scheduled report';
export const errorRetrievingCourseListReport = 'Error retrieving course list report';
export const sessionInfoOnShiftDay = 'Session information will be available on the day of this shift';
export const successfullySentReminder = 'Successfully sent reminder email';
export const reminderNotAllowed =
  'A reminder can be sent only to a participant added to the calendar event, on a shift that uses calendar invites';
export const lateReminderNotToday = 'Late reminders can be sent on the day of the shift only';
export const successfullySentActionPlan = 'Successfully sent Action Plan email';
export const successfullySentSchedule = 'Successfully sent Participant Schedule email';
export const errorSendingSchedule = 'Error sending Participant Schedule Email';
export const participantScheduleEmail = 'Participant schedule e-mail';
export const scheduleNeedsRoom = 'Choose a room for this shift before sending the schedule e-mail';
export const scheduleNeedsResources = "Mark the course's resources as ready before sending the schedule e-mail";
// Skills assessment
export const couldNotSetRating = 'Could not set rating';
export const couldNotUpdateRating = 'Could not update rating';
export const couldNotRetrieveNpsRatings = 'Could not retrieve NPS ratings';
export const couldNotUpdateNpsRating = 'Could not update NPS rating';
export const errorSendingActionPlan = 'Error sending Action Plan';
export const couldNotSaveAnswer = 'Could not save the answer';
export const couldNotSaveAssessment = 'Could not save the assessment';
export const assessmentSubmitted = 'Skills list submitted';
export const assessmentNotFound = 'Participant assessment not found';
export const participantNotInCall = 'This participant is not in this call';
export const notAssessor = 'Only the shift’s coach or the role-player of this scenario in the participant’s call may edit it';
export const notAssessorOfParticipant = 'Only the shift’s coach or a role-player of the participant’s call may edit this';
export const answerExists = 'Somebody else answered this item first. Their answer is shown now.';
export const noActionPlanRecipient =
  'The course preferences send the action plan to nobody (or the participant has no manager e-mail)';
export const noCohortForNps = 'This shift has no cohort, so no NPS rating can be given';
// Calibration ratings and rater agreement
export const calibrationNotIndependent =
  'You play in this participant’s calls of the shift, so your rating cannot calibrate theirs';
export const participantNotInShift = 'This participant is not in a call of this shift';
export const couldNotSaveCalibration = 'Could not save the calibration rating';
export const calibrationSaved = 'Calibration rating saved';
export const settingsSaved = 'Settings saved';
export const couldNotSaveSettings = 'Could not save the settings';
// People: the participant directory, profiles, course lists, qualifications
export const couldNotFetchParticipants = 'Could not fetch participants';
export const couldNotFetchCourseList = 'Could not fetch participant course list';
export const errorCreatingQualification = 'Error creating User Qualifications';
export const errorDeletingQualification = 'Error deleting User Qualifications';
export const participantNotFound = 'Participant not found';
export const participantProfileUpdated = 'Participant profile updated';
export const errorUpdatingParticipantProfile = 'Error updating participant profile';
export const qualificationExists = 'This user is already qualified for this course';
export const qualificationNeedsStaff = 'Course qualifications are for staff: role-players, coaches and shift coordinators';
export const qualificationNotFound = 'Qualification not found';
export const participantNotOrphaned = 'Some of these participants are no longer orphaned: reload the list and try again';
export const orphanedParticipantsDeleted = 'Participants deleted';
export const errorDeletingParticipants = 'Error deleting participants';
// Registration app
export const regappSignInLinkRequested =
  'If this address belongs to a participant of the course, a sign-in link is on its way to it. The link works once; check your e-mail.';
export const regappCourseNotFound = 'This registration link is not valid: ask your course coordinator for the right one';
export const regappTimeFull = 'Somebody took the last place at this time just before you. You may join its waiting list.';
export const regappTimeUnavailable = 'This time can no longer be booked: choose another';
export const regappBookingLimit = 'You already hold as many bookings as this course allows: move or cancel one instead';
export const regappAlreadyBooked = 'You already have a call at this time';
export const regappBookingNotFound = 'Booking not found';
export const regappAlreadyWaiting = 'You are already on the waiting list for this time';
export const regappWaitlistNotFound = 'Waiting list entry not found';
export const regappOfferLapsed = 'This offer has lapsed or the place is gone: the waiting list moved on';
export const regappNotWaitingForFull = 'This time has free places: book it instead of waiting';
// Calendar feed
export const ownCalendarFeedOnly = 'You can only see your own calendar feed';
// Offline (the device has no connection)
export const offlineNotice =
  'You are offline. This page shows only what this device saved before, and nothing can be saved until you are back online.';
export const offlineKeptPages = 'Kept on this device for offline use:';
export const offlineMyShifts = 'My shifts';
export const offlineCalendar = 'The calendar';
export const offlinePageTitle = 'You are offline';
export const offlinePageNotKept = 'This page was not saved on this device, so it opens only with a connection.';
export const offlinePageRetry = 'Try again';
export const offlineBackOnlineTitle = 'You are back online';
export const offlineBackOnline = 'This page could not load without a connection. Try again to open it.';
// Roster plans (issue 39)
export const rosterPlanNotFound = 'Roster plan not found';
export const rosterPlanApplied = 'This plan was applied already: ask for a new plan to change it';
export const rosterPlanProposalUnknown = 'is not a proposal of this plan';
export const couldNotMakeRosterPlan = 'Could not make the plan';
export const couldNotRetrieveRosterPlan = 'Could not retrieve the plan';
export const couldNotApplyRosterPlan = 'Could not send the invitations';
export const rosterPlanSolving = 'Making the plan: this can take up to about 10 seconds.';
export const rosterPlanNothingToFill = 'No shift of this period starting from now has an open place: there is nothing to plan.';
export const rosterPlanPendingChanges = 'Plan again to apply your changes before sending the invitations.';
export const rosterPlanToBeforeFrom = 'To must not be before From';
// Bad input
/** Follows the field's name: "Invalid body: user.name must not contain …". */
export const noNulCharacter = 'must not contain the NUL character (\\u0000)';
export const multipartWithoutBoundary = 'Invalid body: a multipart/form-data request needs a boundary in its Content-Type header';
