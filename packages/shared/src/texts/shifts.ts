/** The texts only the web's shifts pages read (and the server, where it sends them too). Part of `MESSAGES` (message-texts.ts). */
export const couldNotCreateCallBlock = 'Could not create Call Block';
export const couldNotDeleteCallBlock = 'Could not delete Call Block';
export const errorDeletingInvitation = 'Error deleting invitation';
export const errorSendingInvite = 'Error sending invite';
export const notYetInvited = 'Not yet invited';
/** A participant's calendar invitation for their calls on a shift (calendarInvitationState). */
export const calendarInvitationSent = 'Calendar invitation sent';
export const calendarInvitationPending = 'Calendar invitation not sent yet';
export const roomLocked = 'The room can no longer be changed: a call of this shift already has a meeting URL';
export const couldNotCreateCallSlot = 'Could not create Call Slot';
export const couldNotUpdateCallSlot = 'Could not update Call Slot';
export const couldNotDeleteCallSlot = 'Could not delete Call Slot';
export const couldNotCreateParticipantSlot = 'Could not create Call Participant Slot';
export const couldNotUpdateParticipantSlot = 'Could not update Call Participant Slot';
export const couldNotDeleteParticipantSlot = 'Could not delete Call Participant Slot';
export const couldNotUpdateParticipantSlotNote = 'Could not update Call Participant Slot Note';
export const noRoom = 'No room';
export const successfullySentSchedule = 'Successfully sent Participant Schedule email';
export const errorSendingSchedule = 'Error sending Participant Schedule Email';
export const participantScheduleEmail = 'Participant schedule e-mail';
export const scheduleNeedsRoom = 'Choose a room for this shift before sending the schedule e-mail';
export const scheduleNeedsResources = "Mark the course's resources as ready before sending the schedule e-mail";
