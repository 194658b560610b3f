import {
  type AppSettings,
  type Attendee,
  appSettingsSchema,
  attendeeSchema,
  type CalendarShift,
  type Call,
  type CallSlot,
  type Cohort,
  type Course,
  type CoursePreferences,
  calendarShiftSchema,
  cohortSchema,
  coursePreferencesResponseSchema,
  courseSchema,
  type EventInvite,
  eventInviteSchema,
  type FairShare,
  fairShareSchema,
  type InvitableUser,
  invitableUserSchema,
  type Me,
  meSchema,
  type ParticipantScheduleInfo,
  type ParticipantSlot,
  participantScheduleInfoSchema,
  type ResourceLink,
  resourceLinkSchema,
  type ScenarioComponent,
  type Shift,
  type ShiftCalls,
  type ShiftStaffCandidate,
  type SuggestedDate,
  scenarioComponentSchema,
  shiftCallsSchema,
  shiftSchema,
  shiftStaffCandidateSchema,
  suggestedDateSchema,
} from '@app/shared';

/**
 * Test data in the shapes of the shared contracts: each maker parses its result with the contract's
 * schema, so a handler can never answer something the real API could not.
 */

/** The business time zone of every component test (not the machine's): times on screen are read in it. */
export const TEST_TIME_ZONE = 'America/Toronto';

export const settings = (): AppSettings => appSettingsSchema.parse({ timeZone: TEST_TIME_ZONE, holidayProvinceCa: 'ON' });

export const STAMP = '2026-03-02T14:00:00.000Z';

export function anAdmin(overrides: Partial<Me> = {}): Me {
  return meSchema.parse({
    id: 1,
    name: 'Olivia Owner',
    email: 'owner@example.com',
    roleList: ['admin'],
    homeNumber: null,
    cellNumber: null,
    mustChangePassword: false,
    lastCoached: null,
    regApp: false,
    createdAt: STAMP,
    impersonatedBy: null,
    viaLink: false,
    language: null,
    ...overrides,
  });
}

export function aCourse(overrides: Partial<Course> = {}): Course {
  return courseSchema.parse({
    id: 7,
    name: 'Negotiation Skills',
    clientId: 3,
    orgName: 'Acme Insurance',
    description: 'Two weeks of practice calls',
    roleplayerAssessmentTemplateId: null,
    projectManagerId: null,
    projectManager: null,
    key: 'k-7',
    registrationUrl: 'https://register.example.com/k-7',
    changeTimeout: 2,
    cancelTimeout: 2,
    maxBookings: 1,
    hasRoleplayShift: false,
    participantsAdded: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  });
}

export function somePreferences(overrides: Partial<CoursePreferences & { updatedAt: string }> = {}) {
  return coursePreferencesResponseSchema.parse({
    language: 'en-CA',
    resourcesReady: false,
    enableGroupSessions: false,
    customReminderEnabled: false,
    customReminderDaysBefore: 2,
    customReminderText: '',
    waitlistOfferHours: 12,
    emailSender: '',
    emailBccList: [],
    emailActionPlanToParticipant: true,
    emailActionPlanToManager: false,
    emailShowProjectManagerContact: true,
    emailCustomWelcomeText: '',
    emailCustomIntroductionBlurb: '',
    emailCustomCommentsHeader: '',
    emailCustomStrengthsIntroduction: '',
    emailCustomOpportunitiesIntroduction: '',
    emailCustomActionPlanText: '',
    answerByHours: 48,
    backfillWaveSize: 5,
    backfillWaveHours: 2,
    updatedAt: STAMP,
    ...overrides,
  });
}

export function aScenarioComponent(overrides: Partial<ScenarioComponent> = {}): ScenarioComponent {
  return scenarioComponentSchema.parse({
    id: 11,
    courseId: 7,
    scenarioComponentTypeId: 1,
    typeName: 'Scenario',
    content: 'Difficult customer',
    duration: 20,
    rpReference: 1,
    position: 0,
    ...overrides,
  });
}

export function aCohort(overrides: Partial<Cohort> = {}): Cohort {
  return cohortSchema.parse({ id: 21, courseId: 7, name: 'Spring group', courseName: 'Negotiation Skills', ...overrides });
}

