import { MESSAGES, rolePlayersNeeded, SUGGESTION_NAMES, type SuggestedDate } from '@app/shared';
import { describe, expect } from 'vitest';
import { startOfZonedDay } from '../../lib/zoned-time';
import { apiTest, HOUR, insertAvailability, insertCourse, insertInvite, insertRoleplayShift, qualify } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { NO_SCENARIO } from './records';
import { MAX_SUGGESTIONS } from './suggest-dates';

const it = apiTest;

describe(`suggested roleplay shift dates (${testDbKind})`, () => {
  let ctx: TestContext;
  let admin: string;
  let sc: { id: number; name: string };
  let coach: { id: number; name: string };
  let rps: Array<{ id: number; name: string }> = [];
  /** Two Scenario components and a break: a 75-minute call; one session + one extension = 150 minutes. */
  let courseA = 0;
  /** The same scenario, with only the first two role-players qualified. */
  let courseB = 0;

  /** An instant at `hours` after local midnight of `date` in the business time zone. */
  const local = (date: string, hours: number) => new Date(startOfZonedDay(date, ctx.config.timeZone).getTime() + hours * HOUR);

  async function suggest(courseId: number, query: string, token = admin) {
    return ctx.api({ method: 'GET', url: `/courses/${courseId}/suggest_roleplay_shift_dates?${query}`, token });
  }

  async function suggestions(courseId: number, query: string): Promise<SuggestedDate[]> {
    const res = await suggest(courseId, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const ids = (people: Array<{ id: number }>) => people.map((p) => p.id);

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    admin = (await ctx.signIn('admin')).token;
    const db = ctx.database.db;
    const person = (u: { id: number; name: string }) => ({ id: u.id, name: u.name });
    sc = person(await ctx.createUser({ roles: ['sc'], name: 'Sam Coordinator' }));
    coach = person(await ctx.createUser({ roles: ['coach'], name: 'Casey Coach' }));
    rps = [];
    for (const name of ['Dana Player', 'Ash Player', 'Bo Player', 'Cy Player']) {
      rps.push(person(await ctx.createUser({ roles: ['rp'], name })));
    }
    const components = [
      { type: 'Scenario', duration: 30 },
      { type: 'Break', duration: 15 },
      { type: 'Scenario', duration: 30 },
    ] as const;
    courseA = (await insertCourse(db, { components: [...components] })).id;
    courseB = (await insertCourse(db, { components: [...components] })).id;
    const [rp1, rp2, rp3, rp4] = rps as [(typeof rps)[0], (typeof rps)[0], (typeof rps)[0], (typeof rps)[0]];
    await qualify(db, rp1.id, courseB);
    await qualify(db, rp2.id, courseB);

    const everybody = [sc, coach, ...rps];
    // Monday 15 December 2031: everybody from 10:00 to 16:00.
    for (const p of everybody) await insertAvailability(db, p.id, local('2031-12-15', 10), local('2031-12-15', 16));
    // rp4 has accepted a shift from 11:00 to 12:00 that day; rp3 has turned it down.
    const busy = await insertRoleplayShift(db, courseA, { begins: local('2031-12-15', 11), ends: local('2031-12-15', 12) });
    await insertInvite(db, busy.id, rp4.id, 'accepted');
    await insertInvite(db, busy.id, rp3.id, 'rejected');
    // Tuesday: only two role-players. Wednesday: no shift coordinator.
    for (const p of [sc, coach, rp1, rp2]) await insertAvailability(db, p.id, local('2031-12-16', 10), local('2031-12-16', 16));
    for (const p of [coach, ...rps]) await insertAvailability(db, p.id, local('2031-12-17', 10), local('2031-12-17', 16));
    // A Saturday, Christmas Day (Thursday) and Boxing Day (Friday): everybody, all day.
    for (const date of ['2031-12-20', '2031-12-25', '2031-12-26']) {
      for (const p of everybody) await insertAvailability(db, p.id, local(date, 8), local(date, 18));
    }
  });

  it('needs ceil(Scenario components × staffing ratio) role-players', () => {
    expect(rolePlayersNeeded(2, 1.5)).toBe(3);
    expect(rolePlayersNeeded(3, 1.1)).toBe(4);
    // 10 × 1.1 is 11.000000000000002 in floating point: still 11.
    expect(rolePlayersNeeded(10, 1.1)).toBe(11);
    expect(rolePlayersNeeded(0, 2)).toBe(0);
  });

  it('suggests weekdays with enough free, available staff, best-staffed first, with the people', async () => {
    const result = await suggestions(courseA, 'reference_date=2031-12-15&sessions=1&extensions=1');
    // Only Monday qualifies. From 12:00 all four role-players are free; before, rp4's accepted shift
    // (11:00–12:00) keeps them out, and rp3's rejected invite does not count.
    expect(result.map((s) => s.startTime)).toEqual([
      local('2031-12-15', 12).toISOString(),
      local('2031-12-15', 10).toISOString(),
    ]);
    const [best, second] = result as [SuggestedDate, SuggestedDate];
    const plain = (people: SuggestedDate['rolePlayers']) => people.map(({ id, name }) => ({ id, name }));
    expect({
      ...best,
      shiftCoordinators: plain(best.shiftCoordinators),
      coaches: plain(best.coaches),
      rolePlayers: plain(best.rolePlayers),
    }).toEqual({
      startTime: local('2031-12-15', 12).toISOString(),
      endTime: local('2031-12-15', 14.5).toISOString(),
      rolePlayersNeeded: 3,
      shiftCoordinators: [sc],
      coaches: [coach],
      // Fewest hours first (fair shares): rp4's accepted shift puts them last; the others, with none, by id.
      rolePlayers: [rps[0], rps[1], rps[2], rps[3]],
      shiftCoordinatorCount: 1,
      coachCount: 1,
      rolePlayerCount: 4,
    });
    // Each named person carries their fair share: rp4's hour is booked ahead, not in this month.
    expect(best.rolePlayers[3]?.fairShare).toMatchObject({ shiftsThisMonth: 0, lastShiftAt: null, lateGiveUps: 0 });
    expect(best.rolePlayers[0]?.fairShare.months).toHaveLength(4);
    expect(ids(second.rolePlayers)).toEqual(ids([rps[0], rps[1], rps[2]] as typeof rps));
    expect(second.endTime).toBe(local('2031-12-15', 12.5).toISOString());
  });

  it('lets qualifications narrow the role-players', async () => {
    const result = await suggestions(courseB, 'reference_date=2031-12-15&sessions=1&extensions=1&staffing_ratio=1');
    expect(result.length).toBeGreaterThan(0);
    for (const s of result) {
      expect(s.rolePlayersNeeded).toBe(2);
      expect(ids(s.rolePlayers)).toEqual(ids([rps[0], rps[1]] as typeof rps));
    }
    // Monday and Tuesday, two shifts each (10:00 and 12:30): same staff counts, so earliest first.
    expect(result.map((s) => s.startTime)).toEqual([
      local('2031-12-15', 10).toISOString(),
      local('2031-12-15', 12.5).toISOString(),
      local('2031-12-16', 10).toISOString(),
      local('2031-12-16', 12.5).toISOString(),
    ]);
    // With the default ratio three are needed: the two qualified role-players are not enough.
    expect(await suggestions(courseB, 'reference_date=2031-12-15&sessions=1&extensions=1')).toEqual([]);
  });

  it('offers no shift that does not fit in one availability', async () => {
    // Ten blocks of 75 minutes do not fit in 10:00–16:00.
    expect(await suggestions(courseA, 'reference_date=2031-12-15&sessions=5&extensions=5')).toEqual([]);
  });

  it('never suggests a time in the past', async () => {
    expect(await suggestions(courseA, 'reference_date=2020-01-06&sessions=1&extensions=1')).toEqual([]);
  });

  it('sorts by role-players then start, skips near-identical times and returns at most 20', async () => {
    const db = ctx.database.db;
    const extra = await ctx.createUser({ roles: ['rp'], name: 'Eve Player' });
    const weekdays: string[] = [];
    for (let day = 1; day <= 26; day++) {
      const date = `2032-03-${String(day).padStart(2, '0')}`;
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6) weekdays.push(date);
    }
    for (const date of weekdays) {
      for (const p of [sc, coach, ...rps]) await insertAvailability(db, p.id, local(date, 9), local(date, 17));
    }
    await insertAvailability(db, extra.id, local('2032-03-10', 9), local('2032-03-10', 17));

    const result = await suggestions(courseA, 'reference_date=2032-03-01&sessions=1&extensions=1');
    expect(result).toHaveLength(MAX_SUGGESTIONS);
    // The Wednesday with five role-players comes first, three shifts of 150 minutes in 09:00–17:00.
    expect(result.slice(0, 3).map((s) => s.startTime)).toEqual([
      local('2032-03-10', 9).toISOString(),
      local('2032-03-10', 11.5).toISOString(),
      local('2032-03-10', 14).toISOString(),
    ]);
    expect(result[0]?.rolePlayers).toHaveLength(5);
    const rest = result.slice(3);
    expect(rest.every((s) => s.rolePlayers.length === 4)).toBe(true);
    expect(rest[0]?.startTime).toBe(local('2032-03-01', 9).toISOString());
    const starts = rest.map((s) => Date.parse(s.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (let i = 1; i < starts.length; i++) expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(2.5 * HOUR);
  });

  it('names the first few people of each role (equal fair shares: by id) and counts them all', async () => {
    const db = ctx.database.db;
    const course = (await insertCourse(db, { components: [{ type: 'Scenario', duration: 30 }] })).id;
    const crowd = [];
    for (let i = 0; i < SUGGESTION_NAMES + 3; i++) {
      crowd.push(await ctx.createUser({ roles: ['rp'], name: `Crowd Player ${String(i).padStart(2, '0')}` }));
    }
    for (const p of [sc, coach, ...crowd]) await insertAvailability(db, p.id, local('2033-05-02', 9), local('2033-05-02', 17));
    const [first] = await suggestions(course, 'reference_date=2033-05-02&sessions=1&extensions=1&staffing_ratio=1');
    expect(first?.rolePlayerCount).toBe(SUGGESTION_NAMES + 3);
    expect(first?.rolePlayers.map((p) => p.name)).toEqual(crowd.slice(0, SUGGESTION_NAMES).map((p) => p.name));
    expect(first?.coachCount).toBe(1);
  });

  it('keeps busy the chosen coach and coordinator and every invited, accepted or swap-offered holder; one person may fill two roles', async () => {
    const db = ctx.database.db;
    const day = '2034-06-05'; // a Monday
    const course = (await insertCourse(db, { components: [{ type: 'Scenario', duration: 30 }] })).id;
    const person = async (name: string, roles: Array<'rp' | 'coach' | 'sc'>) => {
      const user = await ctx.createUser({ roles, name });
      return { id: user.id, name: user.name };
    };
    const player = await person('Yan Player', ['rp']);
    const dual = await person('Zed Dual', ['rp', 'coach']);
    const coach2 = await person('Quinn Coach', ['coach']);
    const sc2 = await person('Rory Coordinator', ['sc']);
    for (const p of [player, coach2, sc2]) await insertAvailability(db, p.id, local(day, 9), local(day, 12));
    // Two availabilities that meet at 10:30: an hour from 10:00 fits in neither.
    await insertAvailability(db, dual.id, local(day, 9), local(day, 10.5));
    await insertAvailability(db, dual.id, local(day, 10.5), local(day, 12));
    // Quinn coaches 09:00–10:00 (chosen, no invite); Yan is invited 10:00–10:30; Rory offers 11:30–12:30 for swap.
    await insertRoleplayShift(db, courseA, { begins: local(day, 9), ends: local(day, 10), coachId: coach2.id });
    const invited = await insertRoleplayShift(db, courseA, { begins: local(day, 10), ends: local(day, 10.5) });
    await insertInvite(db, invited.id, player.id, 'invited');
    const offered = await insertRoleplayShift(db, courseA, { begins: local(day, 11.5), ends: local(day, 12.5) });
    await insertInvite(db, offered.id, sc2.id, 'swap_requested');

    const result = await suggestions(course, `reference_date=${day}&sessions=1&extensions=1&staffing_ratio=1`);
    // 09:00: both role-players, Zed the only free coach. 09:30: Yan is busy. 10:00: no role-player
    // (Yan busy, Zed's hour spans two availabilities). 10:30: everybody. 11:00: Rory is busy.
    // Zed, with no shift, comes before Quinn, who coaches one (fewest hours first).
    expect(result.map((s) => [s.startTime, ids(s.rolePlayers), ids(s.coaches), ids(s.shiftCoordinators)])).toEqual([
      [local(day, 9).toISOString(), [player.id, dual.id], [dual.id], [sc2.id]],
      [local(day, 10.5).toISOString(), [player.id, dual.id], [dual.id, coach2.id], [sc2.id]],
      [local(day, 9.5).toISOString(), [dual.id], [dual.id], [sc2.id]],
    ]);
  });

  it('refuses bad queries with 400 naming the parameter, an unknown course with 404, non-managers with 403', async () => {
    for (const [query, word] of [
      ['reference_date=2031-12-15&sessions=0&extensions=1', 'sessions'],
      ['reference_date=2031-12-15&sessions=1', 'extensions'],
      ['reference_date=2031-12-15&sessions=6&extensions=5', 'extensions'],
      ['reference_date=2031-12-15&sessions=1&extensions=1&staffing_ratio=0.95', 'staffing_ratio'],
      ['reference_date=15-12-2031&sessions=1&extensions=1', 'reference_date'],
      ['sessions=1&extensions=1', 'reference_date'],
    ] as const) {
      const res = await suggest(courseA, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(word);
    }
    const course = await insertCourse(ctx.database.db);
    const empty = await suggest(course.id, 'reference_date=2031-12-15&sessions=1&extensions=1');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: NO_SCENARIO, code: 'no_scenario' });
    expect((await suggest(999_999, 'reference_date=2031-12-15&sessions=1&extensions=1')).statusCode).toBe(404);
    for (const role of ['coach', 'rp', 'participant'] as const) {
      const { token } = await ctx.signIn(role);
      const res = await suggest(courseA, 'reference_date=2031-12-15&sessions=1&extensions=1', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MESSAGES.forbidden);
    }
    const anonymous = await ctx.api({ method: 'GET', url: `/courses/${courseA}/suggest_roleplay_shift_dates` });
    expect(anonymous.statusCode).toBe(401);
  });
});
