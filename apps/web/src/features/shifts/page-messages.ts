import type { MessageDescriptor } from '@lingui/core';

/**
 * The shift page as the staff on a shift read it (issue 40): the page itself, the viewer's own
 * invite, their calls, the day's call blocks, attendance, coach and coordinator, resources, the memo
 * and the open places. The English here, the other languages in ./locales.
 */
export const SHIFT_PAGE_TEXTS = {
  tryAgain: /*i18n*/ { id: 'shiftPage.tryAgain', message: 'Try again' },
  notYet: /*i18n*/ { id: 'shiftPage.notYet', message: 'Not yet' },
  cannotShow: /*i18n*/ { id: 'shiftPage.cannotShow', message: 'This shift cannot be shown' },
  notFound: /*i18n*/ { id: 'shiftPage.notFound', message: 'Not found' },
  couldNotRetrieve: /*i18n*/ {
    id: 'shiftPage.couldNotRetrieve',
    message:
      '{type, select, roleplay {Could not retrieve Roleplay Shift} training {Could not retrieve Orientation Shift} other {Could not retrieve Live Shift}}',
  },
  backToDashboard: /*i18n*/ { id: 'shiftPage.backToDashboard', message: 'Back to the dashboard' },
  tabsLabel: /*i18n*/ { id: 'shiftPage.tabsLabel', message: 'Shift page' },
  saving: /*i18n*/ { id: 'shiftPage.saving', message: 'Saving…' },
  saved: /*i18n*/ { id: 'shiftPage.saved', message: 'Saved' },
  couldNotUpdateShift: /*i18n*/ { id: 'shiftPage.couldNotUpdateShift', message: 'Could not update the shift' },
  couldNotRetrieveData: /*i18n*/ { id: 'shiftPage.couldNotRetrieveData', message: 'Could not retrieve data' },
  errorRetrievingData: /*i18n*/ { id: 'shiftPage.errorRetrievingData', message: 'Error retrieving data' },
} satisfies Record<string, MessageDescriptor>;