/** A staff member's fair share: by default two shifts in March 2026, the last on Mar 3. */
export function aFairShare(overrides: Partial<FairShare> = {}): FairShare {
  return fairShareSchema.parse({
    shiftsThisMonth: 2,
    hoursThisMonth: 5,
    months: [
      { month: '2026-03', shifts: 2, hours: 5 },
      { month: '2026-02', shifts: 1, hours: 3 },
      { month: '2026-01', shifts: 0, hours: 0 },
      { month: '2025-12', shifts: 0, hours: 0 },
    ],
    lastShiftAt: '2026-03-03T14:00:00.000Z',
    lateGiveUps: 0,
    ...overrides,
  });
}

/** A staff member nobody has placed yet: no shifts, no last shift. */
export const NO_SHIFTS_YET: Partial<FairShare> = {
  shiftsThisMonth: 0,
  hoursThisMonth: 0,
  months: ['2026-03', '2026-02', '2026-01', '2025-12'].map((month) => ({ month, shifts: 0, hours: 0 })),
  lastShiftAt: null,
};

/** A role-player of the invite picker, suitable for the shift, with a fair share. */
export function anInvitableUser(overrides: Partial<InvitableUser> = {}): InvitableUser {
  return invitableUserSchema.parse({
    id: 33,
    name: 'Riley Player',
    email: 'riley@example.com',
    roleList: ['rp'],
    qualified: true,
    available: true,
    busy: false,
    inviteStatus: null,
    lastCoached: null,
    fairShare: aFairShare(),
    ...overrides,
  });
}

export function aSuggestedDate(overrides: Partial<SuggestedDate> = {}): SuggestedDate {
  return suggestedDateSchema.parse({
    startTime: '2026-03-20T14:00:00.000Z',
    endTime: '2026-03-20T15:00:00.000Z',
    rolePlayersNeeded: 2,
    shiftCoordinators: [{ id: 31, name: 'Sam Coordinator', fairShare: aFairShare({ ...NO_SHIFTS_YET }) }],
    coaches: [{ id: 32, name: 'Casey Coach', fairShare: aFairShare({ shiftsThisMonth: 1, hoursThisMonth: 2 }) }],
    rolePlayers: [
      { id: 33, name: 'Riley Player', fairShare: aFairShare({ ...NO_SHIFTS_YET }) },
      { id: 34, name: 'Rowan Player', fairShare: aFairShare() },
    ],
    shiftCoordinatorCount: 1,
    coachCount: 1,
    rolePlayerCount: 2,
    ...overrides,
  });
}

export function aRoleplayShift(overrides: Partial<Shift> = {}): Shift {
  return shiftSchema.parse({
    id: 41,
    type: 'roleplay',
    begins: '2026-03-20T14:00:00.000Z',
    ends: '2026-03-20T15:00:00.000Z',
    course: {
      id: 7,
      name: 'Negotiation Skills',
      client: { id: 3, orgName: 'Acme Insurance' },
      resourcesReady: false,
      roleplayerAssessmentTemplate: null,
    },
    details: {
      id: 41,
      attendees: [],
      roleplayers: [],
      participants: [],
      cohort: { id: 21, name: 'Spring group' },
      coachId: null,
      shiftCoordinatorId: null,
      coachName: null,
      shiftCoordinatorName: null,
      regAppVisibility: true,
      isGroupSession: false,
      useGoogleCalendar: false,
      comments: '',
    },
    sessions: 1,
    extensions: 1,
    staffingRatio: 1.5,
    answerByHoursBeforeStart: 72,
    backfillEnabled: true,
    callLength: 20,
    room: null,
    roomLocked: false,
    updatedAt: STAMP,
    ...overrides,
  });
}

export function aResourceLink(overrides: Partial<ResourceLink> = {}): ResourceLink {
  return resourceLinkSchema.parse({
    id: 51,
    courseId: 7,
    resourceType: 'job_aid',
    content: 'https://example.com/guide',
    fileName: null,
    isFile: false,
    size: null,
    createdAt: STAMP,
    ...overrides,
  });
}

/** A role-player signed in (no manager rights: their own invites only). */
export function aRolePlayer(overrides: Partial<Me> = {}): Me {
  return anAdmin({ id: 33, name: 'Riley Player', email: 'riley@example.com', roleList: ['rp'], ...overrides });
}

/** One person's invite on a shift, as the shift page lists it. */
export function anAttendee(overrides: Partial<Attendee> = {}): Attendee {
  return attendeeSchema.parse({
    id: 33,
    inviteId: 301,
    name: 'Riley Player',
    email: 'riley@example.com',
    roles: ['rp'],
    status: 'invited',
    statusTime: STAMP,
    swapToUserId: null,
    answerBy: null,
    ...overrides,
  });
}

