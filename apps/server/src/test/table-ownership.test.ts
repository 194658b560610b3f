import fs from 'node:fs';
import path from 'node:path';
import { isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';

/**
 * Each table has one owner, and a module's SQL sits in its repository.ts and touches the tables its
 * module owns. Other modules reach those tables through the owner's index.ts. Where one query must
 * join across owners (a feed or a list read in one round trip), it is a read model, listed here
 * with its reason (docs/decisions.md): a new reach into another module's table fails this test
 * until it moves to the owner or is listed, and a listed one that is gone fails it too, so the
 * list only shrinks.
 */

const MODULES = path.resolve(import.meta.dirname, '../modules');

/** The tables each module owns (by their names in db/schema.ts). lib/ and mail/ own the rest. */
const OWNED: Record<string, readonly string[]> = {
  // The Activity page and History tabs read the audit trail (lib/audit.ts writes it) and purge it.
  activity: [],
  'assessment-parts': ['assessmentParts', 'assessmentPartTypes'],
  assessments: ['participantAssessments', 'participantAssessmentParts', 'assessmentRatings', 'npsRatings'],
  auth: ['authTokens', 'loginFailures'],
  'calendar-feeds': ['calendarFeeds', 'calendarFeedEntries'],
  calls: ['calls', 'callSlots', 'participantSlots', 'participantSlotNotes'],
  // A coach's calibration ratings (a second rater) and the rater agreement computed from them.
  calibration: ['calibrations', 'calibrationRatings'],
  availability: ['userAvailabilities'],
  backfill: ['backfillPlaces', 'backfillOffers'],
  clients: ['clients'],
  coaching: [
    'roleplayerAssessments',
    'roleplayerAssessmentAnswers',
    'roleplayerAssessmentTemplates',
    'roleplayerAssessmentQuestions',
  ],
  courses: ['courses', 'coursePreferences', 'courseParticipants'],
  'fair-shares': ['lateGiveUps'],
  health: [],
  holidays: [],
  invites: ['eventInvites', 'partialSwapRequests'],
  live: ['liveEvents', 'liveTickets'],
  mailbox: [],
  // The registration app's waiting lists (its bookings are participant slots, written through calls).
  regapp: ['regappWaitlist'],
  reminders: ['calendarInvitations', 'lateReminders'],
  // The participant directory and the user page read and edit participant profiles.
  participants: ['participantProfiles'],
  'resource-links': ['resourceLinks'],
  // Reports read everybody's tables and own none (their indexes are hand-written in their migration).
  reports: [],
  // Results read the assessments with their shifts, calls and cohorts, and keep their own fold of the ratings.
  results: ['resultsBlockSummaries'],
  rooms: ['rooms'],
  // Roster plans: a period's shifts planned in one step (issue 39), drafts kept until applied.
  'roster-plans': ['rosterPlans'],
  'scenario-components': ['scenarioComponents', 'scenarioComponentTypes'],
  // The business settings an admin sets (the rater agreement threshold).
  settings: ['businessSettings'],
  shifts: ['courseEvents', 'cohorts'],
  // The user page edits a user's course qualifications (specification 001, Users).
  users: ['users', 'userQualifications', 'userRoleCounts'],
};

/**
 * Tables owned outside modules/: the audit trail (lib/audit.ts), the outbox (mail/, read by mailbox),
 * the scheduled jobs (jobs/) and the mail limit's counts (plugins/mail-rate-limit.ts).
 */
const OWNED_OUTSIDE_MODULES = ['auditLog', 'mailOutbox', 'scheduledJobs', 'mailRateCounts'];
/** Tables no module writes yet; whoever builds them (participant assessments) takes them over. */
const UNOWNED_YET: string[] = [];

/**
 * The crossings each repository keeps, table by table, with the reason: read models (one query
 * joining across owners), and a few writes that must share the caller's transaction.
 */
const KEPT_CROSSINGS: Record<string, Record<string, string>> = {
  activity: {
    users: 'each audit entry is listed with the name of who made the change',
  },
  assessments: {
    assessmentPartTypes: 'the skills list page shows the course’s blocks with their types, which decide the answers allowed',
    assessmentParts: 'the skills list page, the answer checks and the action plan read the course’s blocks',
    callSlots: 'who edits a scenario column is the role-player of that scenario in the participant’s call',
    calls: 'the skills list page is opened from a call',
    cohorts: 'an NPS rating names its cohort, which must exist',
    courseEvents: 'NPS rights: the cohort’s roleplay shifts the participant sits in, with their coach and coordinator',
    participantProfiles: 'the action plan goes to the participant’s manager (manager e-mail of the profile)',
    participantSlots: 'the page’s tabs are the call’s participants; rights follow the participant’s calls',
    scenarioComponentTypes: 'the scenario columns are the course’s Scenario components',
    scenarioComponents: 'the scenario columns are the course’s Scenario components',
    users: 'participants and role-players are shown by name; the action plan goes to the participant’s e-mail',
  },
  calibration: {
    assessmentParts: 'a calibration’s ratings are listed in skills-list order',
    assessmentRatings: 'rater agreement pairs the shift’s ratings with the calibrations, counted in one query',
    callSlots: 'agreement is counted for the role-players of the participant’s calls, in one query',
    courseEvents: 'agreement counts the course’s roleplay shifts of the period; a coach reads the courses they coach',
    courses: 'agreement is asked of a course, which must exist',
    participantAssessments: 'the shift’s ratings hang off the participant’s assessment of the shift',
    participantSlots: 'the role-players of a pair are those of the participant’s calls in the shift',
    users: 'agreement lists each role-player by name, read with the counts in one query',
  },
  'calendar-feeds': {
    callSlots: 'a role-player’s feed lists their calls in each shift, and whoever plays in a call has a part in its shift',
    calls: 'a feed gives each call its time (block) and joining link',
    clients: 'each feed event names the shift’s client',
    courseEvents: 'a feed event is a shift: its times, coach, coordinator and room, read with the entries in one query',
    courses: 'each feed event names the shift’s course',
    eventInvites: 'a place’s status (invited, accepted, offered for swap) decides the event’s status; holders have a part',
    participantSlots: 'a participant’s feed holds their calls; a role-player’s calls name their participants',
    rooms: 'each feed event says how to join: the room’s link or phone numbers',
    scenarioComponents: 'call times follow the course’s call length; a role-player’s calls name their scenario',
    users: 'the feed’s owner is a live user; a role-player’s calls name their participants',
  },
  auth: { users: 'the session check reads the signed-in user with the token in one query on every request' },
  availability: {
    courses: 'the availability filter keeps the course ids that exist',
    userQualifications: 'the availability filter keeps people qualified for the courses',
    users: 'availability is listed with its holder, live and in a role, in one query',
  },
  backfill: {
    clients: 'the offers a person may take are listed with their shift’s client, in one query',
    courseEvents: 'the offers a person may take are listed with their shift’s times, and only for shifts not yet begun',
    courses: 'the offers a person may take are listed with their shift’s course',
    users: 'a shift’s places and offers are shown with the names of who gave up, was offered and took each',
  },
  calls: {
    courseParticipants: 'participant slots take the course’s enrolled participants, checked and offered in one query',
    eventInvites: 'a role-player’s place on the shift (held, declined) is checked and offered with the slots',
    scenarioComponentTypes: 'a call slot’s component must be of the Scenario type',
    scenarioComponents: 'a call slot’s component must be a Scenario of the shift’s course; the block view lists them',
    users: 'slots are shown with their holders’ names',
  },
  clients: {
    participantProfiles:
      'the CSV import writes profiles with the users it creates, in one transaction; the grid lists the client’s participants',
    courseParticipants: 'the participant grid and the CSV import enrol participants in the client’s courses',
    courses: 'the participant grid shows each one’s first courses of the client',
    users: 'a client’s participants are users; the CSV import creates and renames them in one transaction',
  },
  coaching: {
    callSlots: 'a coaching record is for a role-player who plays in the call',
    calls: 'a coaching record is for a call: its shift and course give the session and the questions',
    cohorts: 'the archive and the history name a record’s session by its course and cohort',
    courseEvents: 'the archive and the history name a record’s session and date by its shift',
    courses: 'the form takes the questions of the call’s course’s template; a template picked by a course is not deleted',
    users:
      'records are listed and searched with their role-player’s and coach’s names; creating one sets the role-player’s lastCoached in the same transaction',
  },
  courses: {
    assessmentParts: 'deleting a course removes its set-up in one transaction',
    clients: 'the course list shows and searches the client’s name',
    cohorts: 'deleting a course removes its set-up in one transaction',
    courseEvents: 'course deletion and participant status read and remove the course’s shifts',
    eventInvites: 'participant status and deletion checks read invites of the course’s shifts',
    participantAssessments: 'participant status reads completed assessments',
    roleplayerAssessmentQuestions: 'the course form’s template picker lists each template with its questions',
    roleplayerAssessmentTemplates: 'the course form’s template picker lists the templates and checks the one picked',
    scenarioComponents: 'deleting a course removes its set-up in one transaction',
    userQualifications: 'deleting a course removes its qualifications in one transaction',
    users: 'the course list shows the project manager; the participant list pages over users',
  },
  'fair-shares': {
    courseEvents: 'a person’s shifts are counted by start month, as coach or coordinator too, read by index from the person',
    eventInvites: 'the places a person accepted are their shifts; read with the shift’s times in one query per figure',
  },
  invites: {
    clients: 'the calendar feed and the swap lists show a shift with its client’s name',
    cohorts: 'the calendar feed and the swap lists show a shift with its cohort',
    courseEvents: 'invites are shown with their shift; the calendar feed and the busy rule read shift times',
    courseParticipants:
      'participants placed on orientation and live shifts are the course’s enrolled ones, listed with their places',
    participantSlots: 'a participant’s calendar feed shows the roleplay shifts they sit in a call of, found from their slots',
    calls: 'a participant’s calendar feed shows each of their calls at its block’s time with its meeting link',
    rooms: 'a participant’s calendar feed says how to join each call: the room’s link or phone numbers',
    courses: 'the calendar feed and the swap lists show a shift with its course’s name',
    userAvailabilities: 'the eligibility rules (available for the whole shift) run for many people in one query',
    userQualifications: 'the eligibility rules (qualified for the course) run for many people in one query',
    users: 'invites are shown with their holder; the helper and invitee lists page over users with the rules',
  },
  reminders: {
    courseEvents:
      'a room or scenario change brings the invitations of the roleplay shifts ahead in step; it finds them by room or course',
    calls: 'a reminder names the call’s time and joining link, read with its participant slot in one query',
    participantSlots:
      'invitations follow the shift’s participant slots, and mark them added to the calendar event in the same transaction',
    users: 'reminders are addressed to the slot’s participant, read with the slot in one query',
  },
  participants: {
    clients: 'the directory, the orphaned list and the profile show the client’s name',
    courseEvents: 'a participant’s course list reads the shifts of each course they hold a place in',
    courseParticipants: 'the directory lists each participant’s courses; orphaned means enrolled in none',
    courses: 'the directory and the course list show course names; orphaned also means the client has no course',
    eventInvites: 'a place on an orientation or live shift makes a course Registered',
    participantAssessments: 'a completed assessment makes a course Completed',
    participantSlots: 'a participant slot on a roleplay shift makes a course Registered',
    users: 'the directory pages over live participants, and deleting orphans locks their accounts in one query',
  },
  reports: {
    callSlots: 'the scheduled report names the role-players of each call',
    clients: 'every report row and timeline shift names its client',
    cohorts: 'reports filter and name shifts by cohort',
    courseEvents: 'reports are read a page of shifts at a time; the timeline shows booked shifts',
    courses: 'reports and the timeline name the course; the timeline filters people by course',
    eventInvites: 'the role-player attendance report lists invites; the timeline shows invited and accepted shifts',
    npsRatings: 'the NPS report counts each cohort’s ratings in the database',
    participantAssessmentParts: 'the aggregate report counts the answers in the database, never reading them one by one',
    participantAssessments:
      'a participant attended when their assessment of the shift was submitted; the aggregate report reads answers by shift',
    participantProfiles: 'participant reports show each one’s manager, region and branch; the aggregate report filters by them',
    participantSlots: 'participant reports list the participants in calls',
    scenarioComponents: 'a call’s time follows from the course’s call length; role-players are named in scenario order',
    userAvailabilities: 'the timeline shows each person’s availability beside their shifts',
    users: 'reports and the timeline name people; the timeline pages over staff by role',
  },
  regapp: {
    calls:
      'a time’s places are its block’s calls without a participant, counted and locked (SKIP LOCKED) in the booking’s transaction',
    clients: 'the app names the course’s client',
    courseEvents: 'the bookable times are the course’s roleplay shifts shown in the app, read with their room in one query',
    courseParticipants: 'only participants enrolled in the course see and book its times',
    coursePreferences: 'the app’s mail goes in the course’s language, from its sender, with its offer hours',
    courses: 'a course is found by its registration key, with its windows and its bookings per participant',
    participantProfiles: 'times are shown in the participant’s own time zone',
    participantSlots: 'a booking is a participant slot: free places, the participant’s bookings and the summary read them',
    rooms: 'a time says whether the call is by phone or online',
    users: 'the participant’s name and address; a refusal names the shift coordinator to contact',
  },
  'resource-links': { courses: 'the course is locked (key share) against deletion while a link is added' },
  'roster-plans': {
    courseEvents: 'a plan reads the shifts of its period with their places, staff and course in one query',
    courses: 'each shift of a plan is shown with its course name',
    eventInvites: 'who holds, declined or let lapse a place on the period’s shifts, and who played a course before',
    users: 'the invitees’ roles (whose invitations are role-players’ places) and the weekly limits people set',
  },
  results: {
    assessmentRatings: 'the figures count the ratings of the course’s assessments in the database, by block, cohort and person',
    cohorts: 'figures are given per cohort of the course; NPS ratings are the course’s cohorts’',
    courseEvents:
      'the figures count the course’s roleplay shifts of the cohort and period asked; a coach reads the courses they coach',
    npsRatings: 'the NPS figures count the ratings of the course’s cohorts, each dated by the participant’s shift',
    participantAssessments: 'ratings hang off a participant’s assessment of a shift; a missing assessment is one not submitted',
    participantSlots: 'a rating’s call is the participant’s first call of the shift; missing assessments start from the calls',
    users: 'missing assessments name their participants, read with the calls in one query',
  },
  rooms: {
    calls: 'the room choice locks once a call of the shift has a meeting URL',
    courseEvents: 'the rooms free for a shift’s time, and the future booking that keeps a room from deletion',
    courses: 'a refused deletion names the booked shift’s course',
  },
  'scenario-components': { courseEvents: 'whether the course already has a roleplay shift (a module cycle otherwise)' },
  shifts: {
    clients: 'a shift is read with its course, client and cohort names (withShiftNames)',
    coursePreferences: 'a shift is read with its course’s language for its e-mails',
    courses: 'a shift is read with its course’s name; the cohort list shows the course’s name',
    eventInvites:
      'the shift page lists its invites; the viewer’s access and the suggested dates read who holds a place; a chosen coach or coordinator holds a place in the same transaction as the choice',
    participantSlots:
      'the shift page lists who sits in its calls, and a participant sees a roleplay shift they sit in a call of (calls depends on shifts, not the reverse)',
    rooms: 'a shift is read with its booked room (name, type, joining details)',
    users: 'the shift page lists its invites with their holders, and mails them',
  },
  users: {
    clients: 'a user’s qualifications are shown with each course’s client name',
    courses: 'a user’s qualifications are shown with each course’s name',
    authTokens: 'deleting a user or changing a password ends their sessions in the same transaction',
    courseEvents: 'a participant’s details are visible to staff who share a shift with them',
    eventInvites: 'a participant’s details are visible to staff who share a shift with them',
    participantAssessments: 'a participant’s details are visible to staff who share a shift with them',
    participantSlots: 'a participant seated in a call of the shift shares it with its staff',
  },
};

/** Files besides repositories that hand a table to a shared helper (lib/course-ordering). */
const TABLE_USERS_OUTSIDE_REPOSITORIES = [
  'assessment-parts/service.ts',
  'scenario-components/service.ts',
  // The busy rule's SQL fragments, written once and used by the repositories of shifts and invites.
  'shifts/busy.ts',
];

const tableNames = Object.entries(schema)
  .filter(([, value]) => isTable(value))
  .map(([name]) => name);

/** The tables a file imports as values from db/schema (a `type` import reads no rows). */
function importedTables(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(?:\.\.\/)+db\/schema'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ') && tableNames.includes(name)) found.push(name);
    }
  }
  return found;
}

