import { callLengthMinutes, type Role, roleplayShiftEnd, scaleToStored } from '@app/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password';
import { addCalendarDays, zonedDate, zonedTime } from '../lib/zoned-time';
import { newCourseKey } from '../modules/courses';
import { refoldCourseResults } from '../modules/results';
import type { Db, Tx } from './client';
import {
  assessmentParts,
  assessmentRatings,
  calibrationRatings,
  calibrations,
  callSlots,
  calls,
  clients,
  cohorts,
  courseEvents,
  courseParticipants,
  coursePreferences,
  courses,
  eventInvites,
  npsRatings,
  participantAssessmentParts,
  participantAssessments,
  participantProfiles,
  participantSlotNotes,
  participantSlots,
  roleplayerAssessmentAnswers,
  roleplayerAssessmentQuestions,
  roleplayerAssessments,
  rooms,
  scenarioComponents,
  userAvailabilities,
  users,
} from './schema';
import { transaction } from './transaction';

export const DEMO_PASSWORD = 'Demo-pass-1';

const DEMO_USERS: Array<{ name: string; email: string; roles: Role[] }> = [
  { name: 'Ada Admin', email: 'admin@example.com', roles: ['admin'] },
  { name: 'Sam Coordinator', email: 'sc@example.com', roles: ['sc'] },
  { name: 'Casey Coach', email: 'coach@example.com', roles: ['coach'] },
  { name: 'Riley Roleplayer', email: 'rp@example.com', roles: ['rp'] },
  { name: 'Pat Participant', email: 'participant@example.com', roles: ['participant'] },
  { name: 'Morgan Lee', email: 'morgan.lee@example.com', roles: ['rp'] },
  { name: 'Jordan Singh', email: 'jordan.singh@example.com', roles: ['rp'] },
  { name: 'Taylor Brooks', email: 'taylor.brooks@example.com', roles: ['rp'] },
  { name: 'Alex Martin', email: 'alex.martin@example.com', roles: ['rp', 'coach'] },
  { name: 'Jamie Chen', email: 'jamie.chen@example.com', roles: ['coach'] },
  { name: 'Robin Dubois', email: 'robin.dubois@example.com', roles: ['coach'] },
  { name: 'Quinn Tremblay', email: 'quinn.tremblay@example.com', roles: ['rp'] },
  { name: 'Avery Gagnon', email: 'avery.gagnon@example.com', roles: ['rp'] },
  { name: 'Drew Patel', email: 'drew.patel@example.com', roles: ['participant'] },
  { name: 'Kim Roy', email: 'kim.roy@example.com', roles: ['participant'] },
  // Cohort B, whose three sessions are over (the demo course's Results page reads them).
  { name: 'Lena Novak', email: 'lena.novak@example.com', roles: ['participant'] },
  { name: 'Omar Haddad', email: 'omar.haddad@example.com', roles: ['participant'] },
  { name: 'Priya Nair', email: 'priya.nair@example.com', roles: ['participant'] },
  { name: 'Sofia Rossi', email: 'sofia.rossi@example.com', roles: ['participant'] },
];

/** The advisory lock the demo seed holds while it checks for an empty database and fills it. */
const SEED_LOCK_KEY = 7_318_402_196;

/**
 * Seeds the demo on an empty database. Returns true when it seeded, false when users already
 * existed (the demo is never written twice, and never over real data).
 */
export async function seedDemo(db: Db, opts: { timeZone: string; now?: Date; accountsOnly?: boolean }): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return transaction(db, async (tx) => {
    // Instances starting together on one empty database take turns here, so only the first seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    const people = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ ...u, passwordHash })))
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => {
      const found = people.find((p) => p.email === email);
      if (!found) throw new Error(`demo user ${email} missing`);
      return found.id;
    };
    if (!opts.accountsOnly) {
      await seedDemoCourse(tx, { idOf, timeZone: opts.timeZone, now: opts.now ?? new Date() });
      // The demo's ratings are written here directly, not through the assessments: fold them as the results keep them.
      for (const course of await tx.select({ id: courses.id }).from(courses)) await refoldCourseResults(tx, course.id);
    }
    return true;
  });
}

/**
 * A client with one course set up the way a real one is (scenario, skills list, participants), a
 * roleplay shift next week with invites in every state, an orientation shift, and availability, so
 * the dashboard, the course pages and the shift pages have something to show.
 */