/** An invite as the invite endpoints answer it (accept, decline, swap). */
export function anEventInvite(overrides: Partial<EventInvite> = {}): EventInvite {
  return eventInviteSchema.parse({
    id: 301,
    status: 'accepted',
    user: { id: 33, name: 'Riley Player', email: 'riley@example.com' },
    eventType: 'roleplay',
    eventId: 41,
    swapToUserId: null,
    answerBy: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  });
}

/** A shift on the dashboard calendar (GET /course_events), seen by its viewer. */
export function aCalendarShift(overrides: Partial<CalendarShift> = {}): CalendarShift {
  return calendarShiftSchema.parse({
    id: 41,
    type: 'roleplay',
    begins: '2026-03-20T14:00:00.000Z',
    ends: '2026-03-20T15:00:00.000Z',
    courseId: 7,
    courseName: 'Negotiation Skills',
    clientName: 'Acme Insurance',
    cohortName: 'Spring group',
    myStatus: null,
    myInviteId: null,
    swapInviteId: null,
    answerBy: null,
    myCalls: [],
    ...overrides,
  });
}

/** Somebody a coach or coordinator chooser offers for a shift. */
export function aStaffCandidate(overrides: Partial<ShiftStaffCandidate> = {}): ShiftStaffCandidate {
  return shiftStaffCandidateSchema.parse({ id: 32, name: 'Casey Coach', available: true, ...overrides });
}

/** What the participant schedule e-mail of a roleplay shift needs (no room yet, resources not ready). */
export function someScheduleInfo(overrides: Partial<ParticipantScheduleInfo> = {}): ParticipantScheduleInfo {
  return participantScheduleInfoSchema.parse({ room: null, resourcesReady: false, participants: [], ...overrides });
}

/** A role-player in a call slot of a call (scenario 61 by default). */
export function aCallSlot(overrides: Partial<CallSlot> = {}): CallSlot {
  const userId = overrides.userId === undefined ? 33 : overrides.userId;
  return {
    id: 801,
    callId: 701,
    scenarioComponentId: 61,
    userId,
    user: userId === null ? null : { id: userId, name: userId === 33 ? 'Riley Player' : `Player ${userId}` },
    ...overrides,
  };
}

/** A participant in a call, added to the event (their calendar invitation sent). */
export function aParticipantSlot(overrides: Partial<ParticipantSlot> = {}): ParticipantSlot {
  return { id: 901, callId: 701, user: { id: 81, name: 'Pat Learner' }, addedToEvent: true, scenarioNotes: [], ...overrides };
}

/** A call of block 0 with nobody in it. */
export function aCall(overrides: Partial<Call> = {}): Call {
  return {
    id: 701,
    eventId: 41,
    blockNumber: 0,
    meetingUrl: null,
    joinUrl: null,
    updatedAt: '2026-03-01T12:00:00.000Z',
    callSlots: [],
    participantSlots: [],
    ...overrides,
  };
}

/**
 * GET /roleplay_shifts/41/calls for a manager: two scenarios of 10 minutes (20-minute calls), the
 * shift's two start slots (14:00 and 14:20 UTC, 10:00 and 10:20 in Toronto), the candidates, and the
 * given blocks (none by default). Checked against the shared contract.
 */
export function someShiftCalls(overrides: Partial<ShiftCalls> = {}): ShiftCalls {
  return shiftCallsSchema.parse({
    eventId: 41,
    permissions: { manage: true, viewResults: true },
    callLength: 20,
    room: null,
    roomLocked: false,
    slotStartTimes: ['2026-03-20T14:00:00.000Z', '2026-03-20T14:20:00.000Z'],
    scenarios: [
      { id: 61, content: 'Opening', duration: 10, rpReference: null },
      { id: 62, content: 'Objections', duration: 10, rpReference: null },
    ],
    blocks: [],
    candidates: {
      roleplayers: [
        { id: 33, name: 'Riley Player', declined: false },
        { id: 34, name: 'Robin Actor', declined: false },
        { id: 35, name: 'Dana Declined', declined: true },
      ],
      participants: [
        { id: 81, name: 'Pat Learner' },
        { id: 82, name: 'Quinn Student' },
      ],
    },
    ...overrides,
  });
}