/** The viewer's own invite on the shift and what they may do about it (my-invite-banner). */
export const INVITE_TEXTS = {
  status: /*i18n*/ {
    id: 'shiftInvite.status',
    message:
      '{status, select, invited {Invited} accepted {Accepted} swap_requested {Swap requested} rejected {Declined} other {Expired}}',
  },
  expired: /*i18n*/ { id: 'shiftInvite.expired', message: 'Your invitation expired: it was not answered in time' },
  declined: /*i18n*/ { id: 'shiftInvite.declined', message: 'You declined this shift' },
  take: /*i18n*/ { id: 'shiftInvite.take', message: 'Take' },
  shiftAvailable: /*i18n*/ { id: 'shiftInvite.shiftAvailable', message: 'Shift Available' },
  handedToYou: /*i18n*/ { id: 'shiftInvite.handedToYou', message: '{name} would like to hand this shift over to you.' },
  offeredToTeam: /*i18n*/ {
    id: 'shiftInvite.offeredToTeam',
    message: '{name} has offered this shift to the team. The first to take it gets it.',
  },
  invitedTitle: /*i18n*/ { id: 'shiftInvite.invitedTitle', message: 'You are invited to this shift' },
  over: /*i18n*/ { id: 'shiftInvite.over', message: 'The shift is over.' },
  answerByLapse: /*i18n*/ {
    id: 'shiftInvite.answerByLapse',
    message: '{answerBy}: an invitation left unanswered then lapses, and its place may go to somebody else.',
  },
  answerBeforeDate: /*i18n*/ { id: 'shiftInvite.answerBeforeDate', message: 'Please accept or decline before the shift date.' },
  acceptedTitle: /*i18n*/ { id: 'shiftInvite.acceptedTitle', message: 'You accepted this shift on {when}' },
  acceptedText: /*i18n*/ {
    id: 'shiftInvite.acceptedText',
    message:
      '{place, select, coaches {If you cannot work it, you can hand it to another coach or offer it to all qualified coaches.} coordinators {If you cannot work it, you can hand it to another shift coordinator or offer it to all qualified shift coordinators.} other {If you cannot work it, you can hand it to another role-player or offer it to all qualified role-players.}}',
  },
  swapTitle: /*i18n*/ { id: 'shiftInvite.swapTitle', message: 'You offered this shift for swap' },
  swapText: /*i18n*/ {
    id: 'shiftInvite.swapText',
    message: 'You are still responsible for it until somebody takes it. Withdraw the offer to keep it.',
  },
  declineTitle: /*i18n*/ { id: 'shiftInvite.declineTitle', message: 'Decline this shift?' },
  declineText: /*i18n*/ {
    id: 'shiftInvite.declineText',
    message: 'The coordinator is told, and the shift leaves your calendar. Only a new invitation brings it back.',
  },
  // The buttons of the invitee's actions (components/invites/invite-action-buttons).
  accept: /*i18n*/ { id: 'shiftInvite.accept', message: 'Accept' },
  decline: /*i18n*/ { id: 'shiftInvite.decline', message: 'Decline' },
  giveTo: /*i18n*/ { id: 'shiftInvite.giveTo', message: 'Give to…' },
  giveToAll: /*i18n*/ { id: 'shiftInvite.giveToAll', message: 'Give to all…' },
  partialCoverage: /*i18n*/ { id: 'shiftInvite.partialCoverage', message: 'Request partial coverage' },
  withdrawOffer: /*i18n*/ { id: 'shiftInvite.withdrawOffer', message: 'Withdraw offer' },
  // What each request tells when it is done or refused.
  accepted: /*i18n*/ { id: 'shiftInvite.accepted', message: 'Shift accepted' },
  acceptFailed: /*i18n*/ { id: 'shiftInvite.acceptFailed', message: 'Error accepting Event' },
  declinedDone: /*i18n*/ { id: 'shiftInvite.declinedDone', message: 'Shift declined' },
  declineFailed: /*i18n*/ { id: 'shiftInvite.declineFailed', message: 'Error rejecting Event' },
  offeredTo: /*i18n*/ { id: 'shiftInvite.offeredTo', message: 'Shift offered to {name}' },
  swapFailed: /*i18n*/ { id: 'shiftInvite.swapFailed', message: 'Error swapping event' },
  offeredToAll: /*i18n*/ { id: 'shiftInvite.offeredToAll', message: 'Shift offered to all who could take it' },
  giveAllTitle: /*i18n*/ { id: 'shiftInvite.giveAllTitle', message: 'Give this shift to all?' },
  offerToAll: /*i18n*/ { id: 'shiftInvite.offerToAll', message: 'Offer to all' },
  giveAllIntro: /*i18n*/ {
    id: 'shiftInvite.giveAllIntro',
    message:
      '{place, select, coaches {The shift is offered to all qualified coaches who are free then, and they are e-mailed your message. You stay responsible for it until one of them takes it; until then you can withdraw the offer.} coordinators {The shift is offered to all qualified shift coordinators who are free then, and they are e-mailed your message. You stay responsible for it until one of them takes it; until then you can withdraw the offer.} other {The shift is offered to all qualified role-players who are free then, and they are e-mailed your message. You stay responsible for it until one of them takes it; until then you can withdraw the offer.}}',
  },
  coverageSent: /*i18n*/ { id: 'shiftInvite.coverageSent', message: 'Coverage request sent' },
  coverageFailed: /*i18n*/ { id: 'shiftInvite.coverageFailed', message: 'Error Requesting Partial Swap' },
  coverageTitle: /*i18n*/ { id: 'shiftInvite.coverageTitle', message: 'Request partial coverage' },
  coverageIntro: /*i18n*/ {
    id: 'shiftInvite.coverageIntro',
    message:
      'Ask the shift coordinator and the qualified role-players to cover part of this shift. You stay responsible for the whole shift until someone agrees.',
  },
  withdrawn: /*i18n*/ { id: 'shiftInvite.withdrawn', message: 'Offer withdrawn: the shift is yours again' },
  withdrawFailed: /*i18n*/ { id: 'shiftInvite.withdrawFailed', message: 'Error undoing Swap' },
  taken: /*i18n*/ { id: 'shiftInvite.taken', message: 'The shift is now yours' },
  takeFailed: /*i18n*/ { id: 'shiftInvite.takeFailed', message: 'Error accepting Swap' },
  // The swap request form (components/invites/swap-request-dialog).
  subject: /*i18n*/ { id: 'shiftInvite.subject', message: 'Subject' },
  defaultSubject: /*i18n*/ { id: 'shiftInvite.defaultSubject', message: 'Shift Coverage Request' },
  details: /*i18n*/ { id: 'shiftInvite.details', message: 'Details' },
  detailsPlaceholder: /*i18n*/ { id: 'shiftInvite.detailsPlaceholder', message: 'Which part of the shift, and why' },
  send: /*i18n*/ { id: 'shiftInvite.send', message: 'Send' },
  // The Give to… form (components/invites/give-to-form).
  placeOne: /*i18n*/ {
    id: 'shiftInvite.placeOne',
    message: '{place, select, coaches {Coach} coordinators {Shift coordinator} other {Role-player}}',
  },
  giveToA: /*i18n*/ {
    id: 'shiftInvite.giveToA',
    message:
      '{place, select, coaches {Give to a coach} coordinators {Give to a shift coordinator} other {Give to a role-player}}',
  },
  nobodyCanTake: /*i18n*/ {
    id: 'shiftInvite.nobodyCanTake',
    message:
      "{place, select, coaches {No other coaches can take your place now: they need the course's qualification and a free time} coordinators {No other shift coordinators can take your place now: they need the course's qualification and a free time} other {No other role-players can take your place now: they need the course's qualification and a free time}}",
  },
  giveShift: /*i18n*/ { id: 'shiftInvite.giveShift', message: 'Give shift' },
} satisfies Record<string, MessageDescriptor>;

