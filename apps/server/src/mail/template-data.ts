// The data of each e-mail template, apart from templates.ts so that the message catalogues (messages/)
// can name the templates without importing the renderer that imports them.

/**
 * What every invite and swap e-mail says about its shift: the shift kind in the mail's language,
 * the course and client, the date and the time (HH:mm–HH:mm) in the business time zone, and the
 * cohort when the shift has one.
 */
export interface ShiftMailFields {
  shiftType: string;
  courseName: string;
  clientName: string;
  date: string;
  time: string;
  timeZone: string;
  cohortName?: string | undefined;
}

/**
 * The data each e-mail template needs. To add a template: add its entry here, its layout in
 * LAYOUTS of templates.ts and its messages in every catalogue of messages/.
 */
export interface MailTemplateData {
  'password-reset': { name: string; link: string };
  /** The owner asked for a one-time sign-in link on the sign-in page; `hours`: how long it stays valid. */
  'sign-in-link': { name: string; link: string; hours: number };
  /** Invited to a shift (the shift fields are described at ShiftMailFields). */
  'shift-invitation': ShiftMailFields & { name: string; link: string };
  /** A manager removed the person's invitation to a shift; the link leads to their calendar. */
  'shift-invite-removed': ShiftMailFields & { name: string; link: string };
  /** To the shift's coordinator: `personName` accepted their invitation. */
  'shift-invite-accepted': ShiftMailFields & { name: string; personName: string; link: string };
  /** To the shift's coordinator: `personName` declined their invitation. */
  'shift-invite-declined': ShiftMailFields & { name: string; personName: string; link: string };
  /** To an invitee who has not answered yet: answer by `answerByDate` at `answerByTime` (business time zone). */
  'shift-invite-answer-by': ShiftMailFields & { name: string; link: string; answerByDate: string; answerByTime: string };
  /** To the invitee: their unanswered invitation lapsed at its answer-by time. */
  'shift-invite-expired': ShiftMailFields & { name: string; link: string };
  /** To the shift's coordinator: `personName`'s invitation lapsed unanswered. */
  'shift-invite-expired-coordinator': ShiftMailFields & { name: string; personName: string; link: string };
  /** Backfill: a `placeName` place (role-player, coach, coordinator) is open on the shift; first to take it wins. */
  'backfill-offer': ShiftMailFields & { name: string; placeName: string; link: string };
  /**
   * To the qualified role-players: `giverName` offers the shift to whoever takes it first; with the
   * giver's swap request (subject and details) when they wrote one.
   */
  'shift-swap-offer': ShiftMailFields & {
    name: string;
    giverName: string;
    link: string;
    requestSubject?: string | undefined;
    requestDetails?: string | undefined;
  };
  /** To the one person `giverName` offers the shift to (direct swap). */
  'shift-swap-direct': ShiftMailFields & { name: string; giverName: string; link: string };
  /** To the person of a direct swap: `giverName` took the offer back. */
  'shift-swap-withdrawn': ShiftMailFields & { name: string; giverName: string; link: string };
  /** To the giver of a swap: `takerName` took the shift. */
  'shift-swap-taken': ShiftMailFields & { name: string; takerName: string; link: string };
  /** To the taker of a swap: the shift of `giverName` is now theirs. */
  'shift-swap-confirmed': ShiftMailFields & { name: string; giverName: string; link: string };
  /** A partial swap request: the requester's subject and details, sent to possible helpers. */
  'shift-coverage-request': ShiftMailFields & {
    name: string;
    requesterName: string;
    requesterEmail: string;
    requestSubject: string;
    requestDetails: string;
    link: string;
  };
  /**
   * A course participant's invitation to register in the registration app. `welcomeText` is the
   * course's custom welcome text; the manager fields are the project manager's contact, shown only
   * when both are given.
   */
  'course-invitation': {
    name: string;
    courseName: string;
    clientName: string;
    link: string;
    welcomeText?: string | undefined;
    managerName?: string | undefined;
    managerEmail?: string | undefined;
  };
  /** A shift was cancelled: its date and time (HH:mm–HH:mm) as read in the business time zone. */
  'shift-cancelled': { name: string; courseName: string; clientName: string; date: string; time: string; timeZone: string };
  /** A shift moved: the old and the new date and time, and a link to the shift's page. */
  'shift-rescheduled': {
    name: string;
    courseName: string;
    clientName: string;
    previousDate: string;
    previousTime: string;
    date: string;
    time: string;
    timeZone: string;
    link: string;
  };
  /**
   * A participant's roleplay session. A participant slotted in calls of the shift is told about each
   * call (`calls`, with `callCount`): its time, its scenarios in order and how to join it; one in no
   * call gets the shift's time and how to join the room (its dial-in numbers or its meeting link).
   */
  'participant-schedule': {
    name: string;
    courseName: string;
    clientName: string;
    date: string;
    time: string;
    timeZone: string;
    roomName: string;
    localNumber?: string | undefined;
    tollFreeNumber?: string | undefined;
    meetingUrl?: string | undefined;
    callCount?: number | undefined;
    calls?: ScheduleCallFields[] | undefined;
  };
  /**
   * A participant's action plan after a role-play session, to the participant (`audience`
   * 'participant': it speaks to them) or their manager ('manager': it names the participant); `name`
   * is the recipient's. `items`: the skills to practise, one per line; `introduction` and
   * `actionPlanText` are the course's custom e-mail texts; never the internal comments.
   */
  'action-plan': {
    name: string;
    audience: 'participant' | 'manager';
    participantName: string;
    courseName: string;
    clientName: string;
    date: string;
    introduction?: string | undefined;
    items?: string | undefined;
    customActionPlan?: string | undefined;
    actionPlanText?: string | undefined;
  };
  /** A participant is added to their session's calendar event: the mail carries the .ics invitation. */
  'session-invitation': SessionMailFields;
  /** The session's time, room or joining link changed: the mail carries the updated .ics. */
  'session-invitation-updated': SessionMailFields;
  /** The participant is no longer in that session: the mail carries the .ics cancellation. */
  'session-invitation-cancelled': SessionMailFields;
  /** A reminder of the session (sent by a manager, or n days before by the course's preference), with the course's custom text. */
  'session-reminder': SessionMailFields & { customText?: string | undefined };
  /** The Late Reminder: the session starts within the hour or has started. */
  'session-starting-soon': SessionMailFields;
  /** The registration app's one-time sign-in link, opening the course's page in the app. */
  'regapp-sign-in-link': { name: string; courseName: string; link: string; hours: number };
  /**
   * A participant booked, moved or cancelled their call in the registration app, on a shift that
   * sends no calendar invitations (those that do confirm with the invitation itself).
   */
  'regapp-confirmation': SessionMailFields & {
    kind: 'booked' | 'moved' | 'cancelled';
    link: string;
    welcomeText?: string | undefined;
  };
  /** A place freed at a time the participant waits for: theirs to claim until `until`. */
  'regapp-offer': SessionMailFields & { link: string; until: string };
}
export type MailTemplateName = keyof MailTemplateData;

/**
 * A participant's role-play session (their call): when it is in the business time zone, and how to
 * join it: the room's name with its dial-in numbers (phone rooms) or the call's joining link.
 */
export interface SessionMailFields {
  name: string;
  courseName: string;
  clientName: string;
  date: string;
  time: string;
  timeZone: string;
  roomName?: string | undefined;
  localNumber?: string | undefined;
  tollFreeNumber?: string | undefined;
  joinUrl?: string | undefined;
}

/** One call of a participant in the schedule e-mail: its number, its time, its scenarios and how to join it. */
export interface ScheduleCallFields {
  callNumber: number;
  callTime: string;
  scenarios?: string | undefined;
  localNumber?: string | undefined;
  tollFreeNumber?: string | undefined;
  meetingUrl?: string | undefined;
}