const modules = fs.readdirSync(MODULES).filter((entry) => fs.statSync(path.join(MODULES, entry)).isDirectory());

function sourceFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (fs.statSync(full).isDirectory()) return sourceFiles(full, `${prefix}${entry}/`);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !entry.startsWith('test-') ? [`${prefix}${entry}`] : [];
  });
}

describe('every table has one owner, and modules read others’ tables only through named read models', () => {
  it('gives each table of the schema exactly one owner', () => {
    const owners = [...Object.values(OWNED).flat(), ...OWNED_OUTSIDE_MODULES, ...UNOWNED_YET];
    expect([...owners].sort()).toEqual([...tableNames].sort());
    expect(new Set(owners).size).toBe(owners.length);
    expect(Object.keys(OWNED).sort()).toEqual([...modules].sort());
  });

  it.each(modules)('%s: its repository reaches other modules’ tables only through listed read models', (module) => {
    const file = path.join(MODULES, module, 'repository.ts');
    const tables = fs.existsSync(file) ? importedTables(file) : [];
    const foreign = tables.filter((t) => !OWNED[module]?.includes(t) && !OWNED_OUTSIDE_MODULES.includes(t));
    expect(foreign.sort()).toEqual(Object.keys(KEPT_CROSSINGS[module] ?? {}).sort());
  });

  it('keeps every other module file away from the tables (only types)', () => {
    const offenders = modules.flatMap((module) =>
      sourceFiles(path.join(MODULES, module))
        .filter((file) => file !== 'repository.ts')
        .map((file) => `${module}/${file}`)
        .filter((file) => importedTables(path.join(MODULES, file)).length > 0),
    );
    expect(offenders.sort()).toEqual([...TABLE_USERS_OUTSIDE_REPOSITORIES].sort());
  });
});