/** The calls of the day: the viewer's own and every block's (call-blocks/). */
export const CALL_TEXTS = {
  yourCalls: /*i18n*/ { id: 'shiftCalls.yourCalls', message: 'Your calls' },
  youPlayIn: /*i18n*/ {
    id: 'shiftCalls.youPlayIn',
    message:
      '{count, plural, one {The call you play in; the whole day is under Call blocks below.} other {The # calls you play in; the whole day is under Call blocks below.}}',
  },
  yourCallAt: /*i18n*/ { id: 'shiftCalls.yourCallAt', message: 'Your call {time}' },
  blockCall: /*i18n*/ { id: 'shiftCalls.blockCall', message: 'Block {block}, call {call}' },
  block: /*i18n*/ { id: 'shiftCalls.block', message: 'Block {block}' },
  callName: /*i18n*/ { id: 'shiftCalls.callName', message: 'block {block} call {call}' },
  call: /*i18n*/ { id: 'shiftCalls.call', message: 'Call {call}' },
  youPlay: /*i18n*/ { id: 'shiftCalls.youPlay', message: 'You play' },
  and: /*i18n*/ { id: 'shiftCalls.and', message: ' and ' },
  minutes: /*i18n*/ { id: 'shiftCalls.minutes', message: '{minutes} min' },
  noParticipant: /*i18n*/ { id: 'shiftCalls.noParticipant', message: 'No participant yet' },
  participants: /*i18n*/ { id: 'shiftCalls.participants', message: 'Participants' },
  note: /*i18n*/ { id: 'shiftCalls.note', message: 'Note: {note}' },
  noteOn: /*i18n*/ { id: 'shiftCalls.noteOn', message: 'Note on {scenario}: {note}' },
  skillsList: /*i18n*/ { id: 'shiftCalls.skillsList', message: 'Skills list' },
  skillsListOf: /*i18n*/ { id: 'shiftCalls.skillsListOf', message: 'Skills list, {name}' },
  coach: /*i18n*/ { id: 'shiftCalls.coach', message: 'Coach' },
  coachPerson: /*i18n*/ { id: 'shiftCalls.coachPerson', message: 'Coach {name}' },
  phoneRoom: /*i18n*/ { id: 'shiftCalls.phoneRoom', message: 'Phone room' },
  phoneRoomNumbers: /*i18n*/ { id: 'shiftCalls.phoneRoomNumbers', message: 'Phone room: {numbers}' },
  localNumber: /*i18n*/ { id: 'shiftCalls.localNumber', message: 'Local {number}' },
  tollFreeNumber: /*i18n*/ { id: 'shiftCalls.tollFreeNumber', message: 'Toll-free {number}' },
  noMeetingLink: /*i18n*/ { id: 'shiftCalls.noMeetingLink', message: 'No meeting link yet' },
  noRoomYet: /*i18n*/ { id: 'shiftCalls.noRoomYet', message: 'No room yet: choose one above' },
  callBlocks: /*i18n*/ { id: 'shiftCalls.callBlocks', message: 'Call blocks' },
  perCall: /*i18n*/ {
    id: 'shiftCalls.perCall',
    message: '{minutes} min per call · {count, plural, one {# scenario} other {# scenarios}}',
  },
  roomLockedChip: /*i18n*/ { id: 'shiftCalls.roomLockedChip', message: 'Room locked' },
  roomLocked: /*i18n*/ {
    id: 'shiftCalls.roomLocked',
    message: 'The room can no longer be changed: a call of this shift already has a meeting URL',
  },
  courseResults: /*i18n*/ { id: 'shiftCalls.courseResults', message: 'Course results' },
  loading: /*i18n*/ { id: 'shiftCalls.loading', message: 'Loading the call blocks' },
  noBlocksManager: /*i18n*/ {
    id: 'shiftCalls.noBlocksManager',
    message: 'No call blocks yet. Use Add call block to start building the day.',
  },
  noBlocks: /*i18n*/ { id: 'shiftCalls.noBlocks', message: 'No call blocks yet.' },
  youPlayInThis: /*i18n*/ { id: 'shiftCalls.youPlayInThis', message: 'You play in this call' },
  participant: /*i18n*/ { id: 'shiftCalls.participant', message: 'Participant' },
  rolePlayers: /*i18n*/ { id: 'shiftCalls.rolePlayers', message: 'Role-players' },
  slotsOf: /*i18n*/ { id: 'shiftCalls.slotsOf', message: 'Slots of {name}' },
  roomLink: /*i18n*/ {
    id: 'shiftCalls.roomLink',
    message:
      '{room, select, teams {MS Teams link from the room:} zoom {Zoom link from the room:} meet {Google Meet link from the room:} other {Link from the room:}}',
  },
  meetingUrl: /*i18n*/ { id: 'shiftCalls.meetingUrl', message: 'Meeting URL' },
  meetingUrlOf: /*i18n*/ { id: 'shiftCalls.meetingUrlOf', message: 'Meeting URL, {name}' },
  saveUrl: /*i18n*/ { id: 'shiftCalls.saveUrl', message: 'Save URL' },
  couldNotSaveUrl: /*i18n*/ { id: 'shiftCalls.couldNotSaveUrl', message: 'Could not save the meeting URL' },
  lateReminder: /*i18n*/ { id: 'shiftCalls.lateReminder', message: 'Late Reminder' },
  lateReminderToday: /*i18n*/ {
    id: 'shiftCalls.lateReminderToday',
    message: 'E-mail the participants whose call starts within the hour',
  },
  lateReminderOnDay: /*i18n*/ { id: 'shiftCalls.lateReminderOnDay', message: "Available on the shift's day" },
  lateReminderFailed: /*i18n*/ { id: 'shiftCalls.lateReminderFailed', message: 'Could not send the late reminders' },
  lateReminderTitle: /*i18n*/ { id: 'shiftCalls.lateReminderTitle', message: 'Send the late reminder?' },
  lateReminderIntro: /*i18n*/ {
    id: 'shiftCalls.lateReminderIntro',
    message: 'Each participant below is e-mailed that their call is starting. Nobody is reminded twice for the same call.',
  },
  lateReminderPrepareFailed: /*i18n*/ {
    id: 'shiftCalls.lateReminderPrepareFailed',
    message: 'Could not prepare the late reminders',
  },
  lateReminderNobody: /*i18n*/ {
    id: 'shiftCalls.lateReminderNobody',
    message: 'Nobody to remind: no participant who has not been reminded yet has a call starting within the hour.',
  },
  sendReminders: /*i18n*/ { id: 'shiftCalls.sendReminders', message: 'Send reminders' },
} satisfies Record<string, MessageDescriptor>;

