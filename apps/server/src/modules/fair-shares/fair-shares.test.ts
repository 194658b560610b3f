import { formatFairShare, type InviteStatus } from '@app/shared';
import { describe, expect } from 'vitest';
import { transaction } from '../../db/transaction';
import { emit } from '../../lib/events';
import { startOfZonedDay } from '../../lib/zoned-time';
import { apiTest, HOUR, insertCourse, insertInvite, insertShift } from '../../test/fixtures';
import { type TestContext, testDbKind } from '../../test/harness';
import { fairShares, rankByFairShare } from './index';
import { fairShareMonths } from './service';

const ZONE = 'America/Vancouver';
const it = apiTest.extend('appConfig', { scope: 'file' }, { timeZone: ZONE });

describe(`fair shares (${testDbKind})`, () => {
  let ctx: TestContext;
  let courseId = 0;
  /** Local wall-clock time in the business time zone. */
  const local = (date: string, hours: number) => new Date(startOfZonedDay(date, ZONE).getTime() + hours * HOUR);
  /** Mid-March 2031 in Vancouver: the months are 2031-03, 02, 01 and 2030-12. */
  const at = () => local('2031-03-15', 12);
  const person = async (roles: Array<'rp' | 'coach' | 'sc'>, name: string) => (await ctx.createUser({ roles, name })).id;
  const shift = async (begins: Date, hours: number, staff: { coachId?: number; coordinatorId?: number } = {}) =>
    (await insertShift(ctx.database.db, courseId, { begins, ends: new Date(begins.getTime() + hours * HOUR), ...staff })).id;
  const place = async (userId: number, begins: Date, hours: number, status: InviteStatus) =>
    insertInvite(ctx.database.db, await shift(begins, hours), userId, status);

  let rp = 0;
  let coach = 0;
  let idle = 0;
  let busyOld = 0;

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    courseId = (await insertCourse(ctx.database.db)).id;
    rp = await person(['rp'], 'Rita Player');
    coach = await person(['coach', 'sc'], 'Cole Coach');
    idle = await person(['rp'], 'Ida Idle');
    busyOld = await person(['rp'], 'Olga Old');

    // Rita: accepted on Mar 2 (3 h) and Mar 20 (ahead, 2 h); offered Mar 10 for swap, still hers (1.5 h).
    await place(rp, local('2031-03-02', 9), 3, 'accepted');
    await place(rp, local('2031-03-20', 9), 2, 'accepted');
    await place(rp, local('2031-03-10', 9), 1.5, 'swap_requested');
    // 23:30 on Feb 28 in Vancouver is already March 1 in UTC: a February shift.
    await place(rp, local('2031-02-28', 23.5), 2, 'accepted');
    // The first minute of December 2030 in Vancouver counts; the last of November does not.
    await place(rp, local('2030-12-01', 0), 1, 'accepted');
    await place(rp, local('2030-11-30', 23), 1, 'accepted');
    // Invited, declined and expired places are not worked.
    await place(rp, local('2031-03-04', 9), 3, 'invited');
    await place(rp, local('2031-03-05', 9), 3, 'rejected');
    await place(rp, local('2031-03-06', 9), 3, 'expired' as InviteStatus);

    // Cole: coach of a January shift (no invite), coordinator of a February one where he also holds
    // an accepted place (one shift, counted once), and coach of one next month (held, not a month's).
    await shift(local('2031-01-10', 9), 4, { coachId: coach });
    const feb = await shift(local('2031-02-03', 9), 2, { coordinatorId: coach });
    await insertInvite(ctx.database.db, feb, coach, 'accepted');
    await shift(local('2031-04-02', 9), 3, { coachId: coach });

    // Olga's only shift is long ago: no hours, but a last shift.
    await place(busyOld, local('2029-06-01', 9), 3, 'accepted');
  });

  it('cuts months at local midnight of the first in the business time zone', () => {
    const { months, bounds } = fairShareMonths(at(), ZONE);
    expect(months).toEqual(['2030-12', '2031-01', '2031-02', '2031-03']);
    expect(bounds.map((b) => b.toISOString())).toEqual([
      '2030-12-01T08:00:00.000Z',
      '2031-01-01T08:00:00.000Z',
      '2031-02-01T08:00:00.000Z',
      '2031-03-01T08:00:00.000Z',
      // Daylight saving time has begun by April 1.
      '2031-04-01T07:00:00.000Z',
    ]);
  });

  it('counts accepted places by the month of their start, this month’s ahead too, and not invited, declined or expired ones', async () => {
    const shares = await fairShares(ctx.database.db, [rp], at(), ZONE);
    expect(shares.get(rp)).toEqual({
      shiftsThisMonth: 3,
      hoursThisMonth: 6.5,
      months: [
        { month: '2031-03', shifts: 3, hours: 6.5 },
        { month: '2031-02', shifts: 1, hours: 2 },
        { month: '2031-01', shifts: 0, hours: 0 },
        { month: '2030-12', shifts: 1, hours: 1 },
      ],
      // The swap offered on Mar 10 is her last shift before Mar 15; Mar 20 is ahead.
      lastShiftAt: local('2031-03-10', 9).toISOString(),
      lateGiveUps: 0,
    });
  });

  it('counts a coach’s and a coordinator’s shifts, once each even with a place as well', async () => {
    const share = (await fairShares(ctx.database.db, [coach], at(), ZONE)).get(coach);
    expect(share?.months).toEqual([
      { month: '2031-03', shifts: 0, hours: 0 },
      { month: '2031-02', shifts: 1, hours: 2 },
      { month: '2031-01', shifts: 1, hours: 4 },
      { month: '2030-12', shifts: 0, hours: 0 },
    ]);
    expect(share?.lastShiftAt).toBe(local('2031-02-03', 9).toISOString());
  });

  it('answers for everybody asked about: no shifts yet, or a last shift long ago', async () => {
    const shares = await fairShares(ctx.database.db, [idle, busyOld, idle], at(), ZONE);
    expect([...shares.keys()].sort()).toEqual([idle, busyOld].sort());
    expect(shares.get(idle)).toMatchObject({ shiftsThisMonth: 0, hoursThisMonth: 0, lastShiftAt: null, lateGiveUps: 0 });
    expect(shares.get(busyOld)?.lastShiftAt).toBe(local('2029-06-01', 9).toISOString());
    expect(shares.get(busyOld)?.months.every((m) => m.shifts === 0)).toBe(true);
    expect(formatFairShare(shares.get(idle) as never, ZONE, at())).toBe('No shifts yet');
    expect(formatFairShare(shares.get(busyOld) as never, ZONE, at())).toBe('No shifts this month · last Jun 1 2029');
    const rita = (await fairShares(ctx.database.db, [rp], at(), ZONE)).get(rp);
    expect(formatFairShare(rita as never, ZONE, at())).toBe('3 shifts this month · last Mar 10');
  });

  it('counts late give-ups announced by backfill, once per shift, only when the give-up commits', async () => {
    const given = await shift(local('2031-03-12', 9), 2);
    const other = await shift(local('2031-03-13', 9), 2);
    await transaction(ctx.database.db, async (tx) => {
      await emit(tx, 'backfill.lateGiveUp', { eventId: given, userId: idle });
      await emit(tx, 'backfill.lateGiveUp', { eventId: given, userId: idle });
    });
    await expect(
      transaction(ctx.database.db, async (tx) => {
        await emit(tx, 'backfill.lateGiveUp', { eventId: other, userId: idle });
        throw new Error('the give-up fails');
      }),
    ).rejects.toThrow('the give-up fails');
    const share = (await fairShares(ctx.database.db, [idle], at(), ZONE)).get(idle);
    expect(share?.lateGiveUps).toBe(1);
    expect(formatFairShare(share as never, ZONE, at())).toBe('No shifts yet · 1 late give-up');
    // A give-up of a shift before the four months no longer counts.
    expect((await fairShares(ctx.database.db, [idle], local('2031-07-15', 12), ZONE)).get(idle)?.lateGiveUps).toBe(0);
  });

  it('ranks fewest hours first, then fewer late give-ups, then longest since the last shift, then id', async () => {
    const fresh = await person(['rp'], 'Fay Fresh');
    // idle has a late give-up; busyOld and fresh have no hours: busyOld's last shift is long ago, fresh
    // has none (first). The coach has 9 hours held (2 + 4 + 3 booked in April), Rita 9.5.
    const order = await rankByFairShare(ctx.database.db, [rp, coach, idle, busyOld, fresh], at(), ZONE);
    expect(order).toEqual([fresh, busyOld, idle, coach, rp]);
    expect(await rankByFairShare(ctx.database.db, [], at(), ZONE)).toEqual([]);
  });
});