async function seedDemoCourse(tx: Tx, opts: { idOf(email: string): number; timeZone: string; now: Date }): Promise<void> {
  const { idOf } = opts;
  const [client] = await tx
    .insert(clients)
    .values({
      orgName: 'Northwind Bank',
      address: '100 King Street West, Toronto, ON',
      telephone: '416-555-0142',
      contactFirstName: 'Dana',
      contactLastName: 'Whitfield',
      contactEmail: 'dana.whitfield@example.com',
    })
    .returning({ id: clients.id });
  if (!client) throw new Error('demo client insert failed');
  const [course] = await tx
    .insert(courses)
    .values({
      name: 'Customer Conversations',
      clientId: client.id,
      description: 'Branch staff practise difficult customer calls with trained role-players.',
      roleplayerAssessmentTemplateId: 1,
      projectManagerId: idOf('sc@example.com'),
      key: newCourseKey(),
      // Three calls per participant: the two a manager seated them in on today's built day, and one
      // they choose themselves in the registration app (the shift open the week after next). Every
      // call of the course counts towards the limit, however it was booked (docs/decisions.md).
      maxBookings: 3,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('demo course insert failed');
  await tx.insert(coursePreferences).values({ courseId: course.id, resourcesReady: true });

  // Type ids of the reference data: 1 Introduction, 2 Scenario, 3 Break, 4 Debrief.
  const parts = [
    { scenarioComponentTypeId: 1, content: 'Welcome and set-up', duration: 10, rpReference: null },
    { scenarioComponentTypeId: 2, content: 'A customer disputes an overdraft fee', duration: 30, rpReference: 1 },
    { scenarioComponentTypeId: 3, content: 'Short break', duration: 5, rpReference: null },
    { scenarioComponentTypeId: 2, content: 'A customer asks about a mortgage renewal', duration: 30, rpReference: 2 },
    { scenarioComponentTypeId: 4, content: 'Feedback with the coach', duration: 15, rpReference: null },
  ];
  const components = await tx
    .insert(scenarioComponents)
    .values(parts.map((p, position) => ({ ...p, courseId: course.id, position })))
    .returning({ id: scenarioComponents.id, typeId: scenarioComponents.scenarioComponentTypeId });
  const callLength = callLengthMinutes(parts);

  // Block type ids: 1 heading, 2 sub_heading, 3 true_false, 4 short_answer, 5 multiple_choice.
  const blocks = [
    { assessmentPartTypeId: 1, text: 'Opening the call', actionPlan: false, data: { answers: [] } },
    { assessmentPartTypeId: 3, text: 'Greets the customer by name', actionPlan: true, data: { answers: [] } },
    { assessmentPartTypeId: 3, text: 'Confirms the reason for the call', actionPlan: true, data: { answers: [] } },
    { assessmentPartTypeId: 1, text: 'Resolving the concern', actionPlan: false, data: { answers: [] } },
    { assessmentPartTypeId: 3, text: 'Acknowledges the customer’s feelings', actionPlan: true, data: { answers: [] } },
    { assessmentPartTypeId: 4, text: 'What did the participant offer?', actionPlan: false, data: { answers: [] } },
    {
      assessmentPartTypeId: 5,
      text: 'How did the call end?',
      actionPlan: false,
      data: { answers: ['Resolved', 'Escalated', 'Follow-up booked'] },
    },
  ];
  const skillsList = await tx
    .insert(assessmentParts)
    .values(blocks.map((b, position) => ({ ...b, courseId: course.id, position })))
    .returning({ id: assessmentParts.id, typeId: assessmentParts.assessmentPartTypeId });

  const participants = ['participant@example.com', 'drew.patel@example.com', 'kim.roy@example.com'].map(idOf);
  const names: Record<string, [string, string]> = {
    'participant@example.com': ['Pat', 'Participant'],
    'drew.patel@example.com': ['Drew', 'Patel'],
    'kim.roy@example.com': ['Kim', 'Roy'],
    'lena.novak@example.com': ['Lena', 'Novak'],
    'omar.haddad@example.com': ['Omar', 'Haddad'],
    'priya.nair@example.com': ['Priya', 'Nair'],
    'sofia.rossi@example.com': ['Sofia', 'Rossi'],
  };
  await tx.insert(participantProfiles).values(
    Object.entries(names).map(([email, [firstName, lastName]]) => ({
      userId: idOf(email),
      clientId: client.id,
      firstName,
      lastName,
      managerName: 'Morgan Hale',
      managerEmail: 'morgan.hale@example.com',
      region: 'Ontario',
      location: 'Toronto',
      branch: 'King & Bay',
      timeZone: opts.timeZone,
      position: 'Customer advisor',
    })),
  );
  await tx.insert(courseParticipants).values(Object.keys(names).map((email) => ({ courseId: course.id, userId: idOf(email) })));
  const [cohort, cohortB] = await tx
    .insert(cohorts)
    .values([
      { courseId: course.id, name: 'Cohort A' },
      { courseId: course.id, name: 'Cohort B' },
    ])
    .returning({ id: cohorts.id });
  if (!cohort || !cohortB) throw new Error('demo cohort insert failed');

  // Next week's Tuesday and Wednesday, in the business time zone.
  const today = zonedDate(opts.now, opts.timeZone);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const nextMonday = addCalendarDays(today, (8 - weekday) % 7 || 7);
  const nextTuesday = addCalendarDays(nextMonday, 1);
  const at = (date: string, hour: number) => zonedTime(date, hour, opts.timeZone);
  const begins = at(nextTuesday, 10);
  const callBlocks = { sessions: 2, extensions: 1 };
  const [boardroom, teamsRoom, , bridge] = await tx
    .insert(rooms)
    .values([
      { name: 'Boardroom Line', roomType: 'phone', localNumber: '416-555-0142', tollFreeNumber: '1-888-555-0142' },
      { name: 'Teams Room 1', roomType: 'teams', meetingUrl: 'https://teams.example.com/l/meetup-join/demo-room-1' },
      { name: 'Zoom Studio', roomType: 'zoom', meetingUrl: 'https://zoom.example.com/j/5550100' },
      { name: 'Client Bridge', roomType: 'custom' },
    ])
    .returning({ id: rooms.id });
  const [roleplay] = await tx
    .insert(courseEvents)
    .values({
      courseId: course.id,
      type: 'roleplay',
      begins,
      ends: roleplayShiftEnd(begins, callBlocks.sessions + callBlocks.extensions, callLength),
      cohortId: cohort.id,
      coachId: idOf('coach@example.com'),
      shiftCoordinatorId: idOf('sc@example.com'),
      ...callBlocks,
      staffingRatio: 1.5,
      comments: 'Room bookings confirmed with the client.',
      roomId: boardroom?.id,
    })
    .returning({ id: courseEvents.id });
  const wednesday = addCalendarDays(nextTuesday, 1);
  const [orientation] = await tx
    .insert(courseEvents)
    .values({ courseId: course.id, type: 'training', begins: at(wednesday, 13), ends: at(wednesday, 15) })
    .returning({ id: courseEvents.id });
  if (!roleplay || !orientation) throw new Error('demo shift insert failed');
  // The week after, a roleplay shift open in the registration app: three blocks of two calls with
  // no participant yet, so the course's link has free times to book (beyond its change window).
  const openDay = addCalendarDays(nextTuesday, 7);
  const [open] = await tx
    .insert(courseEvents)
    .values({
      courseId: course.id,
      type: 'roleplay',
      begins: at(openDay, 10),
      ends: roleplayShiftEnd(at(openDay, 10), callBlocks.sessions + callBlocks.extensions, callLength),
      cohortId: cohort.id,
      coachId: idOf('coach@example.com'),
      shiftCoordinatorId: idOf('sc@example.com'),
      ...callBlocks,
      staffingRatio: 1.5,
      regAppVisibility: true,
      useGoogleCalendar: true,
      comments: 'Open for registration: participants book their own calls from the course link.',
      roomId: boardroom?.id,
    })
    .returning({ id: courseEvents.id });
  if (!open) throw new Error('demo registration shift insert failed');
  await tx.insert(calls).values([0, 0, 1, 1, 2, 2].map((blockNumber) => ({ eventId: open.id, blockNumber })));
  await tx.insert(eventInvites).values([
    { eventId: roleplay.id, userId: idOf('rp@example.com'), status: 'invited' },
    { eventId: roleplay.id, userId: idOf('morgan.lee@example.com'), status: 'accepted' },
    { eventId: roleplay.id, userId: idOf('jordan.singh@example.com'), status: 'swap_requested' },
    // Every state of an invitation is on this shift (the README says so): one declined, one lapsed.
    { eventId: roleplay.id, userId: idOf('quinn.tremblay@example.com'), status: 'rejected' },
    { eventId: roleplay.id, userId: idOf('avery.gagnon@example.com'), status: 'expired' },
    { eventId: roleplay.id, userId: idOf('coach@example.com'), status: 'accepted' },
    { eventId: roleplay.id, userId: idOf('sc@example.com'), status: 'accepted' },
    { eventId: orientation.id, userId: idOf('rp@example.com'), status: 'accepted' },
  ]);

  await seedBuiltDay(tx, {
    idOf,
    courseId: course.id,
    cohortId: cohort.id,
    roomId: bridge?.id ?? null,
    begins: at(today, 9),
    callLength,
    scenarioIds: components.filter((c) => c.typeId === 2).map((c) => c.id),
    participants,
    skillsList,
  });

  await seedPastSessions(tx, {
    idOf,
    courseId: course.id,
    cohorts: { A: cohort.id, B: cohortB.id },
    roomId: teamsRoom?.id ?? null,
    nextTuesday,
    timeZone: opts.timeZone,
    callLength,
    scenarioIds: components.filter((c) => c.typeId === 2).map((c) => c.id),
    skillsList,
  });

  // Availability next week for the role-players, the coach and the coordinator.
  const available = [
    'rp@example.com',
    'morgan.lee@example.com',
    'taylor.brooks@example.com',
    'coach@example.com',
    'sc@example.com',
  ];
  const days = [0, 1, 2, 3].map((d) => addCalendarDays(nextTuesday, d - 1));

  // Next month, to plan in one step (Plan the month, issue 39): three roleplay shifts from the
  // Tuesday on or after its 15th (after every shift above), with no role-player, coach or
  // coordinator yet, and the same people free on those days.
  const nextMonthDay = (day: number) => {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    return `${next}-${String(day).padStart(2, '0')}`;
  };
  const fifteenth = nextMonthDay(15);
  const planTuesday = addCalendarDays(fifteenth, (9 - new Date(`${fifteenth}T12:00:00Z`).getUTCDay()) % 7);
  const planDays = [0, 1, 2].map((d) => addCalendarDays(planTuesday, d));
  await tx.insert(courseEvents).values(
    planDays.map((day) => ({
      courseId: course.id,
      type: 'roleplay' as const,
      begins: at(day, 10),
      ends: roleplayShiftEnd(at(day, 10), callBlocks.sessions + callBlocks.extensions, callLength),
      cohortId: cohort.id,
      ...callBlocks,
      staffingRatio: 1.5,
      comments: 'Not staffed yet: plan next month in one step.',
    })),
  );
  await tx
    .insert(userAvailabilities)
    .values(
      available.flatMap((email) =>
        [...days, ...planDays].map((day) => ({ userId: idOf(email), startTime: at(day, 9), endTime: at(day, 17) })),
      ),
    );
}

/**
 * Today's roleplay shift, built the way a manager builds one: three call blocks of two calls, every
 * scenario played, a participant in each call with notes, a meeting link per call (a custom room, so
 * the room is locked), calendar invites sent to all but one participant.
 */
async function seedBuiltDay(
  tx: Tx,
  opts: {
    idOf(email: string): number;
    courseId: number;
    cohortId: number;
    roomId: number | null;
    begins: Date;
    callLength: number;
    scenarioIds: number[];
    participants: number[];
    skillsList: Array<{ id: number; typeId: number }>;
  },
): Promise<void> {
  const { idOf } = opts;
  const blockCount = 3;
  const [shift] = await tx
    .insert(courseEvents)
    .values({
      courseId: opts.courseId,
      type: 'roleplay',
      begins: opts.begins,
      ends: roleplayShiftEnd(opts.begins, blockCount, opts.callLength),
      cohortId: opts.cohortId,
      coachId: idOf('coach@example.com'),
      shiftCoordinatorId: idOf('sc@example.com'),
      sessions: 2,
      extensions: 1,
      staffingRatio: 2,
      useGoogleCalendar: true,
      comments: 'Today: every block is staffed; meeting links are on each call.',
      roomId: opts.roomId,
    })
    .returning({ id: courseEvents.id });
  if (!shift) throw new Error('demo shift insert failed');
  const players = ['rp@example.com', 'morgan.lee@example.com', 'taylor.brooks@example.com', 'alex.martin@example.com'].map(idOf);
  await tx.insert(eventInvites).values(
    [...players, idOf('coach@example.com'), idOf('sc@example.com')].map((userId) => ({
      eventId: shift.id,
      userId,
      status: 'accepted' as const,
    })),
  );

  const played: Array<{ callId: number; userId: number }> = [];
  const notes = ['Calm opener', 'Push on fees', 'Needs empathy', 'Strong close', 'Asks good Qs', 'Slow down'];
  let noteIndex = 0;
  for (let block = 0; block < blockCount; block += 1) {
    for (let k = 0; k < 2; k += 1) {
      const [call] = await tx
        .insert(calls)
        .values({
          eventId: shift.id,
          blockNumber: block,
          meetingUrl: `https://meet.example.com/demo-block-${block + 1}-call-${k + 1}`,
        })
        .returning({ id: calls.id });
      if (!call) throw new Error('demo call insert failed');
      const where = { callId: call.id, eventId: shift.id, blockNumber: block };
      for (const userId of await staffCall(tx, where, { k, scenarioIds: opts.scenarioIds, players })) {
        played.push({ callId: call.id, userId });
      }
      // Each participant once per block, in turn.
      const participant = opts.participants[(block + k) % opts.participants.length];
      if (participant === undefined) continue;
      const [slot] = await tx
        .insert(participantSlots)
        .values({ ...where, userId: participant, addedToEvent: !(block === 2 && k === 1) })
        .returning({ id: participantSlots.id });
      if (!slot) throw new Error('demo participant slot insert failed');
      await tx.insert(participantSlotNotes).values(
        opts.scenarioIds.map((scenarioComponentId) => ({
          participantSlotId: slot.id,
          scenarioComponentId,
          note: notes[noteIndex++ % notes.length] ?? '',
        })),
      );
    }
  }
  await seedCoaching(tx, { eventId: shift.id, coachId: idOf('coach@example.com'), played });
  await seedAssessments(tx, {
    eventId: shift.id,
    cohortId: opts.cohortId,
    coachId: idOf('coach@example.com'),
    participants: opts.participants,
    scenarioIds: opts.scenarioIds,
    skillsList: opts.skillsList,
  });
}

/**
 * Staffs the `k`th call of a block: a role-player on each scenario, taken in turn from `players` by
 * the call and the block, so nobody plays a scenario twice in a block. Returns who plays, by scenario.
 */
async function staffCall(
  tx: Tx,
  where: { callId: number; eventId: number; blockNumber: number },
  opts: { k: number; scenarioIds: number[]; players: number[] },
): Promise<number[]> {
  const playing = opts.scenarioIds.map((_, s) => opts.players[(opts.k * 2 + s + where.blockNumber) % opts.players.length]);
  await tx
    .insert(callSlots)
    .values(opts.scenarioIds.map((scenarioComponentId, s) => ({ ...where, scenarioComponentId, userId: playing[s] ?? null })));
  return playing.filter((userId) => userId !== undefined);
}

/**
 * One past session of the demo course: its day and start, cohort, coach, the four role-players who
 * held a place and played, and per call block the participants seated, one a call. `ratings` are a
 * participant's ratings of the five rating blocks (skills-list order); `open`: begun, not submitted;
 * no entry: they sat in the call but nobody assessed them (a missing assessment). `calibration`: the
 * second rater's own ratings of the same five blocks ("Raters who agree"), given by `calibratedBy`, who
 * sat in on the session with an accepted place and played in none of its calls. `nps` is the answer
 * the coach took down that evening.
 */
interface PastSession {
  weeksBeforeNextTuesday: number;
  /** Days after that Tuesday (2: the Thursday). */
  weekday: number;
  hour: number;
  cohort: 'A' | 'B';
  coach: string;
  players: [string, string, string, string];
  seats: string[][];
  ratings: Record<string, { ratings: number[]; open?: boolean; calibration?: number[] }>;
  calibratedBy?: string;
  nps: Record<string, number>;
}

/**
 * The demo course's past: cohort B's three weekly sessions (two call blocks of two calls), four weeks
 * to two weeks before next Tuesday, and cohort A's first session last week (Drew and Kim; today's is
 * their second). Some participants improve (Lena everywhere, Omar and Drew on some blocks), Priya,
 * Sofia and Kim do not; Omar's second assessment was begun and never submitted, and nobody assessed
 * Sofia's last call. Cohort B's NPS answers (10, 9, 7, 4) were taken after their sessions.
 *
 * Casey Coach calibrated cohort B's submitted assessments: every role-player who played has at least
 * 10 pairs (so the kappa shows). Quinn, whose calls were Omar's and Sofia's in the first session and
 * Omar's and Lena's in the third, agrees least (9 of 20 pairs differ: 55 %, 50 % then 60 % per shift),
 * below the 70 % threshold; the others agree on 75–90 % (Morgan's third session exactly 70 %).
 */
const PAST_SESSIONS: PastSession[] = [
  {
    weeksBeforeNextTuesday: 4,
    weekday: 0,
    hour: 10,
    cohort: 'B',
    coach: 'jamie.chen@example.com',
    players: ['morgan.lee@example.com', 'jordan.singh@example.com', 'taylor.brooks@example.com', 'quinn.tremblay@example.com'],
    seats: [
      ['lena.novak@example.com', 'omar.haddad@example.com'],
      ['priya.nair@example.com', 'sofia.rossi@example.com'],
    ],
    ratings: {
      'lena.novak@example.com': { ratings: [-1, -1, 0, -1, 0], calibration: [-1, -1, 0, -1, 0] },
      'omar.haddad@example.com': { ratings: [0, 1, -1, 0, 1], calibration: [1, 0, -1, -1, 1] },
      'priya.nair@example.com': { ratings: [1, 0, 1, 0, 1], calibration: [1, 0, 1, 1, 1] },
      'sofia.rossi@example.com': { ratings: [0, 1, 1, 0, 0], calibration: [-1, 1, 0, 0, 0] },
    },
    calibratedBy: 'coach@example.com',
    nps: { 'lena.novak@example.com': 10 },
  },
  {
    weeksBeforeNextTuesday: 3,
    weekday: 0,
    hour: 10,
    cohort: 'B',
    coach: 'jamie.chen@example.com',
    players: ['jordan.singh@example.com', 'taylor.brooks@example.com', 'avery.gagnon@example.com', 'alex.martin@example.com'],
    seats: [
      ['sofia.rossi@example.com', 'priya.nair@example.com'],
      ['omar.haddad@example.com', 'lena.novak@example.com'],
    ],
    ratings: {
      'lena.novak@example.com': { ratings: [0, 0, 1, 0, 0], calibration: [0, 1, 1, 0, 0] },
      'omar.haddad@example.com': { ratings: [0, 1, 0, 0, 1], open: true },
      'priya.nair@example.com': { ratings: [1, 0, 1, 0, 0], calibration: [1, 0, 1, 0, 0] },
      'sofia.rossi@example.com': { ratings: [-1, 0, 1, -1, 0], calibration: [-1, 0, 1, 0, 0] },
    },
    calibratedBy: 'coach@example.com',
    nps: { 'omar.haddad@example.com': 9 },
  },
  {
    weeksBeforeNextTuesday: 2,
    weekday: 0,
    hour: 10,
    cohort: 'B',
    coach: 'robin.dubois@example.com',
    players: ['morgan.lee@example.com', 'quinn.tremblay@example.com', 'avery.gagnon@example.com', 'taylor.brooks@example.com'],
    seats: [
      ['omar.haddad@example.com', 'sofia.rossi@example.com'],
      ['lena.novak@example.com', 'priya.nair@example.com'],
    ],
    ratings: {
      'lena.novak@example.com': { ratings: [1, 1, 1, 1, 1], calibration: [1, 1, 0, 1, 1] },
      'omar.haddad@example.com': { ratings: [1, 1, 0, -1, 1], calibration: [0, 1, 1, 0, 1] },
      'priya.nair@example.com': { ratings: [1, 0, 0, 0, 1], calibration: [1, 0, 0, 0, 1] },
    },
    calibratedBy: 'coach@example.com',
    nps: { 'priya.nair@example.com': 7, 'sofia.rossi@example.com': 4 },
  },
  {
    weeksBeforeNextTuesday: 2,
    weekday: 2,
    hour: 13,
    cohort: 'A',
    coach: 'coach@example.com',
    players: ['morgan.lee@example.com', 'jordan.singh@example.com', 'taylor.brooks@example.com', 'alex.martin@example.com'],
    seats: [['drew.patel@example.com', 'kim.roy@example.com']],
    ratings: {
      'drew.patel@example.com': { ratings: [-1, 0, 0, 0, -1] },
      'kim.roy@example.com': { ratings: [1, 0, 1, 1, 0] },
    },
    nps: {},
  },
];

/**
 * The past sessions of the demo course (PAST_SESSIONS), dated from next Tuesday so they always lie in
 * the weeks before today: role-players hold accepted places on them, and every past call has a
 * participant, so the course's Results page and the participants' progress have real figures.
 */
async function seedPastSessions(
  tx: Tx,
  opts: {
    idOf(email: string): number;
    courseId: number;
    cohorts: Record<PastSession['cohort'], number>;
    roomId: number | null;
    nextTuesday: string;
    timeZone: string;
    callLength: number;
    scenarioIds: number[];
    skillsList: Array<{ id: number; typeId: number }>;
  },
): Promise<void> {
  const { idOf } = opts;
  const ratingBlocks = opts.skillsList.filter((block) => block.typeId >= 3);
  for (const [n, session] of PAST_SESSIONS.entries()) {
    const day = addCalendarDays(opts.nextTuesday, session.weekday - 7 * session.weeksBeforeNextTuesday);
    const begins = zonedTime(day, session.hour, opts.timeZone);
    const evening = zonedTime(day, 18, opts.timeZone);
    const coachId = idOf(session.coach);
    const [shift] = await tx
      .insert(courseEvents)
      .values({
        courseId: opts.courseId,
        type: 'roleplay',
        begins,
        ends: roleplayShiftEnd(begins, session.seats.length, opts.callLength),
        cohortId: opts.cohorts[session.cohort],
        coachId,
        shiftCoordinatorId: idOf('sc@example.com'),
        sessions: session.seats.length,
        extensions: 0,
        staffingRatio: 2,
        comments: `Cohort ${session.cohort}: a past session.`,
        roomId: opts.roomId,
      })
      .returning({ id: courseEvents.id });
    if (!shift) throw new Error('demo past shift insert failed');
    const players = session.players.map(idOf);
    const calibratorId = session.calibratedBy ? idOf(session.calibratedBy) : null;
    await tx.insert(eventInvites).values(
      [...players, coachId, idOf('sc@example.com'), ...(calibratorId === null ? [] : [calibratorId])].map((userId) => ({
        eventId: shift.id,
        userId,
        status: 'accepted' as const,
      })),
    );
    for (const [block, seated] of session.seats.entries()) {
      for (const [k, email] of seated.entries()) {
        const [call] = await tx.insert(calls).values({ eventId: shift.id, blockNumber: block }).returning({ id: calls.id });
        if (!call) throw new Error('demo past call insert failed');
        const where = { callId: call.id, eventId: shift.id, blockNumber: block };
        await staffCall(tx, where, { k, scenarioIds: opts.scenarioIds, players });
        await tx.insert(participantSlots).values({ ...where, userId: idOf(email), addedToEvent: true });
      }
    }
    for (const [p, [email, given]] of Object.entries(session.ratings).entries()) {
      await insertAssessment(tx, {
        eventId: shift.id,
        userId: idOf(email),
        coachId,
        scenarioIds: opts.scenarioIds,
        skillsList: opts.skillsList,
        variant: n + p,
        ratings: ratingBlocks.map((block, b) => ({ blockId: block.id, rating: given.ratings[b] ?? 0 })),
        completedAt: given.open ? null : evening,
        at: evening,
      });
      if (calibratorId !== null && given.calibration) {
        const [calibration] = await tx
          .insert(calibrations)
          .values({
            eventId: shift.id,
            participantId: idOf(email),
            raterId: calibratorId,
            createdAt: evening,
            updatedAt: evening,
          })
          .returning({ id: calibrations.id });
        if (!calibration) throw new Error('demo calibration insert failed');
        await tx.insert(calibrationRatings).values(
          ratingBlocks.map((block, b) => ({
            calibrationId: calibration.id,
            assessmentPartId: block.id,
            rating: given.calibration?.[b] ?? 0,
          })),
        );
      }
    }
    const nps = Object.entries(session.nps);
    if (nps.length > 0) {
      await tx.insert(npsRatings).values(
        nps.map(([email, rating]) => ({
          cohortId: opts.cohorts[session.cohort],
          userId: idOf(email),
          rating,
          updatedBy: coachId,
          createdAt: evening,
          updatedAt: evening,
        })),
      );
    }
  }
}

/**
 * The coach's coaching record of each role-player in each call of the built day (the standard
 * template: two yes/no questions, three scales of 1–6 and a comment), so the Archive, the coaching
 * history and the user pages show records.
 */
async function seedCoaching(
  tx: Tx,
  opts: { eventId: number; coachId: number; played: Array<{ callId: number; userId: number }> },
): Promise<void> {
  const questions = await tx
    .select()
    .from(roleplayerAssessmentQuestions)
    .where(sql`${roleplayerAssessmentQuestions.templateId} = 1`)
    .orderBy(roleplayerAssessmentQuestions.position);
  const comments = [
    'Stayed calm under pressure; pause a little longer before answering.',
    'Very believable. Push back harder on the fee waiver next time.',
    'Good pace. Give the participant one clear point to work on.',
  ];
  for (const [n, { callId, userId }] of opts.played.entries()) {
    const [record] = await tx
      .insert(roleplayerAssessments)
      .values({ userId, callId, eventId: opts.eventId, coachId: opts.coachId, templateId: 1 })
      .returning({ id: roleplayerAssessments.id });
    if (!record) throw new Error('demo coaching record insert failed');
    await tx.insert(roleplayerAssessmentAnswers).values(
      questions.map((question, q) => ({
        roleplayerAssessmentId: record.id,
        roleplayerAssessmentQuestionId: question.id,
        answerValue:
          question.answerType === 'binary'
            ? (n + q) % 4 === 0
              ? 0
              : 1
            : question.answerType === 'scale'
              ? scaleToStored(3 + ((n + q) % 4))
              : null,
        answer: question.answerType === 'comment' ? (comments[n % comments.length] ?? '') : null,
      })),
    );
  }
}

/**
 * Each participant's skills assessment of the built day, answered for every scenario (yes/no,
 * a short answer, a choice), rated, two of three completed with an action plan, and their NPS for
 * the cohort: the skills list, the user pages and the NPS and aggregate reports have data.
 */
async function seedAssessments(
  tx: Tx,
  opts: {
    eventId: number;
    cohortId: number;
    coachId: number;
    participants: number[];
    scenarioIds: number[];
    skillsList: Array<{ id: number; typeId: number }>;
  },
): Promise<void> {
  for (const [p, userId] of opts.participants.entries()) {
    // Today's ratings are of the yes/no blocks only.
    const ratings = opts.skillsList
      .filter((block) => block.typeId === 3)
      .map((block, b) => ({ blockId: block.id, rating: (p + b) % 3 === 0 ? -1 : 1 }));
    await insertAssessment(tx, { ...opts, userId, variant: p, ratings, completedAt: p < 2 ? new Date() : null });
    await tx
      .insert(npsRatings)
      .values({ cohortId: opts.cohortId, userId, rating: [9, 7, 10][p % 3] ?? 8, updatedBy: opts.coachId });
  }
}

/**
 * One participant's skills assessment of a shift: every answering block answered for every scenario
 * (yes/no, a short answer, a choice, varied by `variant`), the ratings given, and, when completed, the
 * action plan. `at` dates the rows (a past session's), the time of the seed when not given.
 */
async function insertAssessment(
  tx: Tx,
  opts: {
    eventId: number;
    userId: number;
    coachId: number;
    scenarioIds: number[];
    skillsList: Array<{ id: number; typeId: number }>;
    variant: number;
    ratings: Array<{ blockId: number; rating: number }>;
    completedAt: Date | null;
    at?: Date;
  },
): Promise<void> {
  // Block type ids: 3 true_false, 4 short_answer, 5 multiple_choice take answers; headings do not.
  const answered = opts.skillsList.filter((block) => block.typeId >= 3);
  const shortAnswers = ['Offered a fee refund', 'Booked a follow-up call', 'Explained the renewal options'];
  const completed = opts.completedAt !== null;
  const p = opts.variant;
  const dated = opts.at ? { createdAt: opts.at, updatedAt: opts.at } : {};
  const [assessment] = await tx
    .insert(participantAssessments)
    .values({
      userId: opts.userId,
      eventId: opts.eventId,
      actionPlanDescriptor: completed ? 'Acknowledge the customer’s feelings before offering a fix.' : '',
      customActionPlan: completed ? 'Practise two empathy statements before the next session.' : '',
      completedAt: opts.completedAt,
      ...dated,
    })
    .returning({ id: participantAssessments.id });
  if (!assessment) throw new Error('demo assessment insert failed');
  await tx.insert(participantAssessmentParts).values(
    answered.flatMap((block, b) =>
      opts.scenarioIds.map((scenarioComponentId, s) => ({
        participantAssessmentId: assessment.id,
        assessmentPartId: block.id,
        scenarioComponentId,
        updatedBy: opts.coachId,
        ...dated,
        ...(block.typeId === 3
          ? { choice: (p + b + s) % 3 === 0 ? ('false' as const) : ('true' as const) }
          : block.typeId === 4
            ? { text: shortAnswers[(p + s) % shortAnswers.length] ?? '' }
            : { answerIndex: (p + s) % 3 }),
      })),
    ),
  );
  if (opts.ratings.length === 0) return;
  await tx.insert(assessmentRatings).values(
    opts.ratings.map(({ blockId, rating }) => ({
      participantAssessmentId: assessment.id,
      assessmentPartId: blockId,
      rating,
      updatedBy: opts.coachId,
      ...dated,
    })),
  );
}
