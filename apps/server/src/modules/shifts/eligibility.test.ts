import type { InvitableUser, SuggestedDate } from '@app/shared';
import { describe, expect } from 'vitest';
import { startOfZonedDay } from '../../lib/zoned-time';
import { apiTest, HOUR, insertAvailability, insertCourse, insertInvite, insertRoleplayShift, qualify } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';

/**
 * Eligibility (qualified, available for the whole shift, not busy) is written twice: as SQL in the
 * invite picker (availableSql in invites/repository.ts, busySql in busy.ts), and in the suggested
 * dates as the pool of qualified people and one predicate, canTake, over the availabilities and busy
 * shifts read for the whole window (suggest-dates.ts). This runs both on the same rows and expects
 * the same role-players at every time the suggestions offer.
 */

const it = apiTest;

describe(`eligibility: the invite picker and the suggested dates agree (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: string;
  let courseId = 0;
  const rolePlayers: number[] = [];
  const DATE = '2034-03-07'; // a Tuesday, not a holiday

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = (await ctx.signIn('admin')).token;
    const db = ctx.database.db;
    const at = (hours: number) => new Date(startOfZonedDay(DATE, ctx.config.timeZone).getTime() + hours * HOUR);
    // One scenario and a break: a 45-minute call, one role-player per shift at the lowest ratio.
    courseId = (
      await insertCourse(db, {
        components: [
          { type: 'Scenario', duration: 30 },
          { type: 'Break', duration: 15 },
        ],
      })
    ).id;
    const other = await insertCourse(db);
    for (const roles of [['coach'], ['sc']] as const) {
      const staff = await ctx.createUser({ roles: [...roles] });
      await insertAvailability(db, staff.id, at(8), at(18));
    }
    const rp = async (name: string, opts: { qualified?: boolean; from?: number; to?: number } = {}) => {
      const user = await ctx.createUser({ roles: ['rp', 'coach'], name: `Eligible ${name}` });
      rolePlayers.push(user.id);
      if (opts.qualified !== false) await qualify(db, user.id, courseId);
      if (opts.from !== undefined) await insertAvailability(db, user.id, at(opts.from), at(opts.to ?? 17));
      return user.id;
    };
    await rp('free all day', { from: 9 });
    await rp('not qualified', { qualified: false, from: 9 });
    await rp('without availability');
    await rp('available for an hour only', { from: 10, to: 11 });
    const accepted = await rp('accepted on a shift 11:00 to 12:00', { from: 9 });
    const coach = await rp('coach of a shift 13:00 to 14:00', { from: 9 });
    const before = await rp('accepted on a shift 8:00 to 9:00', { from: 9 });
    await insertInvite(db, (await insertRoleplayShift(db, other.id, { begins: at(11), ends: at(12) })).id, accepted, 'accepted');
    await insertRoleplayShift(db, other.id, { begins: at(13), ends: at(14), coachId: coach });
    await insertInvite(db, (await insertRoleplayShift(db, other.id, { begins: at(8), ends: at(9) })).id, before, 'accepted');
  });

  it('names the same role-players, and as many, for every suggested time', async () => {
    const res = await ctx.api({
      method: 'GET',
      url: `/courses/${courseId}/suggest_roleplay_shift_dates?reference_date=${DATE}&sessions=1&extensions=1&staffing_ratio=1`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = (res.json() as SuggestedDate[]).filter((s) => s.startTime.startsWith(DATE.slice(0, 7)));
    // Enough times to see each rule apply: before, during and after the busy shifts.
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    const counts = new Set<number>();
    for (const suggestion of suggestions) {
      const picker = await ctx.api({
        method: 'GET',
        url: `/roleplayers?role=rp&course_ids=${courseId}&start_time=${suggestion.startTime}&end_time=${suggestion.endTime}`,
        token: admin,
      });
      expect(picker.statusCode, picker.body).toBe(200);
      const eligible = (picker.json() as InvitableUser[])
        .filter((u) => rolePlayers.includes(u.id) && u.qualified && u.available && !u.busy)
        .map((u) => u.id)
        .sort((a, b) => a - b);
      const suggested = suggestion.rolePlayers.map((p) => p.id).sort((a, b) => a - b);
      expect(suggested, suggestion.startTime).toEqual(eligible);
      expect(suggestion.rolePlayerCount, suggestion.startTime).toBe(eligible.length);
      counts.add(eligible.length);
    }
    // The rows make the answer vary with the time: busy people drop out of some times and not others.
    expect(counts.size).toBeGreaterThan(1);
  });
});
