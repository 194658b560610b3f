import type { MailCatalogue } from './catalogue';

/** The session paragraphs several templates share. */
const SESSION = {
  session: 'When: {date}, {time} ({timeZone})',
  room: 'Room: {roomName}',
  localNumber: 'Dial-in number: {localNumber}',
  tollFreeNumber: 'Toll-free number: {tollFreeNumber}',
  joinUrl: 'Join the session: {joinUrl}',
};
/** The e-mail texts in English (Canada): ICU MessageFormat strings, one object per template. */
export const enCA = {
  common: {
    greeting: 'Hello {name},',
    shiftDetails: 'Shift: {shiftType}, {courseName} ({clientName})\nDate: {date}\nTime: {time} ({timeZone})',
    cohort: 'Cohort: {cohortName}',
    signInNote: 'The button signs you in directly. It works only once and expires after a while.',
  },
  'shift-invitation': {
    subject: 'Shift invitation: {courseName}, {date}',
    intro:
      'You are invited to work the shift below. Please open it and accept or decline the invitation so the schedule can be completed.',
    action: 'Open the shift',
  },
  'shift-invite-removed': {
    subject: 'Removed from a shift: {courseName}, {date}',
    intro:
      'A shift coordinator has removed you from the shift below, so it is no longer in your schedule. There is nothing else you need to do.',
    action: 'Open my calendar',
  },
  'shift-invite-accepted': {
    subject: '{personName} accepted a shift: {courseName}, {date}',
    intro: '{personName} has accepted the invitation to the shift below, which you coordinate.',
    action: 'Open the shift',
  },
  'shift-invite-declined': {
    subject: '{personName} declined a shift: {courseName}, {date}',
    intro:
      '{personName} has declined the invitation to the shift below, which you coordinate. You may want to invite somebody else.',
    action: 'Open the shift',
  },
  'shift-invite-answer-by': {
    subject: 'Please answer by {answerByDate}: {courseName}, {date}',
    intro:
      'Your invitation to the shift below is still waiting for your answer. Please accept or decline it by {answerByDate} at {answerByTime} ({timeZone}); after that it lapses and the place is offered to others.',
    action: 'Answer the invitation',
  },
  'shift-invite-expired': {
    subject: 'Invitation lapsed: {courseName}, {date}',
    intro: 'Your invitation to the shift below was not answered in time and has lapsed: the place is no longer held for you.',
    action: 'Open the shift',
  },
  'shift-invite-expired-coordinator': {
    subject: "{personName}'s invitation lapsed: {courseName}, {date}",
    intro:
      '{personName} did not answer the invitation to the shift below, which you coordinate, in time. The invitation has lapsed and no longer holds a place.',
    action: 'Open the shift',
  },
  'backfill-offer': {
    subject: 'Open place ({placeName}): {courseName}, {date}',
    intro: 'A {placeName} place is open on the shift below. The first to take it gets it.',
    action: 'See open places',
  },
  'shift-swap-offer': {
    subject: 'Shift available: {courseName}, {date}',
    intro:
      '{giverName} cannot work the shift below and is offering it to the team. If you can take it, open the shift and accept the swap: the first person to accept gets it.',
    action: 'Open the shift',
  },
  'shift-swap-direct': {
    subject: '{giverName} is offering you a shift: {courseName}, {date}',
    intro: '{giverName} cannot work the shift below and would like to hand it over to you. Open the shift to accept the swap.',
    action: 'Open the shift',
  },
  'shift-swap-withdrawn': {
    subject: 'Shift offer withdrawn: {courseName}, {date}',
    intro:
      '{giverName} has taken back the offer to hand you the shift below and will work it after all. There is nothing else you need to do.',
    action: 'Open my calendar',
  },
  'shift-swap-taken': {
    subject: 'Your shift has been taken: {courseName}, {date}',
    intro: '{takerName} has taken the shift below that you offered for swap. You are no longer responsible for it.',
    action: 'Open my calendar',
  },
  'shift-swap-confirmed': {
    subject: 'The shift is yours: {courseName}, {date}',
    intro: 'You have taken over the shift below from {giverName}. It is now in your calendar and you are responsible for it.',
    action: 'Open the shift',
  },
  'shift-coverage-request': {
    subject: '{requestSubject}: {courseName}, {date}',
    intro: '{requesterName} is looking for someone to cover part of the shift below and wrote:',
    contact: 'If you can help, please contact {requesterName} at {requesterEmail}.',
    action: 'Open the shift',
  },
  'password-reset': {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account. Open the link below to choose a new password.',
    action: 'Choose a new password',
    note: 'For your security the link works only once and expires after a while. If you did not ask for a new password, you can ignore this message: your current password still works.',
  },
  'sign-in-link': {
    subject: 'Your sign-in link',
    intro:
      'Somebody, probably you, asked on the sign-in page for a link that signs you in without your password. Use the button below to sign in.',
    action: 'Sign in',
    note: 'The link works only once and expires in {hours, plural, one {# hour} other {# hours}}. If you did not ask for it, you can ignore this message: nobody can use it without access to your e-mail. Too many failed sign-ins may have locked password sign-in for a while; the link still works.',
  },
  'course-invitation': {
    subject: 'Your invitation to register: {courseName}',
    intro:
      '{clientName} has enrolled you in the course {courseName}. Please register and choose the session that suits you in the registration app.',
    action: 'Register now',
    manager:
      'If you have any questions about this course, please contact your project manager, {managerName}, at {managerEmail}.',
    closing: 'We look forward to seeing you.',
  },
  'shift-cancelled': {
    subject: 'Shift cancelled: {courseName} on {date}',
    intro: 'The shift of the course {courseName} for {clientName} planned on {date}, {time} ({timeZone}), has been cancelled.',
    note: 'You no longer need to keep this time free for it. Your other shifts are not affected.',
    closing: 'Thank you for your understanding.',
  },
  'shift-rescheduled': {
    subject: 'Shift moved: {courseName} now on {date}',
    intro: 'The shift of the course {courseName} for {clientName} has a new time.',
    times: 'It was planned on {previousDate}, {previousTime}. It now takes place on {date}, {time} ({timeZone}).',
    action: 'Open the shift',
    note: 'If the new time does not suit you, please let your shift coordinator know as soon as possible.',
  },
  'participant-schedule': {
    subject: 'Your session: {courseName} on {date}',
    intro: 'Here is your role-play session of the course {courseName} for {clientName}: {date}, {time} ({timeZone}).',
    introCalls:
      '{callCount, plural, one {Here is your role-play call} other {Here are your # role-play calls}} of the course {courseName} for {clientName} on {date} ({timeZone}):',
    room: 'Room: {roomName}',
    call: 'Call {callNumber}: {callTime}',
    scenarios: 'Scenarios, in order: {scenarios}',
    localNumber: 'Dial-in number: {localNumber}',
    tollFreeNumber: 'Toll-free number: {tollFreeNumber}',
    meetingUrl: 'Meeting link: {meetingUrl}',
    closing: 'Please join a few minutes before the start. We look forward to seeing you.',
  },
  'action-plan': {
    subject:
      '{audience, select, participant {Your action plan: {courseName}} other {Action plan: {participantName}, {courseName}}}',
    intro:
      '{audience, select, participant {Here is your action plan from your role-play session of the course {courseName} for {clientName} on {date}.} other {Here is the action plan of {participantName} from the role-play session of the course {courseName} for {clientName} on {date}.}}',
    itemsHeading: 'Skills to practise:',
    customHeading: 'Further action plan:',
    closing: 'Thank you for taking part. We wish you every success.',
  },
  'session-invitation': {
    subject: 'Calendar invitation: your session of {courseName}, {date}',
    intro:
      'You have a role-play session of the course {courseName} for {clientName}. The invitation attached to this e-mail adds it to your calendar.',
    ...SESSION,
    closing: 'Please join a few minutes before the start.',
  },
  'session-invitation-updated': {
    subject: 'Session changed: {courseName}, {date}',
    intro:
      'Your role-play session of the course {courseName} for {clientName} has changed. It now reads as below; the attached invitation updates your calendar.',
    ...SESSION,
    closing: 'Please join a few minutes before the start.',
  },
  'session-invitation-cancelled': {
    subject: 'Session cancelled: {courseName}, {date}',
    intro:
      'Your role-play session of the course {courseName} for {clientName} below is no longer planned for you. The attached cancellation removes it from your calendar.',
    session: SESSION.session,
    closing: 'If you have questions, please contact the course team.',
  },
  'session-reminder': {
    subject: 'Reminder: your session of {courseName}, {date}',
    intro: 'This is a reminder of your role-play session of the course {courseName} for {clientName}.',
    ...SESSION,
    closing: 'Please join a few minutes before the start. We look forward to seeing you.',
  },
  'session-starting-soon': {
    subject: 'Your session is starting: {courseName}',
    intro:
      'Your role-play session of the course {courseName} for {clientName} starts soon or has already started. Please join now.',
    ...SESSION,
    closing: 'If you cannot join, please reply to this e-mail.',
  },
  'regapp-sign-in-link': {
    subject: 'Your sign-in link: {courseName}',
    intro:
      'Somebody, probably you, asked to book a session of the course {courseName}. Use the button below to open the registration app.',
    action: 'Open the registration app',
    note: 'The link works only once and expires in {hours, plural, one {# hour} other {# hours}}. If you did not ask for it, you can ignore this message.',
  },
  'regapp-confirmation': {
    subject: '{kind, select, booked {Booking confirmed} moved {Booking moved} other {Booking cancelled}}: {courseName}, {date}',
    intro:
      '{kind, select, booked {Your role-play session of the course {courseName} for {clientName} is booked.} moved {Your role-play session of the course {courseName} for {clientName} has moved. It now reads as below.} other {Your role-play session of the course {courseName} for {clientName} below is cancelled.}}',
    ...SESSION,
    action: 'Open the registration app',
    closing: 'You can change or cancel your booking in the registration app until shortly before the session.',
  },
  'regapp-offer': {
    subject: 'A place is free: {courseName}, {date}',
    intro:
      'A place has come free at the time you are waiting for in the course {courseName} for {clientName}. It is held for you until {until}.',
    ...SESSION,
    action: 'Book this place',
    note: 'If you do not book it by then, it is offered to the next person waiting.',
  },
} satisfies MailCatalogue;