/** The open places of a shift, for its managers (backfill-card). */
export const BACKFILL_TEXTS = {
  stopped: /*i18n*/ { id: 'shiftBackfill.stopped', message: 'Backfill stopped' },
  couldNotStop: /*i18n*/ { id: 'shiftBackfill.couldNotStop', message: 'Could not stop the backfill' },
  restarted: /*i18n*/ { id: 'shiftBackfill.restarted', message: 'Backfill restarted' },
  couldNotRestart: /*i18n*/ { id: 'shiftBackfill.couldNotRestart', message: 'Could not restart the backfill' },
  openPlaces: /*i18n*/ { id: 'shiftBackfill.openPlaces', message: 'Open places' },
  isOn: /*i18n*/ { id: 'shiftBackfill.isOn', message: 'Automatic backfill is on' },
  isStopped: /*i18n*/ { id: 'shiftBackfill.isStopped', message: 'Automatic backfill is stopped' },
  deadline: /*i18n*/ { id: 'shiftBackfill.deadline', message: ' · Deadline {when}' },
  deadlinePassed: /*i18n*/ { id: 'shiftBackfill.deadlinePassed', message: ' · Deadline passed {when}' },
  stop: /*i18n*/ { id: 'shiftBackfill.stop', message: 'Stop backfill' },
  restart: /*i18n*/ { id: 'shiftBackfill.restart', message: 'Restart backfill' },
  noneOpen: /*i18n*/ {
    id: 'shiftBackfill.noneOpen',
    message:
      'No place is open. If the shift is still short of people at its deadline, or somebody gives up their place after it, the missing places are offered here automatically, a few people at a time.',
  },
  noneWhileStopped: /*i18n*/ {
    id: 'shiftBackfill.noneWhileStopped',
    message: 'No place is open, and none will open while backfill is stopped.',
  },
  placesLabel: /*i18n*/ { id: 'shiftBackfill.placesLabel', message: 'Places opened to backfill' },
  stopTitle: /*i18n*/ { id: 'shiftBackfill.stopTitle', message: 'Stop backfill?' },
  stopText: /*i18n*/ {
    id: 'shiftBackfill.stopText',
    message: 'The open places of this shift are no longer offered, and no new place opens for it. Restart offers them again.',
  },
  role: /*i18n*/ {
    id: 'shiftBackfill.role',
    message: '{role, select, roleplayer {Role-player} coach {Coach} other {Shift coordinator}}',
  },
  status: /*i18n*/ {
    id: 'shiftBackfill.status',
    message: '{status, select, open {Open} filled {Filled} stopped {Stopped} other {Closed unfilled}}',
  },
  reason: /*i18n*/ {
    id: 'shiftBackfill.reason',
    message: '{reason, select, deadline {Short at the deadline} other {Given up late}}',
  },
  givenUpBy: /*i18n*/ { id: 'shiftBackfill.givenUpBy', message: 'Given up late by {name}' },
  placeLabel: /*i18n*/ { id: 'shiftBackfill.placeLabel', message: '{role} place, {status}' },
  opened: /*i18n*/ { id: 'shiftBackfill.opened', message: '{why} · opened {when}' },
  takenBy: /*i18n*/ { id: 'shiftBackfill.takenBy', message: 'Taken by' },
  notOffered: /*i18n*/ { id: 'shiftBackfill.notOffered', message: 'Not offered to anybody yet: nobody qualified is free.' },
  neverOffered: /*i18n*/ { id: 'shiftBackfill.neverOffered', message: 'Never offered.' },
  offersOf: /*i18n*/ {
    id: 'shiftBackfill.offersOf',
    message:
      '{role, select, roleplayer {Offers of the role-player place} coach {Offers of the coach place} other {Offers of the shift coordinator place}}',
  },
  wave: /*i18n*/ { id: 'shiftBackfill.wave', message: 'Wave {wave}' },
  deadlineSaved: /*i18n*/ { id: 'shiftBackfill.deadlineSaved', message: 'Deadline saved' },
  answerByLabel: /*i18n*/ { id: 'shiftBackfill.answerByLabel', message: 'Answer-by deadline' },
  answerByHours: /*i18n*/ { id: 'shiftBackfill.answerByHours', message: 'Answer by (hours before the start)' },
  answerByHelp: /*i18n*/ {
    id: 'shiftBackfill.answerByHelp',
    message: 'Invitations must be answered by then; a shift still short of people then opens its places',
  },
  saveDeadline: /*i18n*/ { id: 'shiftBackfill.saveDeadline', message: 'Save deadline' },
} satisfies Record<string, MessageDescriptor>;

