import { ACCEPTED_PLACE_INVITE_STATUSES } from '@app/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseEvents, eventInvites, lateGiveUps } from '../../db/schema';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const ids = (userIds: readonly number[]) => sql`${`{${userIds.join(',')}}`}::int[]`;
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
/** The shared list of accepted-place statuses (ACCEPTED_PLACE_INVITE_STATUSES) as a text[] literal. */
const acceptedStatuses = sql.raw(`'{${ACCEPTED_PLACE_INVITE_STATUSES.join(',')}}'::text[]`);

/**
 * Every shift a person works, among `userIds`: an accepted place (an invite accepted, or offered for
 * swap and not yet taken), or the shift's coach or coordinator; one row per person and shift however
 * many of these they are (`union`). `when` is a condition on the shift's start (course_events.begins).
 * Each arm starts from the person: their invites by event_invites_user_idx, their coached and
 * coordinated shifts by the (coach_id, begins) and (shift_coordinator_id, begins) indexes.
 */
function worked(userIds: readonly number[], when: (begins: SQL) => SQL): SQL {
  return sql`
    select ${eventInvites.userId} as user_id, ${courseEvents.id} as event_id, ${courseEvents.begins} as begins, ${courseEvents.ends} as ends
      from ${eventInvites} join ${courseEvents} on ${courseEvents.id} = ${eventInvites.eventId}
      where ${eventInvites.userId} = any(${ids(userIds)}) and ${eventInvites.status} = any(${acceptedStatuses})
        and ${when(sql`${courseEvents.begins}`)}
    union
    select ${courseEvents.coachId}, ${courseEvents.id}, ${courseEvents.begins}, ${courseEvents.ends} from ${courseEvents}
      where ${courseEvents.coachId} = any(${ids(userIds)}) and ${when(sql`${courseEvents.begins}`)}
    union
    select ${courseEvents.shiftCoordinatorId}, ${courseEvents.id}, ${courseEvents.begins}, ${courseEvents.ends} from ${courseEvents}
      where ${courseEvents.shiftCoordinatorId} = any(${ids(userIds)}) and ${when(sql`${courseEvents.begins}`)}`;
}

/** Shifts and hours of a person in one period (`period` is the index of `bounds` it starts after). */
export interface WorkedPeriod {
  userId: number;
  period: number;
  shifts: number;
  hours: number;
  /** The latest start in the period before `at`, if any. */
  lastBefore: Date | null;
}

/**
 * The shifts and hours worked by each of `userIds` in the periods `bounds` cut time into, from
 * bounds[0] on: period i runs from bounds[i] to bounds[i + 1], the last from the last bound on
 * (shifts already booked beyond). A shift belongs to the period its start falls in. Rows only for
 * periods with shifts.
 */
export async function workedByPeriod(
  tx: Tx,
  userIds: readonly number[],
  bounds: readonly Date[],
  at: Date,
): Promise<WorkedPeriod[]> {
  if (userIds.length === 0 || bounds.length === 0) return [];
  const from = bounds[0] as Date;
  const cases = bounds.slice(1).map((b, i) => sql`when w.begins < ${instant(b)} then ${i}`);
  const period = sql`case ${sql.join(cases, sql` `)} else ${bounds.length - 1} end`;
  const result = await tx.execute(sql`
    select w.user_id, ${period} as period, count(*)::int as shifts,
      (sum(extract(epoch from w.ends - w.begins)) / 3600)::float8 as hours,
      (extract(epoch from max(w.begins) filter (where w.begins < ${instant(at)})) * 1000)::float8 as last_ms
    from (${worked(userIds, (begins) => sql`${begins} >= ${instant(from)}`)}) as w
    group by w.user_id, period`);
  return rowsOf<{ user_id: number; period: number; shifts: number; hours: number; last_ms: number | null }>(result).map((r) => ({
    userId: Number(r.user_id),
    period: Number(r.period),
    shifts: Number(r.shifts),
    hours: Number(r.hours),
    lastBefore: r.last_ms === null ? null : new Date(Number(r.last_ms)),
  }));
}

/**
 * The start of each person's last shift before `at`, for people with none in the recent months
 * (the caller has those): one person at a time, their latest coached and coordinated shift by the
 * (coach_id, begins) and (shift_coordinator_id, begins) indexes, and their latest accepted place
 * from their own invites (event_invites_user_idx). People without one are absent.
 */
export async function lastShiftStarts(tx: Tx, userIds: readonly number[], at: Date): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const result = await tx.execute(sql`
    select u.id as user_id, (extract(epoch from greatest(
      (select max(${courseEvents.begins}) from ${eventInvites} join ${courseEvents} on ${courseEvents.id} = ${eventInvites.eventId}
        where ${eventInvites.userId} = u.id and ${eventInvites.status} = any(${acceptedStatuses}) and ${courseEvents.begins} < ${instant(at)}),
      (select max(${courseEvents.begins}) from ${courseEvents}
        where ${courseEvents.coachId} = u.id and ${courseEvents.begins} < ${instant(at)}),
      (select max(${courseEvents.begins}) from ${courseEvents}
        where ${courseEvents.shiftCoordinatorId} = u.id and ${courseEvents.begins} < ${instant(at)})
    )) * 1000)::float8 as last_ms
    from unnest(${ids(userIds)}) as u(id)`);
  const found = new Map<number, Date>();
  for (const r of rowsOf<{ user_id: number; last_ms: number | null }>(result)) {
    if (r.last_ms !== null) found.set(Number(r.user_id), new Date(Number(r.last_ms)));
  }
  return found;
}

/** How many places each of `userIds` gave up late on shifts starting from `from` on (late_give_ups_user_at_idx). */
export async function lateGiveUpCounts(tx: Tx, userIds: readonly number[], from: Date): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: lateGiveUps.userId, count: sql<number>`count(*)::int` })
    .from(lateGiveUps)
    .where(sql`${lateGiveUps.userId} = any(${ids(userIds)}) and ${lateGiveUps.at} >= ${instant(from)}`)
    .groupBy(lateGiveUps.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.count)]));
}

/**
 * Records a late give-up of a place, dated by the shift's start (give-ups count in the months of
 * their shifts, as hours do); a second one of the same person and shift is the same give-up.
 */
export async function insertLateGiveUp(tx: Tx, opts: { userId: number; eventId: number }): Promise<void> {
  const [shift] = await tx.select({ begins: courseEvents.begins }).from(courseEvents).where(eq(courseEvents.id, opts.eventId));
  if (!shift) return;
  await tx
    .insert(lateGiveUps)
    .values({ ...opts, at: shift.begins })
    .onConflictDoNothing({ target: [lateGiveUps.eventId, lateGiveUps.userId] });
}
