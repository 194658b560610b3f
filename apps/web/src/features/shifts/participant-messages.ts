import type { MessageDescriptor } from '@lingui/core';

/** What a participant reads of their roleplay session on its day (issue 40). */
export const PARTICIPANT_SESSION_TEXTS = {
  loading: /*i18n*/ { id: 'participantSession.loading', message: 'Loading your session' },
  notYet: /*i18n*/ { id: 'participantSession.notYet', message: 'Not yet' },
  cannotShow: /*i18n*/ { id: 'participantSession.cannotShow', message: 'This session cannot be shown' },
  onShiftDay: /*i18n*/ {
    id: 'participantSession.onShiftDay',
    message: 'Session information will be available on the day of this shift',
  },
  couldNotRetrieve: /*i18n*/ { id: 'participantSession.couldNotRetrieve', message: 'Could not retrieve data' },
  backToDashboard: /*i18n*/ { id: 'participantSession.backToDashboard', message: 'Back to the dashboard' },
  title: /*i18n*/ { id: 'participantSession.title', message: 'Your roleplay session' },
  notInACall: /*i18n*/ { id: 'participantSession.notInACall', message: 'You are not in a call of this shift.' },
  callCount: /*i18n*/ {
    id: 'participantSession.callCount',
    message: 'You have {count} calls in this shift, each with its own time and link.',
  },
  yourCall: /*i18n*/ { id: 'participantSession.yourCall', message: 'Your call' },
  yourCallOf: /*i18n*/ { id: 'participantSession.yourCallOf', message: 'Your call {number} of {count}' },
  room: /*i18n*/ { id: 'participantSession.room', message: 'Room:' },
  noRoom: /*i18n*/ { id: 'participantSession.noRoom', message: 'No room' },
  scenarios: /*i18n*/ { id: 'participantSession.scenarios', message: 'Scenarios: {scenarios}' },
  noMeetingLink: /*i18n*/ { id: 'participantSession.noMeetingLink', message: 'No meeting link yet' },
  phoneRoom: /*i18n*/ { id: 'participantSession.phoneRoom', message: 'Phone room' },
  localNumber: /*i18n*/ { id: 'participantSession.localNumber', message: 'Local {number}' },
  tollFreeNumber: /*i18n*/ { id: 'participantSession.tollFreeNumber', message: 'Toll-free {number}' },
} satisfies Record<string, MessageDescriptor>;