/** The room of a roleplay shift (room-picker). */
export const ROOM_TEXTS = {
  room: /*i18n*/ { id: 'shiftRoom.room', message: 'Room' },
  noRoom: /*i18n*/ { id: 'shiftRoom.noRoom', message: 'No room' },
  roomType: /*i18n*/ {
    id: 'shiftRoom.roomType',
    message: '{type, select, phone {Phone} teams {MS Teams} zoom {Zoom} meet {Google Meet} other {Online room}}',
  },
  roomWithType: /*i18n*/ { id: 'shiftRoom.roomWithType', message: '{name} ({type})' },
  localNumber: /*i18n*/ { id: 'shiftRoom.localNumber', message: 'Local number: {number}' },
  tollFreeNumber: /*i18n*/ { id: 'shiftRoom.tollFreeNumber', message: 'Toll-free number: {number}' },
  noNumbers: /*i18n*/ { id: 'shiftRoom.noNumbers', message: 'No dial-in numbers yet' },
  linkPerCall: /*i18n*/ { id: 'shiftRoom.linkPerCall', message: 'The meeting link is set for each call' },
  noMeetingLink: /*i18n*/ { id: 'shiftRoom.noMeetingLink', message: 'No meeting link yet' },
  joinMeeting: /*i18n*/ { id: 'shiftRoom.joinMeeting', message: 'Join meeting ({type})' },
  booked: /*i18n*/ { id: 'shiftRoom.booked', message: 'Room {name} booked' },
  released: /*i18n*/ { id: 'shiftRoom.released', message: 'Room released' },
  couldNotBook: /*i18n*/ { id: 'shiftRoom.couldNotBook', message: 'Could not book the room' },
} satisfies Record<string, MessageDescriptor>;

