import type { MessageDescriptor } from '@lingui/core';

/** My shifts' texts (issue 40): the English here, the other languages in ./locales/. */
export const MY_SHIFTS_TEXTS = {
  title: /*i18n*/ { id: 'myShifts.title', message: 'My shifts' },
  loadFailed: /*i18n*/ { id: 'myShifts.loadFailed', message: 'Your shifts could not be loaded. Reload the page to try again.' },
  todaysCalls: /*i18n*/ { id: 'myShifts.todaysCalls', message: "Today's calls" },
  loadingTodaysCalls: /*i18n*/ { id: 'myShifts.loadingTodaysCalls', message: "Loading today's calls" },
  noCallsToday: /*i18n*/ { id: 'myShifts.noCallsToday', message: 'No calls are set up for today yet.' },
  waitingForAnswer: /*i18n*/ { id: 'myShifts.waitingForAnswer', message: 'Waiting for your answer' },
  noInvites: /*i18n*/ { id: 'myShifts.noInvites', message: 'No invitations wait for an answer.' },
  openShifts: /*i18n*/ { id: 'myShifts.openShifts', message: 'Open shifts you may take' },
  placesFailed: /*i18n*/ {
    id: 'myShifts.placesFailed',
    message: 'The open places offered to you could not be loaded. Reload the page to try again.',
  },
  nextShifts: /*i18n*/ { id: 'myShifts.nextShifts', message: 'Next shifts' },
  noNextShifts: /*i18n*/ { id: 'myShifts.noNextShifts', message: 'No shifts in the next six weeks.' },
  offeredToOthers: /*i18n*/ { id: 'myShifts.offeredToOthers', message: 'Offered to others' },
  waitingForYou: /*i18n*/ { id: 'myShifts.waitingForYou', message: 'Waiting for you' },
  shiftType: /*i18n*/ {
    id: 'myShifts.shiftType',
    message: '{type, select, roleplay {Roleplay} training {Orientation} other {Live}}',
  },
  shiftLabel: /*i18n*/ {
    id: 'myShifts.shiftLabel',
    message: '{type, select, roleplay {Roleplay shift} training {Orientation shift} other {Live shift}}, {courseName}, {when}',
  },
  accept: /*i18n*/ { id: 'myShifts.accept', message: 'Accept' },
  decline: /*i18n*/ { id: 'myShifts.decline', message: 'Decline' },
  take: /*i18n*/ { id: 'myShifts.take', message: 'Take' },
  declineTitle: /*i18n*/ { id: 'myShifts.declineTitle', message: 'Decline this shift?' },
  declineBody: /*i18n*/ {
    id: 'myShifts.declineBody',
    message: 'You will not be scheduled for this shift. The shift coordinator is told by e-mail.',
  },
  accepted: /*i18n*/ { id: 'myShifts.accepted', message: 'Shift accepted' },
  acceptFailed: /*i18n*/ { id: 'myShifts.acceptFailed', message: 'Error accepting Event' },
  declined: /*i18n*/ { id: 'myShifts.declined', message: 'Shift declined' },
  declineFailed: /*i18n*/ { id: 'myShifts.declineFailed', message: 'Error rejecting Event' },
  taken: /*i18n*/ { id: 'myShifts.taken', message: 'The shift is now yours' },
  takeFailed: /*i18n*/ { id: 'myShifts.takeFailed', message: 'Error accepting Swap' },
  placeTaken: /*i18n*/ { id: 'myShifts.placeTaken', message: 'The place is now yours' },
  placeLabel: /*i18n*/ {
    id: 'myShifts.placeLabel',
    message:
      '{role, select, roleplayer {Role-player needed} coach {Coach needed} other {Shift coordinator needed}}, {courseName}, {when}',
  },
  placeNeeded: /*i18n*/ {
    id: 'myShifts.placeNeeded',
    message:
      '{role, select, roleplayer {Role-player needed} coach {Coach needed} other {Shift coordinator needed}} · {clientName}',
  },
  firstToTake: /*i18n*/ { id: 'myShifts.firstToTake', message: 'The first to take it gets it' },
  callLabel: /*i18n*/ { id: 'myShifts.callLabel', message: 'Call {time}, {courseName}' },
  callName: /*i18n*/ { id: 'myShifts.callName', message: 'Block {block}, call {call}' },
  youPlay: /*i18n*/ { id: 'myShifts.youPlay', message: 'You play {scenarios}' },
  rolePlayers: /*i18n*/ { id: 'myShifts.rolePlayers', message: 'Role-players: {names}' },
  noRolePlayer: /*i18n*/ { id: 'myShifts.noRolePlayer', message: 'No role-player yet' },
  participants: /*i18n*/ {
    id: 'myShifts.participants',
    message: '{count, plural, one {# participant} other {# participants}}',
  },
  phoneRoom: /*i18n*/ { id: 'myShifts.phoneRoom', message: 'Phone room' },
  phoneRoomNumber: /*i18n*/ { id: 'myShifts.phoneRoomNumber', message: 'Phone room: {number}' },
  noMeetingLink: /*i18n*/ { id: 'myShifts.noMeetingLink', message: 'No meeting link yet' },
  formsToFill: /*i18n*/ { id: 'myShifts.formsToFill', message: 'Forms to fill in' },
  skillsList: /*i18n*/ { id: 'myShifts.skillsList', message: 'Skills list' },
  coachingFormFor: /*i18n*/ { id: 'myShifts.coachingFormFor', message: 'Coaching form for {name}' },
} satisfies Record<string, MessageDescriptor>;
