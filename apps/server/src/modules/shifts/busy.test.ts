import type { InvitableUser, ShiftStaffCandidate } from '@app/shared';
import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../db/schema';
import { apiTest, DAY, HOUR, insertCourse, insertInvite, insertRoleplayShift } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { busySql } from './busy';
import { busyIntervals } from './repository';

const it = apiTest;

/**
 * Busy has one definition (busy.ts) and two forms: a condition on one person (the invite picker) and
 * the busy intervals of many (the coach and coordinator lists, the suggested dates). Before it was
 * written once, the picker counted invites only and the lists counted coaches and coordinators too:
 * here both callers answer on the rows where those two disagreed, and on back-to-back shifts.
 */
describe(`busy, one rule for every caller (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: string;
  /** The shift being staffed: 10:00 to 12:00, nine days from now. */
  let staffed = 0;
  let period: { start: Date; end: Date };
  /** Each person by what they hold, and whether that keeps them busy in the staffed shift's time. */
  const people: Record<string, { id: number; busy: boolean }> = {};

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = (await ctx.signIn('admin')).token;
    const db = ctx.database.db;
    const day = new Date(Math.floor(Date.now() / DAY) * DAY + 9 * DAY);
    const at = (hours: number) => new Date(day.getTime() + hours * HOUR);
    period = { start: at(10), end: at(12) };
    const course = await insertCourse(db);
    const person = async (name: string, busy: boolean) => {
      const user = await ctx.createUser({ roles: ['rp', 'coach', 'sc'], name: `Busy ${name}` });
      people[name] = { id: user.id, busy };
      return user.id;
    };
    const shift = (from: number, to: number, opts: { coachId?: number; coordinatorId?: number } = {}) =>
      insertRoleplayShift(db, course.id, { begins: at(from), ends: at(to), ...opts });

    const own = await person('holding a place on the staffed shift only', false);
    const ownCoach = await person('coach of the staffed shift only', false);
    staffed = (await shift(10, 12, { coachId: ownCoach })).id;
    await insertInvite(db, staffed, own, 'accepted');

    // Back to back: a shift ending as the staffed one begins, and one beginning as it ends.
    const before = await shift(8, 10, { coachId: await person('coach of the shift just before', false) });
    const after = await shift(12, 14, { coordinatorId: await person('coordinator of the shift just after', false) });
    await insertInvite(db, before.id, await person('accepted on the shift just before', false), 'accepted');
    await insertInvite(db, after.id, await person('invited to the shift just after', false), 'invited');

    // Overlapping shifts: a coach or coordinator with no invite there (the picker used to miss them),
    // and each invite status.
    await shift(11, 13, { coachId: await person('coach of an overlapping shift', true) });
    await shift(9, 11, { coordinatorId: await person('coordinator of an overlapping shift', true) });
    const overlapping = await shift(11, 12);
    for (const status of ['invited', 'accepted', 'swap_requested', 'rejected'] as const) {
      await insertInvite(db, overlapping.id, await person(`${status} on an overlapping shift`, status !== 'rejected'), status);
    }
  });

  const expected = () => Object.fromEntries(Object.entries(people).map(([name, p]) => [name, p.busy]));
  const byName = (busyIds: Set<number>) =>
    Object.fromEntries(Object.entries(people).map(([name, p]) => [name, busyIds.has(p.id)]));
  const ids = () => Object.values(people).map((p) => p.id);

  it('answers the same in its two forms: the condition on one person and the intervals of many', async () => {
    const db = ctx.database.db;
    const window = { ...period, exceptShiftId: staffed };
    const rows = await db
      .select({ id: users.id, busy: busySql(users.id, window) })
      .from(users)
      .where(inArray(users.id, ids()));
    expect(byName(new Set(rows.filter((r) => r.busy).map((r) => r.id)))).toEqual(expected());
    const intervals = await busyIntervals(db, { ...window, userIds: ids() });
    expect(byName(new Set(intervals.map((i) => i.userId)))).toEqual(expected());
  });

  it('gives the invite picker and the coach, coordinator lists the same answers', async () => {
    const picker = await ctx.api({ method: 'GET', url: `/roleplayers?event_id=${staffed}&role=coach`, token: admin });
    expect(picker.statusCode, picker.body).toBe(200);
    const flagged = (picker.json() as InvitableUser[]).filter((u) => u.busy).map((u) => u.id);
    expect(byName(new Set(flagged))).toEqual(expected());

    for (const list of ['shift_coaches', 'shift_coordinators']) {
      const res = await ctx.api({ method: 'GET', url: `/${list}?event_id=${staffed}`, token: admin });
      expect(res.statusCode, res.body).toBe(200);
      const free = new Set((res.json() as ShiftStaffCandidate[]).map((u) => u.id));
      expect(byName(new Set(ids().filter((id) => !free.has(id))))).toEqual(expected());
    }
  });

  it('counts the staffed shift itself when no shift is excepted', async () => {
    const intervals = await busyIntervals(ctx.database.db, { ...period, userIds: ids() });
    const busyIds = new Set(intervals.map((i) => i.userId));
    expect(busyIds.has(people['holding a place on the staffed shift only']?.id ?? 0)).toBe(true);
    expect(busyIds.has(people['coach of the staffed shift only']?.id ?? 0)).toBe(true);
  });
});
