import {
  type AppSettings,
  appSettingsSchema,
  type Cohort,
  type Course,
  type CoursePreferences,
  cohortSchema,
  coursePreferencesResponseSchema,
  courseSchema,
  type Me,
  meSchema,
  type ResourceLink,
  resourceLinkSchema,
  type ScenarioComponent,
  type Shift,
  type SuggestedDate,
  scenarioComponentSchema,
  shiftSchema,
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

export function aSuggestedDate(overrides: Partial<SuggestedDate> = {}): SuggestedDate {
  return suggestedDateSchema.parse({
    startTime: '2026-03-20T14:00:00.000Z',
    endTime: '2026-03-20T15:00:00.000Z',
    rolePlayersNeeded: 2,
    shiftCoordinators: [{ id: 31, name: 'Sam Coordinator' }],
    coaches: [{ id: 32, name: 'Casey Coach' }],
    rolePlayers: [
      { id: 33, name: 'Riley Player' },
      { id: 34, name: 'Rowan Player' },
    ],
    ...overrides,
  });
}

export function aRoleplayShift(overrides: Partial<Shift> = {}): Shift {
  return shiftSchema.parse({
    id: 41,
    type: 'roleplay',
    begins: '2026-03-20T14:00:00.000Z',
    ends: '2026-03-20T15:00:00.000Z',
    course: { id: 7, name: 'Negotiation Skills', client: { id: 3, orgName: 'Acme Insurance' } },
    details: {
      id: 41,
      attendees: [],
      cohort: { id: 21, name: 'Spring group' },
      coachId: null,
      shiftCoordinatorId: null,
      regAppVisibility: true,
      isGroupSession: false,
      useGoogleCalendar: false,
      comments: '',
    },
    sessions: 1,
    extensions: 1,
    staffingRatio: 1.5,
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
