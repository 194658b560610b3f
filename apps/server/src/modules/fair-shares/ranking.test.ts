import type { InvitableUser, SuggestedDate } from '@app/shared';
import { describe, expect } from 'vitest';
import { startOfZonedDay } from '../../lib/zoned-time';
import { apiTest, HOUR, insertAvailability, insertCourse, insertInvite, insertRoleplayShift } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { fairShares, rankByFairShare } from './index';

const it = apiTest;

/**
 * The two lists that suggest people (the suggested dates and the invite picker) put those equally
 * suitable in fair-share order and carry each one's fair share; the unsuitable keep their flags.
 */
describe(`people suggested in fair-share order (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: string;
  let courseId = 0;
  const DAY = '2032-09-14'; // a Tuesday
  const local = (hours: number) => new Date(startOfZonedDay(DAY, ctx.config.timeZone).getTime() + hours * HOUR);
  /** Role-players by name; their accepted hours on other days differ. */
  const rp: Record<string, number> = {};
  let coach = 0;
  let sc = 0;
  let shiftId = 0;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = (await ctx.signIn('admin')).token;
    const db = ctx.database.db;
    courseId = (await insertCourse(db, { components: [{ type: 'Scenario', duration: 30 }] })).id;
    // Names in alphabetical order the reverse of their fair shares, so name order would fail.
    for (const name of ['Abe', 'Bea', 'Cal', 'Dot', 'Eli']) rp[name] = (await ctx.createUser({ roles: ['rp'], name })).id;
    coach = (await ctx.createUser({ roles: ['coach'], name: 'Coach' })).id;
    sc = (await ctx.createUser({ roles: ['sc'], name: 'Coordinator' })).id;
    for (const id of [...Object.values(rp), coach, sc]) await insertAvailability(db, id, local(9), local(17));
    // Accepted hours the week before: Abe 6, Bea 4, Cal 2 (as two shifts), Dot 2 (one), Eli none.
    const week = (hours: number) => new Date(local(hours).getTime() - 7 * 24 * HOUR);
    const accepted = async (name: string, from: number, to: number) => {
      const shift = await insertRoleplayShift(db, courseId, { begins: week(from), ends: week(to) });
      await insertInvite(db, shift.id, rp[name] as number, 'accepted');
    };
    await accepted('Abe', 9, 15);
    await accepted('Bea', 9, 13);
    await accepted('Cal', 9, 10);
    await accepted('Cal', 11, 12);
    await accepted('Dot', 13, 15);
    // Bea's later invite on the day itself only waits for her answer: not an hour of hers.
    const pending = await insertRoleplayShift(db, courseId, { begins: local(16), ends: local(17) });
    await insertInvite(db, pending.id, rp.Bea as number, 'invited');
    const target = await insertRoleplayShift(db, courseId, { begins: local(10), ends: local(11) });
    shiftId = target.id;
  });

  const names = (ids: number[]) => ids.map((id) => Object.keys(rp).find((n) => rp[n] === id) ?? id);

  it('ranks fewest hours first, whatever the names', async () => {
    const order = await rankByFairShare(ctx.database.db, Object.values(rp), new Date(), ctx.config.timeZone);
    // The hours are booked ahead (2032), so they count as held; Cal and Dot hold 2 hours each (then by id).
    expect(names(order)).toEqual(['Eli', 'Cal', 'Dot', 'Bea', 'Abe']);
  });

  it('names the people of a suggested time fewest hours first, each with their fair share', async () => {
    const res = await ctx.api({
      method: 'GET',
      url: `/courses/${courseId}/suggest_roleplay_shift_dates?reference_date=${DAY}&sessions=1&extensions=1&staffing_ratio=1`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json() as SuggestedDate[];
    expect(first?.rolePlayerCount).toBe(5);
    expect(names((first?.rolePlayers ?? []).map((p) => p.id))).toEqual(['Eli', 'Cal', 'Dot', 'Bea', 'Abe']);
    // Each carries the figures of the fair-shares module.
    const figures = await fairShares(ctx.database.db, [rp.Abe as number, coach], new Date(), ctx.config.timeZone);
    expect(first?.rolePlayers.find((p) => p.id === rp.Abe)?.fairShare).toEqual(figures.get(rp.Abe as number));
    expect(first?.coaches.map((p) => [p.id, p.fairShare])).toEqual([[coach, figures.get(coach)]]);
    expect(first?.shiftCoordinators.map((p) => p.id)).toEqual([sc]);
  });

  it('lists the picker’s role-players fewest hours first, each with their fair share', async () => {
    const res = await ctx.api({ method: 'GET', url: `/roleplayers?event_id=${shiftId}&role=rp`, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as InvitableUser[]).filter((u) => Object.values(rp).includes(u.id));
    expect(names(rows.map((u) => u.id))).toEqual(['Eli', 'Cal', 'Dot', 'Bea', 'Abe']);
    // All equally suitable for this shift: suitability is told as before, only the order is new.
    expect(rows.every((u) => u.qualified && u.available && !u.busy && u.inviteStatus === null)).toBe(true);
    const figures = await fairShares(ctx.database.db, [rp.Cal as number, rp.Dot as number], new Date(), ctx.config.timeZone);
    expect(rows.find((u) => u.id === rp.Cal)?.fairShare).toEqual(figures.get(rp.Cal as number));
    const one = await ctx.api({ method: 'GET', url: `/roleplayers/${rp.Dot}?event_id=${shiftId}`, token: admin });
    expect(one.json().fairShare).toEqual(figures.get(rp.Dot as number));
  });
});
