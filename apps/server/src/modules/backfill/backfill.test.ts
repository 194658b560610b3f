import { type Attendee, type CalendarShift, MESSAGES, type MyBackfillOffers, type Shift, type ShiftBackfill } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, backfillPlaces, courseEvents, eventInvites, lateGiveUps, mailOutbox, scheduledJobs } from '../../db/schema';
import { runDueJobs } from '../../jobs/runner';
import {
  apiTest,
  DAY,
  HOUR,
  insertAvailability,
  insertCourse,
  insertInvite,
  insertRoleplayShift,
  qualify,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { backfillJobHandlers } from './index';
import { answerReminderTime, jobGroupOf } from './service';

const it = apiTest;

const MINUTE = 60_000;

describe(`answer-by deadlines and backfill (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: string;
  let scToken: string;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = (await ctx.signIn('admin')).token;
    scToken = (await ctx.signIn('sc')).token;
  });

  const db = () => ctx.database.db;
  const run = (now: Date) => runDueJobs({ db: db(), config: ctx.config, handlers: backfillJobHandlers, now, batchSize: 200 });
  /** A whole hour some hours from now: shifts are set relative to the run, never to a weekday. */
  const hoursAhead = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);

  /**
   * A course with one Scenario (so ratio r needs ceil(r) role-players) and its backfill settings,
   * and people who may work it: qualified and available around the shift's time.
   */
  async function world(opts: {
    begins: Date;
    waveSize?: number;
    waveHours?: number;
    candidates?: number;
    coordinators?: number;
  }) {
    const course = await insertCourse(db(), {
      components: [{ type: 'Scenario', duration: 60 }],
      preferences: { answerByHours: 48, backfillWaveSize: opts.waveSize ?? 2, backfillWaveHours: opts.waveHours ?? 2 },
    });
    const from = new Date(opts.begins.getTime() - DAY);
    const to = new Date(opts.begins.getTime() + DAY);
    const person = async (
      roles: Array<'rp' | 'sc' | 'coach'>,
      name: string,
      o: { qualified?: boolean; available?: boolean } = {},
    ) => {
      const user = await ctx.createUser({ roles, name });
      if (o.qualified !== false) await qualify(db(), user.id, course.id);
      if (o.available !== false) await insertAvailability(db(), user.id, from, to);
      return user;
    };
    const rolePlayers = [];
    for (let i = 0; i < (opts.candidates ?? 5); i++) rolePlayers.push(await person(['rp'], `Candidate ${i + 1}`));
    const coordinators = [];
    for (let i = 0; i < (opts.coordinators ?? 0); i++) coordinators.push(await person(['sc'], `Coordinator ${i + 1}`));
    return { course, person, rolePlayers, coordinators };
  }

  /** A roleplay shift made through the API (so its jobs are scheduled), one call block and one spare. */
  async function createShift(
    courseId: number,
    body: { begins: Date; staffingRatio?: number; coachId?: number; answerByHoursBeforeStart?: number },
  ) {
    const res = await ctx.api({
      method: 'POST',
      url: `/courses/${courseId}/roleplay_shifts`,
      token: scToken,
      payload: {
        roleplayShift: {
          startTime: body.begins.toISOString(),
          sessions: 1,
          extensions: 1,
          cohortName: 'Backfill cohort',
          staffingRatio: body.staffingRatio ?? 2,
          ...(body.coachId ? { coachId: body.coachId } : {}),
          ...(body.answerByHoursBeforeStart !== undefined ? { answerByHoursBeforeStart: body.answerByHoursBeforeStart } : {}),
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Shift;
  }

  async function invite(shiftId: number, userIds: number[]) {
    const res = await ctx.api({
      method: 'PUT',
      url: `/roleplay_shifts/${shiftId}/invite`,
      token: scToken,
      payload: { invites: { userIds } },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function inviteOf(shiftId: number, userId: number) {
    const [row] = await db()
      .select()
      .from(eventInvites)
      .where(and(eq(eventInvites.eventId, shiftId), eq(eventInvites.userId, userId)));
    return row;
  }

  async function backfillOf(shiftId: number, token = scToken): Promise<ShiftBackfill> {
    const res = await ctx.api({ method: 'GET', url: `/shifts/${shiftId}/backfill`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function mailsTo(email: string) {
    const rows = await db().select().from(mailOutbox).orderBy(mailOutbox.id);
    return rows.filter((m) => m.to.includes(email));
  }

  async function take(placeId: number, userId: number) {
    const token = await ctx.sessionFor({ id: userId });
    return ctx.api({ method: 'POST', url: `/backfill_places/${placeId}/take`, token });
  }

  describe('answer-by times', () => {
    it('gives an invitation its answer-by time, shows it, reminds before it and lapses it at it', async () => {
      const begins = hoursAhead(10 * 24);
      const { course, rolePlayers, person } = await world({ begins });
      const coordinator = await person(['sc'], 'Coordinator of the lapse');
      const shift = await createShift(course.id, { begins });
      const moved = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: scToken,
        payload: { roleplayShift: { shiftCoordinatorId: coordinator.id } },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const [ana, ben] = rolePlayers as [(typeof rolePlayers)[0], (typeof rolePlayers)[0]];
      const before = Date.now();
      await invite(shift.id, [ana.id, ben.id]);
      const row = await inviteOf(shift.id, ana.id);
      const invitedAt = row?.invitedAt?.getTime() ?? 0;
      expect(invitedAt).toBeGreaterThanOrEqual(before - MINUTE);
      // 48 hours after the invitation: sooner than 72 hours before a start ten days ahead.
      const answerBy = new Date(invitedAt + 48 * HOUR);
      expect(row?.answerBy?.toISOString()).toBe(answerBy.toISOString());

      // The shift page and the invitee's calendar show it.
      const page = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: scToken });
      const attendee = (page.json() as Shift).details.attendees.find((a: Attendee) => a.id === ana.id);
      expect(attendee).toMatchObject({ status: 'invited', answerBy: answerBy.toISOString() });
      const range = `start_time=${encodeURIComponent(new Date(begins.getTime() - DAY).toISOString())}&end_time=${encodeURIComponent(new Date(begins.getTime() + DAY).toISOString())}`;
      const calendar = await ctx.api({ method: 'GET', url: `/course_events?${range}`, token: await ctx.sessionFor(ana) });
      expect((calendar.json() as CalendarShift[]).find((s) => s.id === shift.id)).toMatchObject({
        myStatus: 'invited',
        answerBy: answerBy.toISOString(),
      });

      // Ben answers; Ana does not.
      const accepted = await ctx.api({
        method: 'PUT',
        url: `/role_players/accept_event/${(await inviteOf(shift.id, ben.id))?.id}`,
        token: await ctx.sessionFor(ben),
      });
      expect(accepted.statusCode).toBe(200);

      // The reminder: 24 hours before the answer-by time, to Ana only, once.
      await run(new Date(answerBy.getTime() - 24 * HOUR - MINUTE));
      expect((await mailsTo(ana.email)).filter((m) => m.subject.startsWith('Please answer'))).toHaveLength(0);
      await run(new Date(answerBy.getTime() - 24 * HOUR + MINUTE));
      const reminders = (await mailsTo(ana.email)).filter((m) => m.subject.startsWith('Please answer'));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.text).toContain('accept or decline it by');
      expect((await mailsTo(ben.email)).filter((m) => m.subject.startsWith('Please answer'))).toHaveLength(0);

      // Not yet lapsed a minute before; lapsed at the time.
      await run(new Date(answerBy.getTime() - MINUTE));
      expect((await inviteOf(shift.id, ana.id))?.status).toBe('invited');
      await run(new Date(answerBy.getTime() + MINUTE));
      expect((await inviteOf(shift.id, ana.id))?.status).toBe('expired');
      expect((await inviteOf(shift.id, ben.id))?.status).toBe('accepted');
      expect((await mailsTo(ana.email)).filter((m) => m.subject.startsWith(`Invitation lapsed: ${course.name}, `))).toHaveLength(
        1,
      );
      expect((await mailsTo(coordinator.email)).some((m) => m.subject.startsWith(`${ana.name}'s invitation lapsed`))).toBe(true);
      const audit = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'invite_expire'), eq(auditLog.entityId, row?.id ?? 0)));
      expect(audit).toHaveLength(1);
      const after = (
        (await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: scToken })).json() as Shift
      ).details.attendees.find((a) => a.id === ana.id);
      expect(after).toMatchObject({ status: 'expired', answerBy: answerBy.toISOString() });
      // An expired invitation can be sent again: a new answer-by time.
      await invite(shift.id, [ana.id]);
      expect((await inviteOf(shift.id, ana.id))?.status).toBe('invited');
    });

    it('caps the time at the shift deadline, at the start when invited later, and follows a moved shift', async () => {
      const begins = hoursAhead(100);
      const { course, rolePlayers } = await world({ begins, candidates: 2 });
      const shift = await createShift(course.id, { begins });
      const [ana, ben] = rolePlayers as [(typeof rolePlayers)[0], (typeof rolePlayers)[0]];
      await invite(shift.id, [ana.id]);
      // 48 hours from now is after 72 hours before a start 100 hours away: capped at the deadline.
      expect((await inviteOf(shift.id, ana.id))?.answerBy?.toISOString()).toBe(
        new Date(begins.getTime() - 72 * HOUR).toISOString(),
      );
      // Moved to start 30 hours ahead: the deadline has passed, so the answer-by time is the start.
      const later = hoursAhead(30);
      const move = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${shift.id}`,
        token: scToken,
        payload: { courseEvent: { begins: later.toISOString() } },
      });
      expect(move.statusCode, move.body).toBe(200);
      expect((await inviteOf(shift.id, ana.id))?.answerBy?.toISOString()).toBe(later.toISOString());
      await invite(shift.id, [ben.id]);
      expect((await inviteOf(shift.id, ben.id))?.answerBy?.toISOString()).toBe(later.toISOString());
      // The jobs moved with it: the lapse at the new time, the deadline 72 hours before the new start.
      const jobs = await db()
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.groupKey, jobGroupOf(shift.id)));
      const anaInviteId = (await inviteOf(shift.id, ana.id))?.id;
      const lapse = jobs.find((j) => j.key === `invite-lapse:${anaInviteId}`);
      expect(lapse?.runAt.toISOString()).toBe(later.toISOString());
      expect(jobs.find((j) => j.kind === 'backfill-deadline')?.runAt.toISOString()).toBe(
        new Date(later.getTime() - 72 * HOUR).toISOString(),
      );
      expect(jobs.find((j) => j.kind === 'backfill-close')?.runAt.toISOString()).toBe(later.toISOString());

      // Deleting the shift drops its jobs.
      const gone = await ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${shift.id}`, token: admin });
      expect(gone.statusCode, gone.body).toBeLessThan(300);
      expect(
        await db()
          .select()
          .from(scheduledJobs)
          .where(eq(scheduledJobs.groupKey, jobGroupOf(shift.id))),
      ).toEqual([]);
    });

    it('refuses settings out of bounds, naming the field', async () => {
      const { course } = await world({ begins: hoursAhead(200), candidates: 0 });
      const bad = await ctx.api({
        method: 'POST',
        url: `/courses/${course.id}/roleplay_shifts`,
        token: scToken,
        payload: {
          roleplayShift: {
            startTime: hoursAhead(200).toISOString(),
            sessions: 1,
            extensions: 1,
            cohortName: 'x',
            answerByHoursBeforeStart: 721,
          },
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('Answer by (hours before the start)');
      const prefs = await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}/preferences`,
        token: scToken,
        payload: { preferences: { backfillWaveSize: 0 } },
      });
      expect(prefs.statusCode).toBe(400);
      expect(prefs.json().error).toContain('People per backfill wave');
      const good = await ctx.api({
        method: 'PUT',
        url: `/courses/${course.id}/preferences`,
        token: scToken,
        payload: { preferences: { answerByHours: 24, backfillWaveSize: 3, backfillWaveHours: 4 } },
      });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toMatchObject({ answerByHours: 24, backfillWaveSize: 3, backfillWaveHours: 4 });
    });
  });

  describe('backfill at the deadline', () => {
    it('opens the missing places and offers them wave by wave to the eligible, then lets one take each', async () => {
      const begins = hoursAhead(8 * 24);
      const { course, rolePlayers, coordinators, person } = await world({ begins, candidates: 5, coordinators: 3 });
      const coach = await person(['coach'], 'The coach');
      // Never offered: not qualified, not available, busy on an overlapping shift.
      const unqualified = await person(['rp'], 'Unqualified', { qualified: false });
      const unavailable = await person(['rp'], 'Unavailable', { available: false });
      const busy = await person(['rp'], 'Busy elsewhere');
      const other = await insertCourse(db());
      await insertInvite(db(), (await insertRoleplayShift(db(), other.id, { begins, hours: 2 })).id, busy.id, 'accepted');
      // Ratio 2 of one Scenario: two role-players needed; one accepted. A coach, no coordinator.
      const shift = await createShift(course.id, { begins, coachId: coach.id });
      const holder = await person(['rp'], 'Already holding');
      await insertInvite(db(), shift.id, holder.id, 'accepted');
      const deadline = new Date(begins.getTime() - 72 * HOUR);

      // Before the deadline nothing opens.
      await run(new Date(deadline.getTime() - MINUTE));
      expect((await backfillOf(shift.id)).places).toEqual([]);

      const first = new Date(deadline.getTime() + MINUTE);
      await run(first);
      let backfill = await backfillOf(shift.id);
      expect(backfill).toMatchObject({ backfillEnabled: true, deadline: deadline.toISOString() });
      expect(backfill.places.map((p) => [p.role, p.reason, p.status])).toEqual([
        ['roleplayer', 'deadline', 'open'],
        ['coordinator', 'deadline', 'open'],
      ]);
      const [rpPlace, scPlace] = backfill.places as [ShiftBackfill['places'][0], ShiftBackfill['places'][0]];
      // Equal fair shares: the lower ids first, two per wave.
      const ids = rolePlayers.map((u) => u.id);
      expect(rpPlace.offers).toEqual([
        { user: { id: ids[0], name: 'Candidate 1' }, wave: 1, offeredAt: first.toISOString() },
        { user: { id: ids[1], name: 'Candidate 2' }, wave: 1, offeredAt: first.toISOString() },
      ]);
      expect(scPlace.offers.map((o) => o.user.id)).toEqual(coordinators.slice(0, 2).map((u) => u.id));
      const offerMail = (await mailsTo(rolePlayers[0]?.email ?? '')).find((m) => m.subject.startsWith('Open place'));
      expect(offerMail?.subject.startsWith(`Open place (role-player): ${course.name}, `)).toBe(true);
      expect(offerMail?.text).toContain('The first to take it gets it.');

      // The next wave after two hours, to the next two; not before.
      await run(new Date(first.getTime() + 2 * HOUR - 2 * MINUTE));
      expect((await backfillOf(shift.id)).places[0]?.offers).toHaveLength(2);
      const second = new Date(first.getTime() + 2 * HOUR + MINUTE);
      await run(second);
      backfill = await backfillOf(shift.id);
      expect(backfill.places[0]?.offers.map((o) => [o.user.id, o.wave])).toEqual([
        [ids[0], 1],
        [ids[1], 1],
        [ids[2], 2],
        [ids[3], 2],
      ]);
      const offered = backfill.places.flatMap((p) => p.offers.map((o) => o.user.id));
      for (const never of [unqualified, unavailable, busy, holder, coach]) expect(offered).not.toContain(never.id);

      // The offered see it among their offers; others do not.
      const mine = await ctx.api({ method: 'GET', url: '/backfill_offers', token: await ctx.sessionFor({ id: ids[3] ?? 0 }) });
      expect(mine.statusCode).toBe(200);
      expect((mine.json() as MyBackfillOffers).offers).toEqual([
        {
          placeId: rpPlace.id,
          shiftId: shift.id,
          role: 'roleplayer',
          courseName: course.name,
          clientName: expect.any(String),
          begins: begins.toISOString(),
          ends: shift.ends,
          offeredAt: second.toISOString(),
        },
      ]);
      const none = await ctx.api({ method: 'GET', url: '/backfill_offers', token: await ctx.sessionFor(unqualified) });
      expect((none.json() as MyBackfillOffers).offers).toEqual([]);

      // Refusals: not offered 403, unknown 404, malformed 400, a participant 403, nobody 401.
      expect((await take(rpPlace.id, rolePlayers[4]?.id ?? 0)).statusCode).toBe(403);
      expect((await take(999_999, ids[0] ?? 0)).statusCode).toBe(404);
      const malformed = await ctx.api({ method: 'POST', url: '/backfill_places/abc/take', token: scToken });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toContain('id');
      const participant = await ctx.signIn('participant');
      expect(
        (await ctx.api({ method: 'POST', url: `/backfill_places/${rpPlace.id}/take`, token: participant.token })).statusCode,
      ).toBe(403);
      expect((await ctx.api({ method: 'POST', url: `/backfill_places/${rpPlace.id}/take` })).statusCode).toBe(401);

      // A wave-two candidate takes the role-player place: an accepted invite, the place filled.
      const won = await take(rpPlace.id, ids[3] ?? 0);
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json()).toEqual({ shiftId: shift.id });
      expect((await inviteOf(shift.id, ids[3] ?? 0))?.status).toBe('accepted');
      const late = await take(rpPlace.id, ids[0] ?? 0);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'backfill_taken', error: MESSAGES.backfillTaken });
      // The coordinator place: the taker becomes the shift's coordinator and holds a place.
      expect((await take(scPlace.id, coordinators[1]?.id ?? 0)).statusCode).toBe(200);
      const [event] = await db().select().from(courseEvents).where(eq(courseEvents.id, shift.id));
      expect(event?.shiftCoordinatorId).toBe(coordinators[1]?.id);
      expect((await inviteOf(shift.id, coordinators[1]?.id ?? 0))?.status).toBe('accepted');

      backfill = await backfillOf(shift.id);
      expect(backfill.places.map((p) => [p.status, p.filledBy?.id])).toEqual([
        ['filled', ids[3]],
        ['filled', coordinators[1]?.id],
      ]);
      expect(backfill.places[0]?.filledAt).toEqual(expect.any(String));
      // Filled places get no more waves.
      await run(new Date(second.getTime() + 2 * HOUR + MINUTE));
      expect((await backfillOf(shift.id)).places[0]?.offers).toHaveLength(4);
      expect(
        (await ctx.api({ method: 'GET', url: '/backfill_offers', token: await ctx.sessionFor({ id: ids[0] ?? 0 }) })).json(),
      ).toEqual({
        offers: [],
      });
    });

    it('closes places still open when the shift starts, and opens nothing with backfill off', async () => {
      const begins = hoursAhead(6 * 24);
      const { course, person } = await world({ begins, candidates: 0 });
      const coach = await person(['coach'], 'Coach of the closing');
      const coordinator = await person(['sc'], 'Coordinator of the closing');
      const shift = await createShift(course.id, { begins, coachId: coach.id, staffingRatio: 1 });
      const edit = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: scToken,
        payload: { roleplayShift: { shiftCoordinatorId: coordinator.id } },
      });
      expect(edit.statusCode).toBe(200);
      await run(new Date(begins.getTime() - 72 * HOUR + MINUTE));
      expect((await backfillOf(shift.id)).places.map((p) => [p.role, p.status, p.offers.length])).toEqual([
        ['roleplayer', 'open', 0],
      ]);
      await run(new Date(begins.getTime() + MINUTE));
      expect((await backfillOf(shift.id)).places.map((p) => p.status)).toEqual(['closed']);

      const off = await createShift(course.id, { begins: hoursAhead(6 * 24 + 5), coachId: coach.id });
      const turnOff = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${off.id}`,
        token: scToken,
        payload: { roleplayShift: { backfillEnabled: false } },
      });
      expect(turnOff.statusCode).toBe(200);
      expect(turnOff.json()).toMatchObject({ backfillEnabled: false, answerByHoursBeforeStart: 72 });
      await run(new Date(new Date(off.begins).getTime() - 72 * HOUR + MINUTE));
      expect((await backfillOf(off.id)).places).toEqual([]);
    });

    it('runs the deadline once when two runners pass at the same moment', async () => {
      const begins = hoursAhead(9 * 24);
      const { course, person, rolePlayers } = await world({ begins, candidates: 4 });
      const coach = await person(['coach'], 'Coach of the race');
      const shift = await createShift(course.id, { begins, coachId: coach.id, staffingRatio: 3 });
      const at = new Date(begins.getTime() - 72 * HOUR + MINUTE);
      const passes = await Promise.all([run(at), run(at)]);
      expect(passes.reduce((n, p) => n + p.failed + p.retried, 0)).toBe(0);
      const places = (await backfillOf(shift.id)).places;
      // Three role-players and a coordinator missing: four places, each offered once to two people.
      expect(places.map((p) => p.role)).toEqual(['roleplayer', 'roleplayer', 'roleplayer', 'coordinator']);
      expect(places.filter((p) => p.role === 'roleplayer').map((p) => p.offers.length)).toEqual([2, 2, 2]);
      const rows = await db().select().from(backfillPlaces).where(eq(backfillPlaces.eventId, shift.id));
      expect(rows).toHaveLength(4);
      // The same two are offered the three role-player places at once: one e-mail each.
      for (const rp of rolePlayers.slice(0, 2)) {
        expect((await mailsTo(rp.email)).filter((m) => m.subject.startsWith('Open place'))).toHaveLength(1);
      }
      expect((await mailsTo(rolePlayers[2]?.email ?? '')).filter((m) => m.subject.startsWith('Open place'))).toEqual([]);
    });
  });

  describe('a coach place', () => {
    it('makes its taker the shift coach, holding a place', async () => {
      const begins = hoursAhead(40);
      const { course, person } = await world({ begins, candidates: 0 });
      const coordinator = await person(['sc'], 'Coordinator without a coach');
      const coaches = [await person(['coach'], 'Coach one'), await person(['coach'], 'Coach two')];
      const shift = await createShift(course.id, { begins, staffingRatio: 1 });
      await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: scToken,
        payload: { roleplayShift: { shiftCoordinatorId: coordinator.id } },
      });
      const rp = await person(['rp'], 'The one role-player');
      await insertInvite(db(), shift.id, rp.id, 'accepted');
      await run(new Date(Date.now() + MINUTE));
      const [place] = (await backfillOf(shift.id)).places;
      expect(place).toMatchObject({ role: 'coach', status: 'open' });
      expect(place?.offers.map((o) => o.user.id)).toEqual(coaches.map((c) => c.id));
      expect((await take(place?.id ?? 0, coaches[1]?.id ?? 0)).statusCode).toBe(200);
      const [event] = await db().select().from(courseEvents).where(eq(courseEvents.id, shift.id));
      expect(event?.coachId).toBe(coaches[1]?.id);
      expect((await inviteOf(shift.id, coaches[1]?.id ?? 0))?.status).toBe('accepted');
      expect((await take(place?.id ?? 0, coaches[0]?.id ?? 0)).json()).toMatchObject({ code: 'backfill_taken' });
    });

    it('reminds half-way when the answer-by time is less than two days away', () => {
      const invitedAt = new Date('2030-01-01T00:00:00Z');
      expect(answerReminderTime(invitedAt, new Date('2030-01-01T10:00:00Z')).toISOString()).toBe('2030-01-01T05:00:00.000Z');
      expect(answerReminderTime(invitedAt, new Date('2030-01-04T00:00:00Z')).toISOString()).toBe('2030-01-03T00:00:00.000Z');
    });
  });

  describe('managers stop and restart', () => {
    it('stops the waves and restarts them; only managers may', async () => {
      // The deadline (72 hours before) has already passed: jobs run at the real time.
      const begins = hoursAhead(40);
      const { course, rolePlayers, person } = await world({ begins, candidates: 6 });
      const coach = await person(['coach'], 'Coach of the stop');
      const coordinator = await person(['sc'], 'Coordinator of the stop');
      const shift = await createShift(course.id, { begins, coachId: coach.id, staffingRatio: 1 });
      await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: scToken,
        payload: { roleplayShift: { shiftCoordinatorId: coordinator.id } },
      });
      await run(new Date(Date.now() + MINUTE));
      const opened = await backfillOf(shift.id);
      expect(opened.places.map((p) => [p.role, p.status, p.offers.length])).toEqual([['roleplayer', 'open', 2]]);

      const rp = await ctx.signIn('rp');
      for (const path of ['', '/stop', '/restart']) {
        const method = path ? 'POST' : 'GET';
        expect((await ctx.api({ method, url: `/shifts/${shift.id}/backfill${path}` })).statusCode).toBe(401);
        expect((await ctx.api({ method, url: `/shifts/${shift.id}/backfill${path}`, token: rp.token })).statusCode).toBe(403);
        expect((await ctx.api({ method, url: `/shifts/999999/backfill${path}`, token: scToken })).statusCode).toBe(404);
        const bad = await ctx.api({ method, url: `/shifts/x1/backfill${path}`, token: scToken });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error).toContain('id');
      }

      const stop = await ctx.api({ method: 'POST', url: `/shifts/${shift.id}/backfill/stop`, token: scToken });
      expect(stop.statusCode, stop.body).toBe(200);
      expect(stop.json()).toMatchObject({ backfillEnabled: false, places: [{ status: 'stopped' }] });
      // No more waves while stopped, and a stopped place cannot be taken.
      await run(new Date(Date.now() + 3 * HOUR));
      expect((await backfillOf(shift.id)).places[0]?.offers).toHaveLength(2);
      const offeredId = opened.places[0]?.offers[0]?.user.id ?? 0;
      expect((await take(opened.places[0]?.id ?? 0, offeredId)).json()).toMatchObject({ code: 'backfill_taken' });

      const restart = await ctx.api({ method: 'POST', url: `/shifts/${shift.id}/backfill/restart`, token: scToken });
      expect(restart.statusCode, restart.body).toBe(200);
      const resumed = restart.json() as ShiftBackfill;
      expect(resumed).toMatchObject({ backfillEnabled: true, places: [{ status: 'open' }] });
      // The next wave went out at once, to the next two.
      expect(resumed.places[0]?.offers.map((o) => [o.user.id, o.wave])).toEqual([
        [rolePlayers[0]?.id, 1],
        [rolePlayers[1]?.id, 1],
        [rolePlayers[2]?.id, 2],
        [rolePlayers[3]?.id, 2],
      ]);
      const [event] = await db().select().from(courseEvents).where(eq(courseEvents.id, shift.id));
      expect(event?.backfillEnabled).toBe(true);
    });
  });

  describe('late give-ups', () => {
    it('opens a place when an accepted place is offered for swap inside the window; the taker gets that place', async () => {
      const begins = hoursAhead(30);
      const { course, rolePlayers, person } = await world({ begins, candidates: 3 });
      const coach = await person(['coach'], 'Coach of the give-up');
      const coordinator = await person(['sc'], 'Coordinator of the give-up');
      const shift = await createShift(course.id, { begins, coachId: coach.id, staffingRatio: 1 });
      await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: scToken,
        payload: { roleplayShift: { shiftCoordinatorId: coordinator.id } },
      });
      const giver = await person(['rp'], 'Late giver');
      const held = await insertInvite(db(), shift.id, giver.id, 'accepted');
      // Full at the deadline: nothing opens.
      await run(new Date(Date.now() + MINUTE));
      expect((await backfillOf(shift.id)).places).toEqual([]);

      const swap = await ctx.api({
        method: 'PUT',
        url: `/role_players/swap_event/${held.id}`,
        token: await ctx.sessionFor(giver),
      });
      expect(swap.statusCode, swap.body).toBe(200);
      const backfill = await backfillOf(shift.id);
      expect(backfill.places).toMatchObject([
        { role: 'roleplayer', reason: 'late_give_up', status: 'open', gaveUp: { id: giver.id, name: 'Late giver' } },
      ]);
      expect(backfill.places[0]?.offers.map((o) => o.user.id)).toEqual(rolePlayers.slice(0, 2).map((u) => u.id));
      // Fair shares counted the late give-up (the backfill.lateGiveUp event).
      expect(await db().select().from(lateGiveUps).where(eq(lateGiveUps.userId, giver.id))).toHaveLength(1);

      const taker = rolePlayers[1] ?? giver;
      expect((await take(backfill.places[0]?.id ?? 0, taker.id)).statusCode).toBe(200);
      // The given-up place moved to the taker; the giver holds nothing on the shift any more.
      const [moved] = await db().select().from(eventInvites).where(eq(eventInvites.id, held.id));
      expect(moved).toMatchObject({ userId: taker.id, status: 'accepted' });
      expect(await inviteOf(shift.id, giver.id)).toBeUndefined();
      expect((await backfillOf(shift.id)).places[0]).toMatchObject({ status: 'filled', filledBy: { id: taker.id } });
    });

    it('opens nothing for a swap offered before the deadline', async () => {
      const begins = hoursAhead(10 * 24);
      const { course } = await world({ begins, candidates: 1 });
      const shift = await createShift(course.id, { begins });
      const early = await ctx.createUser({ roles: ['rp'], name: 'Early giver' });
      const held = await insertInvite(db(), shift.id, early.id, 'accepted');
      const swap = await ctx.api({
        method: 'PUT',
        url: `/role_players/swap_event/${held.id}`,
        token: await ctx.sessionFor(early),
      });
      expect(swap.statusCode).toBe(200);
      expect((await backfillOf(shift.id)).places).toEqual([]);
      expect(await db().select().from(lateGiveUps).where(eq(lateGiveUps.userId, early.id))).toEqual([]);
    });
  });

  describe('twenty takers at once', () => {
    it('fills the place exactly once; the others are told it is gone', async () => {
      const TAKERS = 20;
      const begins = hoursAhead(40);
      const { course, rolePlayers, person } = await world({ begins, candidates: TAKERS, waveSize: TAKERS });
      const coach = await person(['coach'], 'Coach of the race');
      const coordinator = await person(['sc'], 'Coordinator of the race');
      const shift = await createShift(course.id, { begins, coachId: coach.id, staffingRatio: 1 });
      await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: scToken,
        payload: { roleplayShift: { shiftCoordinatorId: coordinator.id } },
      });
      await run(new Date(Date.now() + MINUTE));
      const [place] = (await backfillOf(shift.id)).places;
      expect(place?.offers).toHaveLength(TAKERS);
      const tokens = await Promise.all(rolePlayers.map((u) => ctx.sessionFor(u)));
      const answers = await Promise.all(
        tokens.map((token) => ctx.api({ method: 'POST', url: `/backfill_places/${place?.id}/take`, token })),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(TAKERS - 1);
      for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toMatchObject({ code: 'backfill_taken' });
      const winner = rolePlayers[statuses.indexOf(200)];
      const onShift = await db()
        .select()
        .from(eventInvites)
        .where(and(eq(eventInvites.eventId, shift.id), eq(eventInvites.status, 'accepted')));
      // The coach's, the coordinator's and the winner's places: one role-player added.
      expect(onShift.map((i) => i.userId).sort()).toEqual([coach.id, coordinator.id, winner?.id].sort());
      expect((await backfillOf(shift.id)).places[0]).toMatchObject({ status: 'filled', filledBy: { id: winner?.id } });
    });
  });
});
