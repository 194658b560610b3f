import { INVITE_STATUSES, type RegappBooking, type RegappCourse, SCOPE_HEADER } from '@app/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { courseRaterAgreement, raterHistory } from '../modules/calibration/service';
import { getCourse as getRegappCourse } from '../modules/regapp/service';
import { courseResults } from '../modules/results/service';
import { apiTest, DAY } from '../test/fixtures';
import type { TestContext } from '../test/harness';
import { checkInvariants } from './invariants';
import {
  assessmentRatings,
  callSlots,
  calls,
  clients,
  courseEvents,
  courseParticipants,
  courses,
  eventInvites,
  mailOutbox,
  npsRatings,
  participantAssessmentParts,
  participantAssessments,
  participantSlotNotes,
  participantSlots,
  roleplayerAssessmentAnswers,
  roleplayerAssessments,
  scenarioComponents,
  userAvailabilities,
  users,
} from './schema';
import { DEMO_PASSWORD, seedDemo } from './seed';

const it = apiTest;

const count = async (
  ctx: TestContext,
  table: typeof users | typeof clients | typeof courseEvents | typeof userAvailabilities,
) => {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
  return row?.n ?? 0;
};

describe('demo seed', () => {
  it('puts today’s shift at 9:00 local time on the day the clocks go forward, and next week’s at their hours', async ({
    ownCtx: ctx,
  }) => {
    // Sunday Mar 14 2027, 23:30 in Toronto: the clocks went from 2:00 EST to 3:00 EDT that morning.
    const now = new Date('2027-03-15T03:30:00Z');
    expect(await seedDemo(ctx.database.db, { timeZone: 'America/Toronto', now })).toBe(true);
    const shifts = (await ctx.database.db.select().from(courseEvents).orderBy(courseEvents.begins)).filter(
      (s) => s.begins.getTime() > now.getTime() - DAY,
    );
    // 9:00 EDT is 13:00 UTC (nine hours after that midnight would be 10:00 local).
    expect(shifts[0]?.begins.toISOString()).toBe('2027-03-14T13:00:00.000Z');
    // Next week's Tuesday at 10:00 EDT.
    expect(shifts[1]?.begins.toISOString()).toBe('2027-03-16T14:00:00.000Z');
  });

  it('fills an empty database once: accounts, a course set up end to end, next week’s shifts and availability', async ({
    ownCtx: ctx,
  }) => {
    const now = new Date('2026-11-21T15:00:00Z'); // a Saturday
    expect(await seedDemo(ctx.database.db, { timeZone: 'America/Toronto', now })).toBe(true);
    expect(await count(ctx, users)).toBe(19);
    const [course] = await ctx.database.db.select().from(courses);
    expect(course?.name).toBe('Customer Conversations');
    const components = await ctx.database.db
      .select()
      .from(scenarioComponents)
      .where(eq(scenarioComponents.courseId, course?.id ?? 0));
    const callLength = components.reduce((sum, c) => sum + c.duration, 0);
    const all = await ctx.database.db.select().from(courseEvents).orderBy(courseEvents.begins);
    // Four past roleplay sessions (seedPastSessions, tested below), then today's and what is ahead.
    const shifts = all.slice(4);
    expect(all.slice(0, 4).every((s) => s.type === 'roleplay' && s.ends.getTime() < now.getTime() - DAY)).toBe(true);
    expect(shifts.map((s) => s.type)).toEqual([
      'roleplay',
      'roleplay',
      'training',
      'roleplay',
      'roleplay',
      'roleplay',
      'roleplay',
    ]);
    // Next month's three, to plan in one step (issue 39): from the Tuesday on or after Dec 15, unstaffed.
    const toPlan = shifts.slice(4);
    expect(toPlan.map((s) => s.begins.toISOString())).toEqual([
      '2026-12-15T15:00:00.000Z',
      '2026-12-16T15:00:00.000Z',
      '2026-12-17T15:00:00.000Z',
    ]);
    expect(toPlan.every((s) => s.coachId === null && s.shiftCoordinatorId === null && s.staffingRatio === 1.5)).toBe(true);
    const [today, roleplay] = shifts;
    // Today's shift, built: three blocks of two calls, every scenario played, a participant with notes in each.
    expect(today?.begins.toISOString()).toBe('2026-11-21T14:00:00.000Z');
    const dayCalls = await ctx.database.db
      .select()
      .from(calls)
      .where(eq(calls.eventId, today?.id ?? 0));
    expect(dayCalls.map((c) => c.blockNumber).sort()).toEqual([0, 0, 1, 1, 2, 2]);
    expect(dayCalls.every((c) => c.meetingUrl?.startsWith('https://'))).toBe(true);
    const scenarioCount = components.filter((c) => c.scenarioComponentTypeId === 2).length;
    const played = await ctx.database.db
      .select()
      .from(callSlots)
      .where(eq(callSlots.eventId, today?.id ?? 0));
    expect(played).toHaveLength(6 * scenarioCount);
    expect(played.every((slot) => slot.userId !== null)).toBe(true);
    const seated = await ctx.database.db
      .select()
      .from(participantSlots)
      .where(eq(participantSlots.eventId, today?.id ?? 0));
    expect(seated).toHaveLength(6);
    expect(await ctx.database.db.select().from(participantSlotNotes)).toHaveLength(6 * scenarioCount);
    // The day's coaching: a record of every role-player in every call, each question of the template answered.
    const records = await ctx.database.db
      .select()
      .from(roleplayerAssessments)
      .where(eq(roleplayerAssessments.eventId, today?.id ?? 0));
    expect(records).toHaveLength(played.length);
    expect(new Set(records.map((r) => `${r.callId}:${r.userId}`))).toEqual(new Set(played.map((p) => `${p.callId}:${p.userId}`)));
    const answers = await ctx.database.db.select().from(roleplayerAssessmentAnswers);
    expect(answers).toHaveLength(records.length * 6);
    expect(answers.filter((a) => a.answer !== null).every((a) => (a.answer ?? '').length > 0)).toBe(true);
    expect(answers.every((a) => a.answerValue === null || (a.answerValue >= 0 && a.answerValue <= 1))).toBe(true);
    // The day's skills assessments: one per participant, every answering block for every scenario,
    // ratings, two completed, and an NPS each for the cohort.
    const assessments = await ctx.database.db
      .select()
      .from(participantAssessments)
      .where(eq(participantAssessments.eventId, today?.id ?? 0));
    expect(assessments.map((a) => a.userId).sort()).toEqual([...new Set(seated.map((p) => p.userId))].sort());
    expect(assessments.filter((a) => a.completedAt !== null)).toHaveLength(2);
    const answeringBlocks = 5; // three yes/no, one short answer, one choice
    const todaysIds = assessments.map((a) => a.id);
    expect(
      await ctx.database.db
        .select()
        .from(participantAssessmentParts)
        .where(inArray(participantAssessmentParts.participantAssessmentId, todaysIds)),
    ).toHaveLength(3 * answeringBlocks * scenarioCount);
    expect(
      await ctx.database.db.select().from(assessmentRatings).where(inArray(assessmentRatings.participantAssessmentId, todaysIds)),
    ).toHaveLength(3 * 3);
    const nps = await ctx.database.db
      .select()
      .from(npsRatings)
      .where(eq(npsRatings.cohortId, today?.cohortId ?? 0));
    expect(nps).toHaveLength(3);
    expect(nps.every((n) => n.rating >= 1 && n.rating <= 10)).toBe(true);
    // Next week's Tuesday at 10:00 in Toronto, lasting (sessions + extensions) calls.
    expect(roleplay?.begins.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect((roleplay?.ends.getTime() ?? 0) - (roleplay?.begins.getTime() ?? 0)).toBe(3 * callLength * 60_000);
    const statuses = (
      await ctx.database.db
        .select()
        .from(eventInvites)
        .where(eq(eventInvites.eventId, roleplay?.id ?? 0))
    ).map((i) => i.status);
    // Invites in every state, as the README says.
    expect(new Set(statuses)).toEqual(new Set(INVITE_STATUSES));
    expect(await ctx.database.db.select().from(courseParticipants)).toHaveLength(7);
    // Next week's four days and next month's three, for five people.
    expect(await count(ctx, userAvailabilities)).toBe(35);

    // Never twice, never over existing data.
    expect(await seedDemo(ctx.database.db, { timeZone: 'America/Toronto', now })).toBe(false);
    expect(await count(ctx, users)).toBe(19);
    expect(await count(ctx, courseEvents)).toBe(11);
  });

  it('gives the course past sessions in two cohorts, staffed by its role-players, that its Results page reads', async ({
    ownCtx: ctx,
  }) => {
    const db = ctx.database.db;
    const now = new Date('2026-11-21T15:00:00Z'); // Saturday 10:00 in Toronto
    await seedDemo(db, { timeZone: 'America/Toronto', now });
    const [course] = await db.select().from(courses);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!course || !admin) throw new Error('demo course or admin missing');
    const results = await courseResults({
      db,
      viewer: { ...admin, roles: ['admin'], tokenId: 0, impersonatorId: null, viaLink: false },
      courseId: course.id,
      query: {},
      now,
    });
    // Four sessions before today, of both cohorts, over the previous weeks.
    const past = (await db.select().from(courseEvents).orderBy(courseEvents.begins)).filter((s) => s.ends < now);
    expect(past).toHaveLength(4);
    expect(past[0]?.begins.toISOString()).toBe('2026-10-27T14:00:00.000Z'); // Tuesday Oct 27, 10:00
    expect(past.map((s) => results.cohorts.find((c) => c.cohort?.id === s.cohortId)?.cohort?.name)).toEqual([
      'Cohort B',
      'Cohort B',
      'Cohort B',
      'Cohort A',
    ]);
    // Every rating block was rated; some participants improved on it and others did not.
    expect(results.blocks).toHaveLength(5);
    for (const block of results.blocks) {
      expect(block.counts.minusOne + block.counts.zero + block.counts.plusOne, block.text).toBeGreaterThan(0);
      expect(block.improvement.improved, block.text).toBeGreaterThan(0);
      expect(block.improvement.improved, block.text).toBeLessThan(block.improvement.compared);
    }
    expect(results.blocks[0]?.improvement).toEqual({ compared: 6, improved: 3, percent: 50 });
    // NPS answers of every group, dated by four shifts.
    expect(results.nps).toMatchObject({ promoters: 4, passives: 2, detractors: 1, responses: 7, score: 43 });
    expect(results.npsByShift).toHaveLength(4);
    // Omar's second assessment was begun, never submitted; nobody assessed Sofia's last call.
    expect(results.missingAssessments.map((m) => [m.participant.name, m.opened])).toEqual([
      ['Sofia Rossi', false],
      ['Omar Haddad', true],
    ]);
    expect(results.cohorts.map((c) => [c.cohort?.name, c.nps.responses, c.missingAssessments])).toEqual([
      ['Cohort A', 3, 0],
      ['Cohort B', 4, 2],
    ]);
    // The README's participant has no past call: the course's three calls stay today's two and one to book.
    const [pat] = await db.select().from(users).where(eq(users.email, 'participant@example.com'));
    expect(
      await db
        .select()
        .from(participantSlots)
        .where(eq(participantSlots.userId, pat?.id ?? 0)),
    ).toHaveLength(2);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('gives the demo coach’s calibrations of cohort B: 10 pairs or more for every role-player who played, one below the threshold', async ({
    ownCtx: ctx,
  }) => {
    const db = ctx.database.db;
    await seedDemo(db, { timeZone: 'America/Toronto', now: new Date('2026-11-21T15:00:00Z') });
    const [course] = await db.select().from(courses);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!course || !admin) throw new Error('demo course or admin missing');
    // Raters who agree: the demo coach's calibrations of cohort B give every role-player who played
    // there 10 pairs or more (a kappa), and Quinn's agreement falls below the 70 % threshold.
    const agreement = await courseRaterAgreement({
      db,
      viewer: { ...admin, roles: ['admin'], tokenId: 0, impersonatorId: null, viaLink: false },
      courseId: course.id,
      query: {},
    });
    expect(agreement.threshold).toBe(70);
    expect(agreement.raters.map((r) => [r.name, r.n, Math.round(r.agreement * 100)])).toEqual([
      ['Alex Martin', 10, 90],
      ['Avery Gagnon', 10, 90],
      ['Jordan Singh', 20, 85],
      ['Morgan Lee', 20, 75],
      ['Quinn Tremblay', 20, 55],
      ['Taylor Brooks', 20, 75],
    ]);
    expect(agreement.raters.every((r) => r.kappa !== null)).toBe(true);
    const [quinn] = await db.select().from(users).where(eq(users.email, 'quinn.tremblay@example.com'));
    const history = await raterHistory({ db, userId: quinn?.id ?? 0 });
    expect(history.shifts.map((s) => [s.n, Math.round(s.agreement * 100)])).toEqual([
      [10, 50],
      [10, 60],
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('opens a shift with free places in the registration app for the demo participant', async ({ ownCtx: ctx }) => {
    const now = new Date('2026-11-21T17:00:00Z');
    await seedDemo(ctx.database.db, { timeZone: 'America/Toronto', now });
    const [course] = await ctx.database.db.select().from(courses);
    const [pat] = await ctx.database.db.select().from(users).where(eq(users.email, 'participant@example.com'));
    if (!course || !pat) throw new Error('demo course or participant missing');
    const view = await getRegappCourse({
      db: ctx.database.db,
      config: { ...ctx.config, timeZone: 'America/Toronto' },
      actor: { ...pat, roles: ['participant'], tokenId: 0, impersonatorId: null, viaLink: false, scope: 'regapp' },
      key: course.key,
      now,
    });
    // A week after next Tuesday, 10:00 in Toronto: three blocks, two free places each.
    expect(view.times).toHaveLength(3);
    expect(view.times[0]?.startTime).toBe('2026-12-01T15:00:00.000Z');
    expect(view.times.every((t) => t.freePlaces === 2 && t.roomKind === 'phone')).toBe(true);
  });

  it('lets the README’s participant book, move and cancel in the registration app, and shows today’s calls closed', async ({
    ownCtx: ctx,
  }) => {
    const db = ctx.database.db;
    // As `npm start` seeds: now, in the server's zone (the routes run on the real clock).
    await seedDemo(db, { timeZone: ctx.config.timeZone });
    const [course] = await db.select().from(courses);
    if (!course) throw new Error('demo course missing');
    const app = ctx;
    // The README's path: the course link, participant@example.com, the link from the Mailbox.
    const asked = await app.api({
      method: 'POST',
      url: '/regapp/sign_in_link',
      payload: { email: 'participant@example.com', key: course.key },
    });
    expect(asked.statusCode).toBe(202);
    const linkMail = async () =>
      (await db.select().from(mailOutbox).where(sql`'participant@example.com' = any(${mailOutbox.to})`)).find((m) =>
        m.subject.includes('sign-in link'),
      );
    await expect.poll(async () => (await linkMail()) !== undefined).toBe(true);
    const token = /\?token=([\w-]+)/.exec((await linkMail())?.text ?? '')?.[1] ?? '';
    const login = await app.api({ method: 'POST', url: '/login', headers: { [SCOPE_HEADER]: 'regapp' }, payload: { token } });
    expect(login.statusCode).toBe(200);
    const session = login.json().token as string;
    const read = async () => {
      const res = await app.api({ method: 'GET', url: `/regapp/courses/${course.key}`, token: session });
      expect(res.statusCode).toBe(200);
      return res.json() as RegappCourse;
    };

    const before = await read();
    // Today's two seats stay on the built day, shown closed with the reason and whom to ask.
    expect(before.bookings).toHaveLength(2);
    for (const seat of before.bookings) {
      expect(seat).toMatchObject({ canMove: false, canCancel: false, contact: 'Sam Coordinator (sc@example.com)' });
      expect(['call_started', 'change_window']).toContain(seat.moveClosedReason);
      expect(['call_started', 'cancel_window']).toContain(seat.cancelClosedReason);
    }
    expect(before).toMatchObject({ canBook: true, bookClosedReason: null });
    const [first, second] = before.times;
    if (!first || !second) throw new Error('the open shift offers no times');

    const booked = await app.api({
      method: 'POST',
      url: '/regapp/bookings',
      token: session,
      payload: { booking: { shiftId: first.shiftId, blockNumber: first.blockNumber } },
    });
    expect(booked.statusCode).toBe(201);
    const booking = booked.json().booking as RegappBooking;
    expect(booking).toMatchObject({ canMove: true, canCancel: true, moveClosedReason: null, contact: null });
    // Now at the course's limit: booking more is closed before anyone taps, with the reason.
    expect(await read()).toMatchObject({ canBook: false, bookClosedReason: 'booking_limit' });

    const moved = await app.api({
      method: 'PUT',
      url: `/regapp/bookings/${booking.id}`,
      token: session,
      payload: { booking: { shiftId: second.shiftId, blockNumber: second.blockNumber } },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({ id: booking.id, blockNumber: second.blockNumber, canCancel: true });

    const cancelled = await app.api({ method: 'DELETE', url: `/regapp/bookings/${booking.id}`, token: session });
    expect(cancelled.statusCode).toBe(204);
    const after = await read();
    expect(after.bookings).toHaveLength(2);
    expect(after.canBook).toBe(true);
    // What the app shows closed the server refuses too.
    const seat = before.bookings[0];
    const refused = await app.api({ method: 'DELETE', url: `/regapp/bookings/${seat?.id}`, token: session });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('regapp_cancel_closed');
  });

  it('seeds once when several instances start together on one empty database', async ({ ownCtx: ctx }) => {
    const db = ctx.database.db;
    const results = await Promise.all([1, 2, 3].map(() => seedDemo(db, { timeZone: 'America/Toronto', accountsOnly: true })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await count(ctx, users)).toBe(19);
  });

  it('seeds the accounts only when asked, and every demo account signs in', async ({ ownCtx: ctx }) => {
    expect(await seedDemo(ctx.database.db, { timeZone: 'America/Toronto', accountsOnly: true })).toBe(true);
    expect(await count(ctx, clients)).toBe(0);
    for (const email of [
      'admin@example.com',
      'sc@example.com',
      'coach@example.com',
      'rp@example.com',
      'participant@example.com',
    ]) {
      const res = await ctx.api({ method: 'POST', url: '/login', payload: { email, password: DEMO_PASSWORD } });
      expect(res.statusCode, email).toBe(200);
    }
  });
});

describe('SEED_DEMO', () => {
  it('is on for the embedded database and off for PostgreSQL unless asked', () => {
    expect(loadConfig({}).seedDemo).toBe('full');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).seedDemo).toBe('off');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', SEED_DEMO: '1' }).seedDemo).toBe('full');
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe('off');
    expect(loadConfig({ SEED_DEMO: 'users' }).seedDemo).toBe('users');
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be 1, 0 or users/);
  });
});