/** The cards under the calls: attendance, coach and coordinator, resources, memo, open places, history. */
export const CARD_TEXTS = {
  attendance: /*i18n*/ { id: 'shiftCards.attendance', message: 'Attendance' },
  acceptedOf: /*i18n*/ { id: 'shiftCards.acceptedOf', message: '{accepted} accepted of {invited} invited' },
  invite: /*i18n*/ { id: 'shiftCards.invite', message: 'Invite' },
  staff: /*i18n*/ { id: 'shiftCards.staff', message: 'Staff' },
  nobodyInvited: /*i18n*/ {
    id: 'shiftCards.nobodyInvited',
    message: 'Nobody is invited yet. Use Invite to ask role-players, coaches and coordinators.',
  },
  noStaff: /*i18n*/ { id: 'shiftCards.noStaff', message: 'No staff yet.' },
  group: /*i18n*/ {
    id: 'shiftCards.group',
    message:
      '{group, select, coordinators {Shift coordinators} coaches {Coaches} rolePlayers {Role-players} other {Participants}}',
  },
  participants: /*i18n*/ { id: 'shiftCards.participants', message: 'Participants' },
  participantsCount: /*i18n*/ { id: 'shiftCards.participantsCount', message: 'Participants ({count})' },
  noParticipants: /*i18n*/ { id: 'shiftCards.noParticipants', message: 'No participants yet.' },
  participantsInCalls: /*i18n*/ { id: 'shiftCards.participantsInCalls', message: 'Participants in the calls' },
  inCalls: /*i18n*/ { id: 'shiftCards.inCalls', message: '{count, plural, one {In # call} other {In # calls}}' },
  calendarSent: /*i18n*/ { id: 'shiftCards.calendarSent', message: 'Calendar invitation sent' },
  calendarPending: /*i18n*/ { id: 'shiftCards.calendarPending', message: 'Calendar invitation not sent yet' },
  you: /*i18n*/ { id: 'shiftCards.you', message: '(you)' },
  statusSince: /*i18n*/ { id: 'shiftCards.statusSince', message: '{status} {when}' },
  coachingHistory: /*i18n*/ { id: 'shiftCards.coachingHistory', message: 'Coaching history' },
  coachingHistoryOf: /*i18n*/ { id: 'shiftCards.coachingHistoryOf', message: 'Coaching history of {name}' },
  removeInvitation: /*i18n*/ { id: 'shiftCards.removeInvitation', message: 'Remove invitation' },
  removeInvitationOf: /*i18n*/ { id: 'shiftCards.removeInvitationOf', message: 'Remove the invitation of {name}' },
  declined: /*i18n*/ { id: 'shiftCards.declined', message: 'Declined' },
  declinedCount: /*i18n*/ { id: 'shiftCards.declinedCount', message: 'Declined ({count})' },
  coachAndCoordinator: /*i18n*/ { id: 'shiftCards.coachAndCoordinator', message: 'Coach and coordinator' },
  coachIs: /*i18n*/ { id: 'shiftCards.coachIs', message: 'Coach: {name}' },
  coordinatorIs: /*i18n*/ { id: 'shiftCards.coordinatorIs', message: 'Shift coordinator: {name}' },
  staffRole: /*i18n*/ { id: 'shiftCards.staffRole', message: '{role, select, coach {Coach} other {Shift coordinator}}' },
  couldNotList: /*i18n*/ {
    id: 'shiftCards.couldNotList',
    message: '{role, select, coach {Could not list the coaches} other {Could not list the shift coordinators}}',
  },
  loading: /*i18n*/ { id: 'shiftCards.loading', message: 'Loading…' },
  freeForShift: /*i18n*/ { id: 'shiftCards.freeForShift', message: '{count} free for this shift' },
  none: /*i18n*/ { id: 'shiftCards.none', message: 'None' },
  available: /*i18n*/ { id: 'shiftCards.available', message: ' · available' },
  staffChange: /*i18n*/ {
    id: 'shiftCards.staffChange',
    message:
      '{change, select, coachRemoved {Coach removed} coachChosen {Coach chosen} scRemoved {Shift coordinator removed} scChosen {Shift coordinator chosen} shown {Shown in the registration app} other {Hidden from the registration app}}',
  },
  visibleInRegApp: /*i18n*/ { id: 'shiftCards.visibleInRegApp', message: 'Visible in the registration app' },
  notChosen: /*i18n*/ { id: 'shiftCards.notChosen', message: 'Not chosen' },
  resourceLinks: /*i18n*/ { id: 'shiftCards.resourceLinks', message: 'Resource links' },
  courseMaterials: /*i18n*/ { id: 'shiftCards.courseMaterials', message: 'Course materials' },
  couldNotRetrieveLinks: /*i18n*/ { id: 'shiftCards.couldNotRetrieveLinks', message: 'Could not retrieve the resource links' },
  noLinks: /*i18n*/ { id: 'shiftCards.noLinks', message: 'This course has no resource links yet.' },
  resourceType: /*i18n*/ {
    id: 'shiftCards.resourceType',
    message:
      '{type, select, action_plan_skills_list {Action plan skills list} folder {Folder} job_aid {Job aid} intro_extro {Intro / extro} participant_package {Participant package} regular_skills {Regular skills} roleplayer_profile {Role-player profile} other {Other}}',
  },
  file: /*i18n*/ { id: 'shiftCards.file', message: 'File' },
  download: /*i18n*/ { id: 'shiftCards.download', message: 'Download {name}' },
  couldNotDownload: /*i18n*/ { id: 'shiftCards.couldNotDownload', message: 'Could not download the file' },
  resourcesReady: /*i18n*/ { id: 'shiftCards.resourcesReady', message: 'Resources ready' },
  markedReady: /*i18n*/ { id: 'shiftCards.markedReady', message: 'Resources marked ready' },
  markedNotReady: /*i18n*/ { id: 'shiftCards.markedNotReady', message: 'Resources marked not ready' },
  couldNotUpdateCourse: /*i18n*/ { id: 'shiftCards.couldNotUpdateCourse', message: 'Could not update the course' },
  memo: /*i18n*/ { id: 'shiftCards.memo', message: 'Memo' },
  noMemo: /*i18n*/ { id: 'shiftCards.noMemo', message: 'No memo for this shift.' },
  couldNotSaveMemo: /*i18n*/ { id: 'shiftCards.couldNotSaveMemo', message: 'Could not save the memo' },
  memoTooLong: /*i18n*/ { id: 'shiftCards.memoTooLong', message: 'Memo must be at most {max} characters' },
  memoHelp: /*i18n*/ { id: 'shiftCards.memoHelp', message: 'Notes for the people running this shift' },
  saveMemo: /*i18n*/ { id: 'shiftCards.saveMemo', message: 'Save memo' },
  unsaved: /*i18n*/ { id: 'shiftCards.unsaved', message: 'Unsaved changes' },
  history: /*i18n*/ { id: 'shiftCards.history', message: 'History' },
  historyIntro: /*i18n*/ {
    id: 'shiftCards.historyIntro',
    message: 'Changes to this shift, its invites, calls and slots: who made them and what each field was before and after.',
  },
  shiftHistory: /*i18n*/ { id: 'shiftCards.shiftHistory', message: 'Shift history' },
  noChange: /*i18n*/ { id: 'shiftCards.noChange', message: 'No change has been recorded for this shift yet.' },
  noMatch: /*i18n*/ { id: 'shiftCards.noMatch', message: 'No change matches.' },
  errorDeletingInvitation: /*i18n*/ { id: 'shiftCards.errorDeletingInvitation', message: 'Error deleting invitation' },
  removeTitle: /*i18n*/ { id: 'shiftCards.removeTitle', message: 'Remove this invitation?' },
  removeDeclined: /*i18n*/ {
    id: 'shiftCards.removeDeclined',
    message: '{name} declined; their invitation is removed from the list.',
  },
  removeExpired: /*i18n*/ {
    id: 'shiftCards.removeExpired',
    message: '{name} did not answer in time; their invitation is removed from the list.',
  },
  removeTakenOff: /*i18n*/ {
    id: 'shiftCards.removeTakenOff',
    message: '{name} will be taken off this shift and told by e-mail.',
  },
  callsLeft: /*i18n*/ {
    id: 'shiftCards.callsLeft',
    message:
      '{count, plural, one {{name} plays in the call at {times}; it is left without a role-player.} other {{name} plays in # calls, at {times}; they are left without a role-player.}}',
  },
  callsLost: /*i18n*/ {
    id: 'shiftCards.callsLost',
    message:
      '{count, plural, one {{name} was taken out of the call at {times}: it has no role-player now.} other {{name} was taken out of # calls, at {times}: they have no role-player now.}}',
  },
  remove: /*i18n*/ { id: 'shiftCards.remove', message: 'Remove' },
  invitationRemoved: /*i18n*/ { id: 'shiftCards.invitationRemoved', message: 'Invitation removed.' },
} satisfies Record<string, MessageDescriptor>;
