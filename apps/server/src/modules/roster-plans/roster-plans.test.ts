import type { RosterPlan, RosterPlanApplied } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, courseEvents, users } from '../../db/schema';
import { addCalendarDays, zonedTime } from '../../lib/zoned-time';
import {
  apiTest,
  DAY,
  insertAvailability,
  insertCourse,
  insertInvite,
  insertScenarioComponents,
  insertShift,
  namedFields,
  qualify,
  type Session,
} from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { weekOf } from './facts';

const it = apiTest;

/**
 * Plan the month (issue 39) through the API: each hard rule on a small case where breaking it would
 * fill more, the goals' order, the refusals, removing and locking, applying through the invite path,
 * a draft whose facts changed, and two managers applying overlapping drafts at once.
 */
describe(`roster plans (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: Session;
  let sc: Session;
  const db = () => ctx.database.db;
  const tz = () => ctx.config.timeZone;

  it.beforeAll(async ({ ctx: fileCtx, admin: a, sc: s }) => {
    ctx = fileCtx;
    admin = a;
    sc = s;
  });

  // Each test plans its own week, far enough ahead that nothing else of the file is there.
  let week = 0;
  async function world() {
    week += 1;
    // A Monday: the plan's seven days are one calendar week (the weekly limit's).
    const first = weekOf(Date.now() + (20 + week * 7) * DAY, tz());
    const course = await insertCourse(db(), { name: `Plan course ${week}` });
    await insertScenarioComponents(db(), course.id, [{ type: 'Scenario' }]);
    const day = (n: number) => addCalendarDays(first, n);
    const at = (n: number, hour: number) => zonedTime(day(n), hour, tz());
    /** A roleplay shift on day n from `hour`, needing `rolePlayers` (one scenario × ratio), coached and coordinated unless told. */
    const shift = async (n: number, hour: number, opts: { rolePlayers?: number; hours?: number; staffed?: boolean } = {}) => {
      const row = await insertShift(db(), course.id, {
        begins: at(n, hour),
        ends: at(n, hour + (opts.hours ?? 3)),
        sessions: 2,
        extensions: 1,
        coachId: opts.staffed === false ? null : staff.coach.user.id,
        coordinatorId: opts.staffed === false ? null : staff.sc.user.id,
      });
      await db()
        .update(courseEvents)
        .set({ staffingRatio: opts.rolePlayers ?? 1 })
        .where(eq(courseEvents.id, row.id));
      return row;
    };
    /** A staff member qualified for the course and free every day of the week, 7:00–22:00. */
    const person = async (role: 'rp' | 'coach' | 'sc' = 'rp', opts: { qualified?: boolean; free?: boolean } = {}) => {
      const made = await ctx.signIn(role);
      if (opts.qualified !== false) await qualify(db(), made.user.id, course.id);
      if (opts.free !== false) for (let n = 0; n < 7; n++) await insertAvailability(db(), made.user.id, at(n, 7), at(n, 22));
      return made;
    };
    const staff = { coach: await ctx.signIn('coach'), sc: await ctx.signIn('sc') };
    const plan = async (session: Session = sc) => {
      const res = await ctx.api({
        method: 'POST',
        url: '/roster_plans',
        token: session.token,
        payload: { plan: { from: day(0), to: day(6), courseIds: [course.id] } },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as RosterPlan;
    };
    return { course, day, at, shift, person, plan };
  }

  const proposedFor = (plan: RosterPlan, shiftId: number) =>
    plan.assignments.filter((a) => a.shiftId === shiftId && a.role === 'roleplayer').map((a) => a.userId);
  const unfilledOf = (plan: RosterPlan, shiftId: number) =>
    plan.unfilled.filter((u) => u.shiftId === shiftId && u.role === 'roleplayer').map((u) => [u.count, u.reason]);
  const apply = (id: number, session: Session = sc) =>
    ctx.api({ method: 'POST', url: `/roster_plans/${id}/apply`, token: session.token });

  it('fills every open place of the period: role-players by the staffing rule, a missing coach and coordinator', async () => {
    const w = await world();
    const a = await w.person();
    const b = await w.person();
    const coach = await w.person('coach');
    const coordinator = await w.person('sc');
    const shift = await w.shift(1, 9, { rolePlayers: 2, staffed: false });
    const plan = await w.plan();
    expect(plan.status).toBe('draft');
    expect(plan.optimal).toBe(true);
    expect(proposedFor(plan, shift.id).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(plan.assignments.filter((x) => x.role === 'coach').map((x) => x.userId)).toEqual([coach.user.id]);
    expect(plan.assignments.filter((x) => x.role === 'shift_coordinator').map((x) => x.userId)).toEqual([coordinator.user.id]);
    expect(plan.unfilled).toEqual([]);
    expect(plan.shifts.map((s) => [s.id, s.open])).toEqual([[shift.id, { roleplayer: 2, coach: 1, shift_coordinator: 1 }]]);
    expect(plan.people.find((p) => p.userId === a.user.id)).toEqual({
      userId: a.user.id,
      name: a.user.name,
      shifts: [shift.id],
      held: 0,
    });
    const read = await ctx.api({ method: 'GET', url: `/roster_plans/${plan.id}`, token: admin.token });
    expect(read.json()).toEqual(plan);
  });

  describe('never breaks a hard rule, even where breaking it would fill more', () => {
    it('qualified for the course', async () => {
      const w = await world();
      const a = await w.person();
      await w.person('rp', { qualified: false });
      const shift = await w.shift(1, 9, { rolePlayers: 2 });
      const plan = await w.plan();
      expect(proposedFor(plan, shift.id)).toEqual([a.user.id]);
      expect(unfilledOf(plan, shift.id)).toEqual([[1, 'nobody_qualified']]);
    });

    it('available for the whole shift', async () => {
      const w = await world();
      const a = await w.person();
      const half = await w.person('rp', { free: false });
      await insertAvailability(db(), half.user.id, w.at(1, 7), w.at(1, 11));
      const shift = await w.shift(1, 9, { rolePlayers: 2 });
      const plan = await w.plan();
      expect(proposedFor(plan, shift.id)).toEqual([a.user.id]);
      expect(unfilledOf(plan, shift.id)).toEqual([[1, 'nobody_available']]);
    });

    it('not busy: a place held on an overlapping shift', async () => {
      const w = await world();
      const a = await w.person();
      const busy = await w.person();
      const other = await insertShift(db(), (await insertCourse(db())).id, { begins: w.at(1, 10), ends: w.at(1, 11) });
      await insertInvite(db(), other.id, busy.user.id, 'accepted');
      const shift = await w.shift(1, 9, { rolePlayers: 2 });
      const plan = await w.plan();
      expect(proposedFor(plan, shift.id)).toEqual([a.user.id]);
      expect(unfilledOf(plan, shift.id)).toEqual([[1, 'everybody_busy']]);
    });

    it('the rest time after a shift held', async () => {
      const w = await world();
      const a = await w.person();
      const tired = await w.person();
      const other = await insertShift(db(), (await insertCourse(db())).id, { begins: w.at(1, 13), ends: w.at(1, 17) });
      await insertInvite(db(), other.id, tired.user.id, 'accepted');
      const shift = await w.shift(1, 9, { rolePlayers: 2 });
      const plan = await w.plan();
      expect(proposedFor(plan, shift.id)).toEqual([a.user.id]);
      expect(unfilledOf(plan, shift.id)).toEqual([[1, 'rest_or_weekly_limit']]);
    });

    it('no two proposals closer than the rest time, nor one person twice on a shift', async () => {
      const w = await world();
      const a = await w.person();
      const morning = await w.shift(1, 9, { rolePlayers: 2 });
      const afternoon = await w.shift(1, 14);
      const plan = await w.plan();
      expect(plan.assignments.filter((x) => x.role === 'roleplayer')).toHaveLength(1);
      expect([...proposedFor(plan, morning.id), ...proposedFor(plan, afternoon.id)]).toEqual([a.user.id]);
    });

    it('at most the shifts a week a person allows, counting those held', async () => {
      const w = await world();
      const a = await w.person();
      await db().update(users).set({ maxShiftsPerWeek: 2 }).where(eq(users.id, a.user.id));
      const held = await insertShift(db(), (await insertCourse(db())).id, { begins: w.at(0, 9), ends: w.at(0, 10) });
      await insertInvite(db(), held.id, a.user.id, 'accepted');
      await w.shift(2, 9);
      await w.shift(3, 9);
      await w.shift(4, 9);
      const plan = await w.plan();
      // Two a week: one held on Monday, so one more.
      expect(plan.assignments.filter((x) => x.userId === a.user.id)).toHaveLength(1);
      expect(plan.unfilled.map((u) => u.reason)).toEqual(['planned_elsewhere', 'planned_elsewhere']);
    });

    it('nobody who declined, let lapse or gave away that shift', async () => {
      const w = await world();
      const a = await w.person();
      const declined = await w.person();
      const lapsed = await w.person();
      const gaveAway = await w.person();
      const shift = await w.shift(1, 9, { rolePlayers: 4 });
      await insertInvite(db(), shift.id, declined.user.id, 'rejected');
      await insertInvite(db(), shift.id, lapsed.user.id, 'expired');
      await db()
        .insert(auditLog)
        .values({
          actorId: a.user.id,
          action: 'invite_swap_taken',
          entity: 'event_invite',
          entityId: 1,
          eventId: shift.id,
          data: { eventId: shift.id, giverId: gaveAway.user.id },
        });
      const plan = await w.plan();
      expect(proposedFor(plan, shift.id)).toEqual([a.user.id]);
      expect(unfilledOf(plan, shift.id)).toEqual([[3, 'everybody_busy']]);
    });
  });

  it('spreads the work: the least busy first, counting shifts already held in the period', async () => {
    const w = await world();
    const busy = await w.person();
    const idle = await w.person();
    for (const n of [0, 1]) {
      const held = await insertShift(db(), (await insertCourse(db())).id, { begins: w.at(n, 19), ends: w.at(n, 20) });
      await insertInvite(db(), held.id, busy.user.id, 'accepted');
    }
    const first = await w.shift(3, 9);
    const second = await w.shift(5, 9);
    const plan = await w.plan();
    expect(proposedFor(plan, first.id)).toEqual([idle.user.id]);
    expect(proposedFor(plan, second.id)).toEqual([idle.user.id]);
    expect(plan.people.find((p) => p.userId === idle.user.id)?.held).toBe(0);
  });

  it('prefers, among equals, someone who played the course before', async () => {
    const w = await world();
    await w.person();
    const veteran = await w.person();
    const past = await insertShift(db(), w.course.id, { begins: new Date(Date.now() - 10 * DAY), hours: 2 });
    await insertInvite(db(), past.id, veteran.user.id, 'accepted');
    const shift = await w.shift(2, 9);
    const plan = await w.plan();
    expect(plan.assignments.filter((x) => x.shiftId === shift.id)).toEqual([
      { shiftId: shift.id, userId: veteran.user.id, role: 'roleplayer', locked: false, why: 'played_before' },
    ]);
  });

  it('refuses anonymous callers (401), staff who do not manage (403) and bad input naming the field (400)', async () => {
    const w = await world();
    const body = { plan: { from: w.day(0), to: w.day(6) } };
    expect((await ctx.api({ method: 'POST', url: '/roster_plans', payload: body })).statusCode).toBe(401);
    for (const role of ['rp', 'coach', 'participant'] as const) {
      const session = await ctx.signIn(role);
      expect((await ctx.api({ method: 'POST', url: '/roster_plans', token: session.token, payload: body })).statusCode).toBe(403);
      expect((await ctx.api({ method: 'GET', url: '/roster_plans/1', token: session.token })).statusCode).toBe(403);
    }
    const bad = await ctx.api({
      method: 'POST',
      url: '/roster_plans',
      token: sc.token,
      payload: { plan: { from: 'soon', to: w.day(6) } },
    });
    expect(bad.statusCode).toBe(400);
    expect(namedFields(bad)).toContain('plan.from');
    const backwards = await ctx.api({
      method: 'POST',
      url: '/roster_plans',
      token: sc.token,
      payload: { plan: { from: w.day(6), to: w.day(0) } },
    });
    expect(backwards.statusCode).toBe(400);
    expect(namedFields(backwards)).toContain('plan.to');
    expect((await ctx.api({ method: 'GET', url: '/roster_plans/999999', token: sc.token })).statusCode).toBe(404);
    const plan = await w.plan();
    const unknown = await ctx.api({
      method: 'PATCH',
      url: `/roster_plans/${plan.id}`,
      token: sc.token,
      payload: { plan: { lock: [{ shiftId: 1, userId: 1, role: 'coach' }] } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(namedFields(unknown)).toContain('plan.lock.0');
  });

  it('removes a proposal (somebody else is proposed), locks one, and solves again', async () => {
    const w = await world();
    const a = await w.person();
    const b = await w.person();
    const first = await w.shift(1, 9);
    const second = await w.shift(3, 9);
    const plan = await w.plan();
    const onFirst = plan.assignments.find((x) => x.shiftId === first.id);
    if (!onFirst) throw new Error('nobody proposed');
    const other = onFirst.userId === a.user.id ? b.user.id : a.user.id;
    const res = await ctx.api({
      method: 'PATCH',
      url: `/roster_plans/${plan.id}`,
      token: sc.token,
      payload: { plan: { remove: [onFirst], updatedAt: plan.updatedAt } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as RosterPlan;
    expect(proposedFor(changed, first.id)).toEqual([other]);
    expect(changed.updatedAt > plan.updatedAt).toBe(true);
    const onSecond = changed.assignments.find((x) => x.shiftId === second.id);
    if (!onSecond) throw new Error('nobody proposed');
    const locked = await ctx.api({
      method: 'PATCH',
      url: `/roster_plans/${plan.id}`,
      token: sc.token,
      payload: { plan: { lock: [onSecond] } },
    });
    expect(locked.statusCode).toBe(200);
    expect((locked.json() as RosterPlan).assignments.find((x) => x.shiftId === second.id)).toMatchObject({
      userId: onSecond.userId,
      locked: true,
      why: 'locked',
    });
    const stale = await ctx.api({
      method: 'PATCH',
      url: `/roster_plans/${plan.id}`,
      token: sc.token,
      payload: { plan: { remove: [], updatedAt: plan.updatedAt } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_edit');
  });

  it('applies through the invite path: the role-player sees the invitation, the coach is set on the shift', async () => {
    const w = await world();
    const a = await w.person();
    const coach = await w.person('coach');
    const shift = await w.shift(2, 9, { staffed: false });
    const plan = await w.plan();
    const res = await apply(plan.id);
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json() as RosterPlanApplied;
    expect(applied.status).toBe('applied');
    expect(applied.invites.filter((i) => i.role === 'roleplayer').map((i) => i.userId)).toEqual([a.user.id]);
    const mine = await ctx.api({ method: 'GET', url: `/event_invites?eventId=${shift.id}`, token: a.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().map((i: { user: { id: number }; status: string }) => [i.user.id, i.status])).toEqual([
      [a.user.id, 'invited'],
    ]);
    const [row] = await db().select().from(courseEvents).where(eq(courseEvents.id, shift.id));
    expect(row?.coachId).toBe(coach.user.id);
    const again = await apply(plan.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('roster_plan_applied');
    expect((await ctx.api({ method: 'GET', url: `/roster_plans/${plan.id}`, token: sc.token })).json().status).toBe('applied');
  });

  it('refuses to apply a draft whose facts changed, naming what changed (409)', async () => {
    const w = await world();
    const a = await w.person();
    const shift = await w.shift(2, 9);
    const plan = await w.plan();
    expect(proposedFor(plan, shift.id)).toEqual([a.user.id]);
    const other = await insertShift(db(), (await insertCourse(db())).id, { begins: w.at(2, 8), ends: w.at(2, 10) });
    await insertInvite(db(), other.id, a.user.id, 'accepted');
    const res = await apply(plan.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('roster_plan_changed');
    expect(res.json().error).toContain(`${a.user.name} became busy`);

    const b = await w.person();
    const moved = await w.plan();
    expect(proposedFor(moved, shift.id)).toEqual([b.user.id]);
    await db()
      .update(courseEvents)
      .set({ begins: w.at(2, 11), ends: w.at(2, 14) })
      .where(eq(courseEvents.id, shift.id));
    const res2 = await apply(moved.id);
    expect(res2.statusCode).toBe(409);
    expect(res2.json().error).toContain('moved');
  });

  it('two managers applying overlapping drafts at once: one wins, the other gets 409', async () => {
    const w = await world();
    await w.person();
    const shift = await w.shift(2, 9);
    const first = await w.plan(sc);
    const second = await w.plan(admin);
    expect(proposedFor(first, shift.id)).toHaveLength(1);
    expect(proposedFor(second, shift.id)).toEqual(proposedFor(first, shift.id));
    const answers = await Promise.all([apply(first.id, sc), apply(second.id, admin)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('roster_plan_changed');
  });
});
