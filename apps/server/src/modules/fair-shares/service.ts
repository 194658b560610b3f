import type { FairShare } from '@app/shared';
import type { Tx } from '../../db/client';
import { startOfZonedDay, zonedDate } from '../../lib/zoned-time';
import { insertLateGiveUp, lastShiftStarts, lateGiveUpCounts, workedByPeriod } from './repository';

/** How many months a fair share covers: the current one and the three before it. */
export const FAIR_SHARE_MONTHS = 4;
/** APP_TIME_ZONE's default (config.ts), for callers that do not pass the business time zone. */
const DEFAULT_TIME_ZONE = 'America/Toronto';

/** 'YYYY-MM' of the month `offset` months after the month 'YYYY-MM'. */
function addMonths(month: string, offset: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months of a fair share at `at` in the zone, oldest first ('YYYY-MM'), and the instants that
 * cut time into them: the first instant of each month and of the month after the current one.
 */
export function fairShareMonths(at: Date, timeZone: string): { months: string[]; bounds: Date[] } {
  const current = zonedDate(at, timeZone).slice(0, 7);
  const months = Array.from({ length: FAIR_SHARE_MONTHS }, (_, i) => addMonths(current, i - (FAIR_SHARE_MONTHS - 1)));
  const bounds = [...months, addMonths(current, 1)].map((m) => startOfZonedDay(`${m}-01`, timeZone));
  return { months, bounds };
}

/** A fair share with what ranking needs besides: the hours of the four months and of shifts booked after them. */
interface Share extends FairShare {
  /** Hours over the four months and of the places already accepted beyond the current month. */
  hoursHeld: number;
}

async function shares(tx: Tx, userIds: readonly number[], at: Date, timeZone: string): Promise<Map<number, Share>> {
  const unique = [...new Set(userIds)];
  const { months, bounds } = fairShareMonths(at, timeZone);
  const from = bounds[0] as Date;
  const worked = await workedByPeriod(tx, unique, bounds, at);
  // The last shift is most often in those months; only the others are looked up further back.
  const last = new Map<number, Date>();
  for (const row of worked) {
    const seen = last.get(row.userId);
    if (row.lastBefore && (!seen || row.lastBefore > seen)) last.set(row.userId, row.lastBefore);
  }
  const before = await lastShiftStarts(
    tx,
    unique.filter((id) => !last.has(id)),
    from,
  );
  for (const [id, start] of before) last.set(id, start);
  const lateGiveUps = await lateGiveUpCounts(tx, unique, from);
  const out = new Map<number, Share>();
  for (const userId of unique) {
    out.set(userId, {
      shiftsThisMonth: 0,
      hoursThisMonth: 0,
      // The current month first, then back.
      months: [...months].reverse().map((month) => ({ month, shifts: 0, hours: 0 })),
      lastShiftAt: last.get(userId)?.toISOString() ?? null,
      lateGiveUps: lateGiveUps.get(userId) ?? 0,
      hoursHeld: 0,
    });
  }
  const current = FAIR_SHARE_MONTHS - 1;
  for (const row of worked) {
    const share = out.get(row.userId);
    if (!share) continue;
    share.hoursHeld += row.hours;
    if (row.period > current) continue;
    const month = share.months[current - row.period];
    if (month) {
      month.shifts = row.shifts;
      month.hours = round(row.hours);
    }
    if (row.period === current) {
      share.shiftsThisMonth = row.shifts;
      share.hoursThisMonth = round(row.hours);
    }
  }
  return out;
}

/** Hours to two decimals (a 50-minute shift is 0.83 h). */
const round = (hours: number) => Math.round(hours * 100) / 100;

/**
 * The fair share of each of `userIds` at `at`: the shifts and hours of the places they accepted (or
 * staff as coach or coordinator) starting in the current month and in each of the three before it,
 * months taken in the business time zone (`timeZone`, config.timeZone; APP_TIME_ZONE's default when
 * not given), the start of their last shift before `at`, and their late give-ups over those months.
 * Three queries whatever the number of people; each reads by index from the people asked about.
 */
export async function fairShares(
  tx: Tx,
  userIds: number[],
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<Map<number, FairShare>> {
  const all = await shares(tx, userIds, at, timeZone);
  return new Map([...all].map(([id, { hoursHeld: _, ...share }]) => [id, share]));
}

/**
 * `userIds` in the order suggestions and backfill offer places (docs/decisions.md, "Fair shares"):
 * fewest hours held first (the four months and the places already accepted beyond them), then
 * fewest hours this month, fewest late give-ups, longest since their last shift (never first), and
 * the lower id. Repeated ids appear once.
 */
export async function rankByFairShare(
  tx: Tx,
  userIds: number[],
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<number[]> {
  const all = await shares(tx, userIds, at, timeZone);
  return [...all.entries()].sort(([aId, a], [bId, b]) => compareShares(a, b) || aId - bId).map(([id]) => id);
}

/** Negative when `a` comes first in the ranking (the id decides last, outside). */
function compareShares(a: Share, b: Share): number {
  const lastMs = (s: Share) => (s.lastShiftAt === null ? Number.NEGATIVE_INFINITY : Date.parse(s.lastShiftAt));
  return (
    round(a.hoursHeld) - round(b.hoursHeld) ||
    a.hoursThisMonth - b.hoursThisMonth ||
    a.lateGiveUps - b.lateGiveUps ||
    lastMs(a) - lastMs(b)
  );
}

/** Ranks people the caller already holds fair shares for (the same order as rankByFairShare). */
export async function fairSharesRanked(
  tx: Tx,
  userIds: number[],
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<Array<{ userId: number; fairShare: FairShare }>> {
  const all = await shares(tx, userIds, at, timeZone);
  return [...all.entries()]
    .sort(([aId, a], [bId, b]) => compareShares(a, b) || aId - bId)
    .map(([userId, { hoursHeld: _, ...fairShare }]) => ({ userId, fairShare }));
}

/** backfill.lateGiveUp: the person's late give-up of the shift counts in their fair share. */
export async function recordLateGiveUp(tx: Tx, payload: { eventId: number; userId: number }): Promise<void> {
  await insertLateGiveUp(tx, payload);
}
