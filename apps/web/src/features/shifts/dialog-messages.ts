import type { MessageDescriptor } from '@lingui/core';

/**
 * The shift page's dialogs for managers (issue 40): the participant schedule e-mail
 * (components/schedule-email-dialog.tsx) and the invite picker (components/invite-dialog.tsx). The
 * shared MESSAGES keep their English here (participantScheduleEmail, scheduleNeedsRoom…).
 */
export const SCHEDULE_TEXTS = {
  title: /*i18n*/ { id: 'shifts.schedule.title', message: 'Participant schedule e-mail' },
  card: /*i18n*/ { id: 'shifts.schedule.card', message: "Participants' schedule" },
  room: /*i18n*/ { id: 'shifts.schedule.room', message: 'Room: {room}' },
  noRoom: /*i18n*/ { id: 'shifts.schedule.noRoom', message: 'No room chosen yet' },
  phoneRoom: /*i18n*/ { id: 'shifts.schedule.phoneRoom', message: 'Phone room' },
  onlineRoom: /*i18n*/ { id: 'shifts.schedule.onlineRoom', message: 'Online room' },
  needsRoom: /*i18n*/ {
    id: 'shifts.schedule.needsRoom',
    message: 'Choose a room for this shift before sending the schedule e-mail',
  },
  needsResources: /*i18n*/ {
    id: 'shifts.schedule.needsResources',
    message: "Mark the course's resources as ready before sending the schedule e-mail",
  },
  noParticipants: /*i18n*/ { id: 'shifts.schedule.noParticipants', message: 'This course has no participants yet' },
  sent: /*i18n*/ { id: 'shifts.schedule.sent', message: 'Successfully sent Participant Schedule email' },
  sendFailed: /*i18n*/ { id: 'shifts.schedule.sendFailed', message: 'Error sending Participant Schedule Email' },
  theRoom: /*i18n*/ { id: 'shifts.schedule.theRoom', message: 'the room' },
  intro: /*i18n*/ {
    id: 'shifts.schedule.intro',
    message: "Each participant chosen receives the time of this shift and how to join {room}, in the course's language.",
  },
  all: /*i18n*/ { id: 'shifts.schedule.all', message: 'All participants' },
  calls: /*i18n*/ {
    id: 'shifts.schedule.calls',
    message: '{count, plural, =0 {in no call} one {in # call} other {in # calls}}',
  },
  preview: /*i18n*/ { id: 'shifts.schedule.preview', message: 'Preview the e-mail to {count}' },
  previewIntro: /*i18n*/ {
    id: 'shifts.schedule.previewIntro',
    message:
      "Each participant chosen receives the time of this shift, their own calls and how to join {room}, in the course's language.",
  },
  nothing: /*i18n*/ { id: 'shifts.schedule.nothing', message: 'Nothing to send.' },
  sendTo: /*i18n*/ { id: 'shifts.schedule.sendTo', message: 'Send to {count}' },
} satisfies Record<string, MessageDescriptor>;

export const INVITE_PICKER_TEXTS = {
  title: /*i18n*/ { id: 'shifts.invite.title', message: 'Invite to this shift' },
  role: /*i18n*/ { id: 'shifts.invite.role', message: 'Role' },
  roles: /*i18n*/ {
    id: 'shifts.invite.roles',
    message: '{role, select, rp {Role-players} coach {Coaches} sc {Coordinators} other {Participants}}',
  },
  search: /*i18n*/ { id: 'shifts.invite.search', message: 'Search by name or e-mail' },
  searchLabel: /*i18n*/ { id: 'shifts.invite.searchLabel', message: 'Search people' },
  noData: /*i18n*/ { id: 'shifts.invite.noData', message: 'Error retrieving data' },
  noMatch: /*i18n*/ { id: 'shifts.invite.noMatch', message: 'Nobody matches this search.' },
  noneEnrolled: /*i18n*/ { id: 'shifts.invite.noneEnrolled', message: 'Nobody is enrolled in this course.' },
  noneWithRole: /*i18n*/ { id: 'shifts.invite.noneWithRole', message: 'Nobody has this role.' },
  people: /*i18n*/ { id: 'shifts.invite.people', message: 'People' },
  nobodyChosen: /*i18n*/ { id: 'shifts.invite.nobodyChosen', message: 'Nobody chosen' },
  chosen: /*i18n*/ { id: 'shifts.invite.chosen', message: 'Chosen: {names}' },
  invite: /*i18n*/ { id: 'shifts.invite.invite', message: '{count, plural, =0 {Invite} one {Invite} other {Invite #}}' },
  sent: /*i18n*/ {
    id: 'shifts.invite.sent',
    message: '{count, plural, one {Invitation sent} other {# invitations sent}}',
  },
  sendFailed: /*i18n*/ { id: 'shifts.invite.sendFailed', message: 'Error sending invite' },
  available: /*i18n*/ { id: 'shifts.invite.available', message: 'Available' },
  busy: /*i18n*/ { id: 'shifts.invite.busy', message: 'Busy' },
  notQualified: /*i18n*/ { id: 'shifts.invite.notQualified', message: 'Not qualified' },
  onShift: /*i18n*/ { id: 'shifts.invite.onShift', message: 'On this shift' },
  alreadyInvited: /*i18n*/ { id: 'shifts.invite.alreadyInvited', message: 'Already invited' },
  notYetInvited: /*i18n*/ { id: 'shifts.invite.notYetInvited', message: 'Not yet invited' },
} satisfies Record<string, MessageDescriptor>;
