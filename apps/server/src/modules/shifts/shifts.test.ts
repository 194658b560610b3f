import { MESSAGES, type Shift } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  auditLog,
  cohorts,
  courseEvents,
  eventInvites,
  mailOutbox,
  partialSwapRequests,
  participantAssessments,
  scenarioComponents,
} from '../../db/schema';
import { startOfZonedDay, zonedDate } from '../../lib/zoned-time';
import { apiTest, HOUR, insertAssessment, insertCourse, insertInvite, insertRoleplayShift } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { NOT_IN_SHIFT } from './policy';
import { NO_SCENARIO } from './records';

const it = apiTest;

describe(`shifts (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: string;
  let sc: { id: number; token: string };
  let coach: { id: number; token: string };
  let rp: { id: number; token: string };
  let participant: { id: number; token: string };
  /** A course whose call is 30 (Scenario) + 15 (Break) + 30 (Scenario) = 75 minutes. */
  let courseId = 0;

  async function signIn(role: 'sc' | 'coach' | 'rp' | 'participant') {
    const { user, token } = await ctx.signIn(role);
    return { id: user.id, token };
  }

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = (await ctx.signIn('admin')).token;
    sc = await signIn('sc');
    coach = await signIn('coach');
    rp = await signIn('rp');
    participant = await signIn('participant');
    const course = await insertCourse(ctx.database.db, {
      name: 'Objection Handling',
      components: [
        { type: 'Scenario', duration: 30 },
        { type: 'Break', duration: 15 },
        { type: 'Scenario', duration: 30 },
      ],
    });
    courseId = course.id;
  });

  const roleplayBody = (over: Record<string, unknown> = {}) => ({
    roleplayShift: { startTime: '2031-03-04T14:00:00.000Z', sessions: 3, extensions: 1, cohortName: 'Spring', ...over },
  });

  async function createRoleplay(over: Record<string, unknown> = {}, course = courseId): Promise<Shift> {
    const res = await ctx.api({
      method: 'POST',
      url: `/courses/${course}/roleplay_shifts`,
      token: admin,
      payload: roleplayBody(over),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function createTimed(type: 'training' | 'live', over: Record<string, unknown> = {}): Promise<Shift> {
    const key = type === 'training' ? 'trainingShift' : 'liveShift';
    const res = await ctx.api({
      method: 'POST',
      url: `/courses/${courseId}/${type}_shifts`,
      token: sc.token,
      payload: { [key]: { startTime: '2031-03-05T15:00:00Z', endTime: '2031-03-05T17:00:00Z', ...over } },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function mailsTo(email: string) {
    return ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, [email]));
  }

  async function emailOf(id: number): Promise<string> {
    const res = await ctx.api({ method: 'GET', url: `/users/${id}`, token: admin });
    return res.json().email as string;
  }

  describe('access by role', () => {
    it('refuses anonymous callers with 401 and the roles the table refuses with 403, changing nothing', async () => {
      const shift = await createRoleplay();
      const training = await createTimed('training');
      const live = await createTimed('live');
      const manage = [
        { method: 'POST', url: `/courses/${courseId}/roleplay_shifts`, payload: roleplayBody() },
        {
          method: 'POST',
          url: `/courses/${courseId}/training_shifts`,
          payload: { trainingShift: { startTime: '2031-03-05T15:00:00Z', endTime: '2031-03-05T17:00:00Z' } },
        },
        {
          method: 'POST',
          url: `/courses/${courseId}/live_shifts`,
          payload: { liveShift: { startTime: '2031-03-05T15:00:00Z', endTime: '2031-03-05T17:00:00Z' } },
        },
        { method: 'GET', url: `/courses/${courseId}/cohorts` },
        { method: 'GET', url: '/cohorts' },
        { method: 'PATCH', url: `/roleplay_shifts/${shift.id}`, payload: { roleplayShift: { sessions: 2 } } },
        { method: 'PATCH', url: `/course_events/${shift.id}`, payload: { courseEvent: { begins: '2031-03-06T14:00:00Z' } } },
        { method: 'DELETE', url: `/roleplay_shifts/${shift.id}?email_participants=true` },
        { method: 'DELETE', url: `/training_shifts/${training.id}` },
        { method: 'DELETE', url: `/live_shifts/${live.id}` },
        {
          method: 'GET',
          url: `/courses/${courseId}/suggest_roleplay_shift_dates?reference_date=2031-03-03&sessions=1&extensions=1`,
        },
      ] as const;
      const views = [
        { method: 'GET', url: `/roleplay_shifts/${shift.id}` },
        { method: 'GET', url: `/training_shifts/${training.id}` },
        { method: 'GET', url: `/live_shifts/${live.id}` },
      ] as const;
      for (const call of [...manage, ...views]) {
        const anonymous = await ctx.api({ ...call });
        expect(anonymous.statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
      }
      for (const who of [coach, rp, participant]) {
        for (const call of manage) {
          const res = await ctx.api({ ...call, token: who.token });
          expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
          expect(res.json().error).toBe(MESSAGES.forbidden);
        }
      }
      const [still] = await ctx.database.db.select().from(courseEvents).where(eq(courseEvents.id, shift.id));
      expect(still?.begins.toISOString()).toBe(shift.begins);
      expect(still?.sessions).toBe(3);
      for (const id of [training.id, live.id]) {
        expect(await ctx.database.db.select().from(courseEvents).where(eq(courseEvents.id, id))).toHaveLength(1);
      }
    });

    it('lets an sc do what an admin does', async () => {
      const res = await ctx.api({
        method: 'POST',
        url: `/courses/${courseId}/roleplay_shifts`,
        token: sc.token,
        payload: roleplayBody(),
      });
      expect(res.statusCode).toBe(201);
      const got = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${res.json().id}`, token: sc.token });
      expect(got.statusCode).toBe(200);
    });
  });

  describe('creating a roleplay shift', () => {
    it('ends after (sessions + extensions) calls of the course, in a new cohort, and is audited', async () => {
      const shift = await createRoleplay({ cohortName: 'Autumn', coachId: coach.id, shiftCoordinatorId: sc.id });
      expect(shift).toMatchObject({
        type: 'roleplay',
        begins: '2031-03-04T14:00:00.000Z',
        // 4 blocks of 75 minutes.
        ends: '2031-03-04T19:00:00.000Z',
        course: { id: courseId, name: 'Objection Handling', client: { id: expect.any(Number), orgName: expect.any(String) } },
        details: {
          id: shift.id,
          // The chosen coach and coordinator hold a place (staffing.ts).
          attendees: expect.arrayContaining([
            expect.objectContaining({ id: coach.id, status: 'accepted' }),
            expect.objectContaining({ id: sc.id, status: 'accepted' }),
          ]),
          cohort: { id: expect.any(Number), name: 'Autumn' },
          coachId: coach.id,
          shiftCoordinatorId: sc.id,
          regAppVisibility: true,
          isGroupSession: false,
          useGoogleCalendar: false,
          comments: '',
        },
        sessions: 3,
        extensions: 1,
        staffingRatio: 1.5,
        callLength: 75,
      });
      expect(shift.details.attendees).toHaveLength(2);
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'course_event'), eq(auditLog.entityId, shift.id)));
      expect(entry?.action).toBe('create');
    });

    it('creates the cohort once and reuses it whatever the case of its name', async () => {
      const course = await insertCourse(ctx.database.db, { components: [{ type: 'Scenario', duration: 20 }] });
      const first = await createRoleplay({ cohortName: 'Cohort A', staffingRatio: 2.3 }, course.id);
      const second = await createRoleplay({ cohortName: '  cohort a  ' }, course.id);
      const third = await createRoleplay({ cohortName: 'COHORT A' }, course.id);
      expect(first.staffingRatio).toBe(2.3);
      expect(second.details.cohort).toEqual(first.details.cohort);
      expect(third.details.cohort).toEqual(first.details.cohort);
      await createRoleplay({ cohortName: 'Beta' }, course.id);
      const rows = await ctx.database.db.select().from(cohorts).where(eq(cohorts.courseId, course.id));
      expect(rows.map((r) => r.name).sort()).toEqual(['Beta', 'Cohort A']);

      const listed = await ctx.api({ method: 'GET', url: `/courses/${course.id}/cohorts`, token: sc.token });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([
        { id: expect.any(Number), courseId: course.id, name: 'Beta', courseName: course.name },
        { id: first.details.cohort?.id, courseId: course.id, name: 'Cohort A', courseName: course.name },
      ]);
      const all = await ctx.api({ method: 'GET', url: '/cohorts', token: admin });
      expect(all.statusCode).toBe(200);
      const names: string[] = all.json().map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(names).toContain('Cohort A');
      expect(names).toContain('Spring');
    });

    it('refuses bad values with 400 naming the field', async () => {
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [{ sessions: 0 }, ['sessions', 'at least 1']],
        [{ extensions: undefined }, ['extensions', 'Spare call blocks is required']],
        [{ sessions: undefined }, ['sessions', 'Call blocks is required']],
        [{ staffingRatio: 0.95 }, ['staffingRatio', 'at least 1']],
        [{ staffingRatio: 1.25 }, ['staffingRatio', 'steps of 0.1']],
        [{ sessions: 6, extensions: 5 }, ['extensions', 'Call blocks and spare call blocks together must be at most 10']],
        [{ cohortName: undefined }, ['cohortName', MESSAGES.specifyCohortName]],
        [{ cohortName: '   ' }, ['cohortName', MESSAGES.specifyCohortName]],
        [{ startTime: 'tomorrow at ten' }, ['startTime']],
        [{ startTime: '2031-03-04T14:00:00' }, ['startTime']],
        [{ coachId: rp.id }, ['roleplayShift.coachId', 'is not a coach']],
        [{ coachId: 999_999 }, ['roleplayShift.coachId']],
        [{ shiftCoordinatorId: coach.id }, ['roleplayShift.shiftCoordinatorId', 'is not a shift coordinator']],
      ];
      const before = await ctx.database.db.select({ id: courseEvents.id }).from(courseEvents);
      for (const [over, words] of cases) {
        const res = await ctx.api({
          method: 'POST',
          url: `/courses/${courseId}/roleplay_shifts`,
          token: admin,
          payload: roleplayBody(over),
        });
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        for (const word of words)
          expect(`${res.json().error} ${JSON.stringify(res.json().details)}`, JSON.stringify(over)).toContain(word);
      }
      const missing = await ctx.api({ method: 'POST', url: `/courses/${courseId}/roleplay_shifts`, token: admin, payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(JSON.stringify(missing.json().details)).toContain('roleplayShift');
      expect(await ctx.database.db.select({ id: courseEvents.id }).from(courseEvents)).toHaveLength(before.length);
    });

    it('refuses a course without scenario components with 400, and an unknown course with 404', async () => {
      const course = await insertCourse(ctx.database.db);
      const res = await ctx.api({
        method: 'POST',
        url: `/courses/${course.id}/roleplay_shifts`,
        token: admin,
        payload: roleplayBody(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: NO_SCENARIO, code: 'no_scenario' });
      expect(await ctx.database.db.select().from(cohorts).where(eq(cohorts.courseId, course.id))).toEqual([]);
      const unknown = await ctx.api({
        method: 'POST',
        url: '/courses/999999/roleplay_shifts',
        token: admin,
        payload: roleplayBody(),
      });
      expect(unknown.statusCode).toBe(404);
      // An id beyond the integer column is malformed, not unknown.
      const beyond = await ctx.api({
        method: 'POST',
        url: '/courses/2147483648/roleplay_shifts',
        token: admin,
        payload: roleplayBody(),
      });
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().error).toContain('courseId');
      const cohortsOfNone = await ctx.api({ method: 'GET', url: '/courses/999999/cohorts', token: admin });
      expect(cohortsOfNone.statusCode).toBe(404);
    });
  });

  describe('training and live shifts', () => {
    it('creates them with the times given, and refuses an end before the start', async () => {
      const training = await createTimed('training', { coachId: coach.id });
      expect(training).toMatchObject({
        type: 'training',
        begins: '2031-03-05T15:00:00.000Z',
        ends: '2031-03-05T17:00:00.000Z',
        sessions: null,
        extensions: null,
        staffingRatio: null,
        callLength: null,
        details: { cohort: null, coachId: coach.id, shiftCoordinatorId: null },
      });
      const live = await createTimed('live');
      expect(live.type).toBe('live');
      for (const [type, key] of [
        ['training', 'trainingShift'],
        ['live', 'liveShift'],
      ] as const) {
        const res = await ctx.api({
          method: 'POST',
          url: `/courses/${courseId}/${type}_shifts`,
          token: admin,
          payload: { [key]: { startTime: '2031-03-05T15:00:00Z', endTime: '2031-03-05T14:00:00Z' } },
        });
        expect(res.statusCode).toBe(400);
        expect(JSON.stringify(res.json().details)).toContain(`${key}.endTime`);
        const noStart = await ctx.api({
          method: 'POST',
          url: `/courses/${courseId}/${type}_shifts`,
          token: admin,
          payload: { [key]: { endTime: '2031-03-05T14:00:00Z' } },
        });
        expect(noStart.statusCode).toBe(400);
        expect(JSON.stringify(noStart.json().details)).toContain('startTime');
        const badCoordinator = await ctx.api({
          method: 'POST',
          url: `/courses/${courseId}/${type}_shifts`,
          token: admin,
          payload: { [key]: { startTime: '2031-03-05T15:00:00Z', endTime: '2031-03-05T16:00:00Z', shiftCoordinatorId: rp.id } },
        });
        expect(badCoordinator.statusCode).toBe(400);
        expect(badCoordinator.json().details[0].field).toBe(`${key}.shiftCoordinatorId`);
      }
      const unknown = await ctx.api({
        method: 'POST',
        url: '/courses/999999/live_shifts',
        token: admin,
        payload: { liveShift: { startTime: '2031-03-05T15:00:00Z', endTime: '2031-03-05T16:00:00Z' } },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('shows each shift only at its own type path (another type is 404)', async () => {
      const training = await createTimed('training');
      const roleplay = await createRoleplay();
      const ok = await ctx.api({ method: 'GET', url: `/training_shifts/${training.id}`, token: admin });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual(training);
      for (const url of [
        `/live_shifts/${training.id}`,
        `/roleplay_shifts/${training.id}`,
        `/training_shifts/${roleplay.id}`,
        '/roleplay_shifts/999999',
      ]) {
        const res = await ctx.api({ method: 'GET', url, token: admin });
        expect(res.statusCode, url).toBe(404);
      }
      for (const id of ['abc', '2147483648', '0x1']) {
        const bad = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${id}`, token: admin });
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json().error).toContain('id');
      }
    });
  });

  describe('who may see a shift', () => {
    // Each shift a coach or role-player is put on here has a day of its own: the coach is the chosen
    // coach of the file's shift at the usual time, and nobody holds two places at once.
    it('shows a coach or role-player only shifts they are invited to or offered for swap', async () => {
      const shift = await createRoleplay({ startTime: '2031-03-11T14:00:00.000Z' });
      const other = await ctx.createUser({ roles: ['rp'] });
      const view = (token: string) => ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token });

      for (const who of [coach, rp]) {
        const res = await view(who.token);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(NOT_IN_SHIFT);
      }
      await insertInvite(ctx.database.db, shift.id, coach.id, 'invited');
      expect((await view(coach.token)).statusCode).toBe(200);
      // An invite of any status counts, a rejected one too.
      await insertInvite(ctx.database.db, shift.id, rp.id, 'rejected');
      expect((await view(rp.token)).statusCode).toBe(200);

      // A swap offered to everybody, then to somebody else by name.
      const shift2 = await createRoleplay();
      const offer = await insertInvite(ctx.database.db, shift2.id, other.id, 'swap_requested');
      const res = await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift2.id}`, token: rp.token });
      expect(res.statusCode).toBe(200);
      await ctx.database.db.update(eventInvites).set({ swapToUserId: coach.id }).where(eq(eventInvites.id, offer.id));
      expect((await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift2.id}`, token: rp.token })).statusCode).toBe(403);
      expect((await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift2.id}`, token: coach.token })).statusCode).toBe(200);
    });

    it('hides rejected invites and other people’s addresses from non-managers', async () => {
      const shift = await createRoleplay({ startTime: '2031-03-12T14:00:00.000Z' });
      const turnedDown = await ctx.createUser({ roles: ['rp'], name: 'Zed Declined' });
      const learner = await ctx.createUser({ roles: ['participant'], name: 'Pat Learner' });
      await insertInvite(ctx.database.db, shift.id, rp.id, 'accepted');
      await insertInvite(ctx.database.db, shift.id, turnedDown.id, 'rejected');
      await insertInvite(ctx.database.db, shift.id, coach.id, 'invited');
      await insertInvite(ctx.database.db, shift.id, learner.id, 'accepted');

      const asAdmin: Shift = (await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: admin })).json();
      expect(asAdmin.details.attendees.map((a) => a.id).sort()).toEqual([rp.id, turnedDown.id, coach.id, learner.id].sort());
      expect(asAdmin.details.attendees.every((a) => a.email.includes('@'))).toBe(true);
      const mine = asAdmin.details.attendees.find((a) => a.id === rp.id);
      expect(mine).toMatchObject({ status: 'accepted', roles: ['rp'], swapToUserId: null, inviteId: expect.any(Number) });

      const asRp: Shift = (await ctx.api({ method: 'GET', url: `/roleplay_shifts/${shift.id}`, token: rp.token })).json();
      expect(asRp.details.attendees.map((a) => a.id).sort()).toEqual([rp.id, coach.id, learner.id].sort());
      expect(asRp.details.attendees.find((a) => a.id === learner.id)?.email).toBe('');
      expect(asRp.details.attendees.find((a) => a.id === coach.id)?.email).toContain('@');
      expect(asRp.callLength).toBe(75);

      // Who declined sees their own declined invite (their page says so), and nobody else's.
      const asDecliner = await ctx.api({
        method: 'GET',
        url: `/roleplay_shifts/${shift.id}`,
        token: await ctx.sessionFor(turnedDown),
      });
      expect(asDecliner.statusCode, asDecliner.body).toBe(200);
      const declinerView: Shift = asDecliner.json();
      expect(declinerView.details.attendees.find((a) => a.id === turnedDown.id)).toMatchObject({ status: 'rejected' });
      expect(declinerView.details.attendees.filter((a) => a.status === 'rejected').map((a) => a.id)).toEqual([turnedDown.id]);
    });

    it('shows a participant their own shift on its day only', async () => {
      const tz = ctx.config.timeZone;
      const today = zonedDate(new Date(), tz);
      const noonToday = new Date(startOfZonedDay(today, tz).getTime() + 12 * HOUR);
      const tomorrowNoon = new Date(noonToday.getTime() + 24 * HOUR);
      const todays = await insertRoleplayShift(ctx.database.db, courseId, {
        begins: noonToday,
        ends: new Date(noonToday.getTime() + HOUR),
      });
      const tomorrows = await insertRoleplayShift(ctx.database.db, courseId, {
        begins: tomorrowNoon,
        ends: new Date(tomorrowNoon.getTime() + HOUR),
      });
      const view = (id: number) => ctx.api({ method: 'GET', url: `/roleplay_shifts/${id}`, token: participant.token });

      const uninvited = await view(todays.id);
      expect(uninvited.statusCode).toBe(403);
      expect(uninvited.json()).toMatchObject({ error: NOT_IN_SHIFT, code: 'not_in_shift' });

      await insertInvite(ctx.database.db, todays.id, participant.id, 'accepted');
      await insertInvite(ctx.database.db, tomorrows.id, participant.id, 'accepted');
      const ok = await view(todays.id);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().details.attendees.map((a: { id: number }) => a.id)).toEqual([participant.id]);
      const early = await view(tomorrows.id);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toMatchObject({ error: MESSAGES.sessionInfoOnShiftDay, code: 'shift_not_today' });
    });
  });

  describe('changing a roleplay shift', () => {
    it('recomputes the end from a new start, sessions or extensions and bumps the version', async () => {
      const shift = await createRoleplay();
      const res = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: sc.token,
        payload: { roleplayShift: { sessions: 5, comments: 'Bring headsets', updatedAt: shift.updatedAt } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const changed: Shift = res.json();
      expect(changed).toMatchObject({ begins: shift.begins, ends: '2031-03-04T21:30:00.000Z', sessions: 5, extensions: 1 });
      expect(changed.details.comments).toBe('Bring headsets');
      expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(shift.updatedAt));

      const moved = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: admin,
        payload: { roleplayShift: { startTime: '2031-03-10T13:00:00Z', extensions: 2, coachId: coach.id } },
      });
      expect(moved.statusCode).toBe(200);
      // 7 blocks of 75 minutes.
      expect(moved.json()).toMatchObject({
        begins: '2031-03-10T13:00:00.000Z',
        ends: '2031-03-10T21:45:00.000Z',
        details: { coachId: coach.id, comments: 'Bring headsets' },
      });

      // A component made longer afterwards: the next change of blocks uses the new call length.
      await ctx.database.db
        .update(scenarioComponents)
        .set({ duration: 45 })
        .where(and(eq(scenarioComponents.courseId, courseId), eq(scenarioComponents.position, 1)));
      const longer = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: admin,
        payload: { roleplayShift: { sessions: 1, extensions: 1 } },
      });
      expect(longer.json()).toMatchObject({ ends: '2031-03-10T16:30:00.000Z', callLength: 105 });
      await ctx.database.db
        .update(scenarioComponents)
        .set({ duration: 15 })
        .where(and(eq(scenarioComponents.courseId, courseId), eq(scenarioComponents.position, 1)));
    });

    it('refuses a stale copy with 409, more than 10 blocks and bad values with 400, another type with 404', async () => {
      const shift = await createRoleplay();
      const first = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: admin,
        payload: { roleplayShift: { comments: 'first', updatedAt: shift.updatedAt } },
      });
      expect(first.statusCode).toBe(200);
      const stale = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: admin,
        payload: { roleplayShift: { comments: 'second', updatedAt: shift.updatedAt } },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'stale_edit', details: { updatedAt: first.json().updatedAt } });

      const tooMany = await ctx.api({
        method: 'PATCH',
        url: `/roleplay_shifts/${shift.id}`,
        token: admin,
        payload: { roleplayShift: { sessions: 10 } },
      });
      expect(tooMany.statusCode).toBe(400);
      expect(JSON.stringify(tooMany.json().details)).toContain('roleplayShift.sessions');
      for (const [body, word] of [
        [{ sessions: 0 }, 'sessions'],
        [{ startTime: 'soon' }, 'startTime'],
        [{ coachId: sc.id }, 'coachId'],
        [{ shiftCoordinatorId: rp.id }, 'shiftCoordinatorId'],
      ] as const) {
        const res = await ctx.api({
          method: 'PATCH',
          url: `/roleplay_shifts/${shift.id}`,
          token: admin,
          payload: { roleplayShift: body },
        });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.json().details)).toContain(word);
      }
      const [row] = await ctx.database.db.select().from(courseEvents).where(eq(courseEvents.id, shift.id));
      expect(row?.comments).toBe('first');
      expect(row?.sessions).toBe(3);

      const training = await createTimed('training');
      for (const id of [training.id, 999_999]) {
        const res = await ctx.api({
          method: 'PATCH',
          url: `/roleplay_shifts/${id}`,
          token: admin,
          payload: { roleplayShift: {} },
        });
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('moving a shift', () => {
    it('keeps a roleplay shift’s length, tells its invited and accepted staff, and refuses a stale copy', async () => {
      const shift = await createRoleplay();
      // A coach of their own: the file's coach holds places on shifts other tests move.
      const coach = await ctx.createUser({ roles: ['coach'] });
      const swapper = await ctx.createUser({ roles: ['rp'] });
      const decliner = await ctx.createUser({ roles: ['rp'] });
      const learner = await ctx.createUser({ roles: ['participant'] });
      await insertInvite(ctx.database.db, shift.id, coach.id, 'accepted');
      await insertInvite(ctx.database.db, shift.id, rp.id, 'invited');
      await insertInvite(ctx.database.db, shift.id, swapper.id, 'swap_requested');
      await insertInvite(ctx.database.db, shift.id, decliner.id, 'rejected');
      await insertInvite(ctx.database.db, shift.id, learner.id, 'accepted');

      const res = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${shift.id}`,
        token: sc.token,
        // The end sent is ignored: a roleplay shift's length follows from its call blocks.
        payload: { courseEvent: { begins: '2031-03-11T15:00:00Z', ends: '2031-03-11T16:00:00Z', updatedAt: shift.updatedAt } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ begins: '2031-03-11T15:00:00.000Z', ends: '2031-03-11T20:00:00.000Z' });

      for (const who of [coach.id, rp.id, swapper.id]) {
        const mails = await mailsTo(await emailOf(who));
        const moved = mails.filter((m) => m.subject.startsWith('Shift moved'));
        expect(moved, `user ${who}`).toHaveLength(1);
        // Toronto time: 4 March 2031 is in standard time (UTC-5), 11 March in daylight time (UTC-4).
        expect(moved[0]?.text).toContain('Tue Mar 4 2031, 9:00–14:00');
        expect(moved[0]?.text).toContain('Tue Mar 11 2031, 11:00–16:00');
        expect(moved[0]?.text).toContain('Objection Handling');
        expect(moved[0]?.text).toContain(`/login?token=`);
      }
      for (const who of [decliner, learner]) {
        expect((await mailsTo(who.email)).filter((m) => m.subject.startsWith('Shift moved'))).toHaveLength(0);
      }

      const stale = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${shift.id}`,
        token: admin,
        payload: { courseEvent: { begins: '2031-03-12T15:00:00Z', updatedAt: shift.updatedAt } },
      });
      expect(stale.statusCode).toBe(409);
    });

    it('moves a training or live shift to the times given, or with its length, and refuses an end before the start', async () => {
      const live = await createTimed('live');
      const withEnd = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${live.id}`,
        token: admin,
        payload: { courseEvent: { begins: '2031-04-01T13:00:00Z', ends: '2031-04-01T18:00:00Z' } },
      });
      expect(withEnd.json()).toMatchObject({
        type: 'live',
        begins: '2031-04-01T13:00:00.000Z',
        ends: '2031-04-01T18:00:00.000Z',
      });
      const keepLength = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${live.id}`,
        token: admin,
        payload: { courseEvent: { begins: '2031-04-02T13:00:00Z' } },
      });
      expect(keepLength.json()).toMatchObject({ begins: '2031-04-02T13:00:00.000Z', ends: '2031-04-02T18:00:00.000Z' });
      const backwards = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${live.id}`,
        token: admin,
        payload: { courseEvent: { begins: '2031-04-02T13:00:00Z', ends: '2031-04-02T13:00:00Z' } },
      });
      expect(backwards.statusCode).toBe(400);
      expect(JSON.stringify(backwards.json().details)).toContain('courseEvent.ends');
      const noBegin = await ctx.api({
        method: 'PATCH',
        url: `/course_events/${live.id}`,
        token: admin,
        payload: { courseEvent: {} },
      });
      expect(noBegin.statusCode).toBe(400);
      expect(JSON.stringify(noBegin.json().details)).toContain('begins');
      const unknown = await ctx.api({
        method: 'PATCH',
        url: '/course_events/999999',
        token: admin,
        payload: { courseEvent: { begins: '2031-04-02T13:00:00Z' } },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('deleting a shift', () => {
    async function staffedShift() {
      const shift = await createRoleplay();
      const swapper = await ctx.createUser({ roles: ['coach'] });
      const decliner = await ctx.createUser({ roles: ['rp'] });
      const learners = [await ctx.createUser({ roles: ['participant'] }), await ctx.createUser({ roles: ['participant'] })];
      const accepted = await insertInvite(ctx.database.db, shift.id, rp.id, 'accepted');
      await insertInvite(ctx.database.db, shift.id, coach.id, 'invited');
      await insertInvite(ctx.database.db, shift.id, swapper.id, 'swap_requested');
      await insertInvite(ctx.database.db, shift.id, decliner.id, 'rejected');
      for (const learner of learners) await insertInvite(ctx.database.db, shift.id, learner.id, 'accepted');
      await ctx.database.db
        .insert(partialSwapRequests)
        .values({ eventInviteId: accepted.id, requestSubject: 'Shift Coverage Request', requestDetails: 'First hour' });
      await insertAssessment(ctx.database.db, shift.id, learners[0]?.id ?? 0);
      const staff = [await emailOf(rp.id), await emailOf(coach.id), swapper.email];
      return { shift, staff, decliner, learners, inviteId: accepted.id };
    }

    async function cancellations(emails: string[]) {
      const rows = await ctx.database.db.select().from(mailOutbox);
      return rows.filter((m) => m.subject.startsWith('Shift cancelled') && emails.includes(m.to[0] ?? ''));
    }

    it('deletes the shift with its invites, swap requests and assessments and tells its staff only', async () => {
      const { shift, staff, decliner, learners, inviteId } = await staffedShift();
      const before = (await cancellations(staff)).length;
      const res = await ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${shift.id}`, token: sc.token });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const db = ctx.database.db;
      expect(await db.select().from(courseEvents).where(eq(courseEvents.id, shift.id))).toEqual([]);
      expect(await db.select().from(eventInvites).where(eq(eventInvites.eventId, shift.id))).toEqual([]);
      expect(await db.select().from(partialSwapRequests).where(eq(partialSwapRequests.eventInviteId, inviteId))).toEqual([]);
      expect(await db.select().from(participantAssessments).where(eq(participantAssessments.eventId, shift.id))).toEqual([]);

      const mails = await cancellations(staff);
      expect(mails.length - before).toBe(3);
      const mail = mails.at(-1);
      expect(mail?.text).toContain('Objection Handling');
      // 14:00 UTC on 4 March 2031 is 9:00 in Toronto (standard time); four 75-minute blocks.
      expect(mail?.text).toContain('9:00–14:00');
      expect(mail?.text).toContain('America/Toronto');
      expect(await cancellations([decliner.email, ...learners.map((l) => l.email)])).toEqual([]);

      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'course_event'), eq(auditLog.entityId, shift.id), eq(auditLog.action, 'delete')));
      expect(entry?.data).toMatchObject({ emailParticipants: false, emailed: 3 });
    });

    it('tells the participants as well with email_participants=true', async () => {
      const { shift, staff, decliner, learners } = await staffedShift();
      const res = await ctx.api({ method: 'DELETE', url: `/roleplay_shifts/${shift.id}?email_participants=true`, token: admin });
      expect(res.statusCode).toBe(204);
      const toLearners = await cancellations(learners.map((l) => l.email));
      expect(toLearners).toHaveLength(2);
      expect((await cancellations(staff)).length).toBeGreaterThanOrEqual(3);
      expect(await cancellations([decliner.email])).toEqual([]);
    });

    it('deletes training and live shifts at their own path only, and refuses a bad flag', async () => {
      const training = await createTimed('training');
      const live = await createTimed('live');
      const wrong = await ctx.api({ method: 'DELETE', url: `/live_shifts/${training.id}`, token: admin });
      expect(wrong.statusCode).toBe(404);
      const bad = await ctx.api({
        method: 'DELETE',
        url: `/training_shifts/${training.id}?email_participants=yes`,
        token: admin,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('email_participants');
      for (const [path, id] of [
        ['training_shifts', training.id],
        ['live_shifts', live.id],
      ] as const) {
        expect((await ctx.api({ method: 'DELETE', url: `/${path}/${id}`, token: admin })).statusCode).toBe(204);
        expect((await ctx.api({ method: 'DELETE', url: `/${path}/${id}`, token: admin })).statusCode).toBe(404);
      }
      expect(
        await ctx.database.db
          .select()
          .from(courseEvents)
          .where(inArray(courseEvents.id, [training.id, live.id])),
      ).toEqual([]);
    });
  });
});
