/**
 * Busy, written once. A person is busy in a period when a shift overlapping it keeps them busy: they
 * hold a place on it (an invite in one of PLACE_HOLDING_INVITE_STATUSES) or are its coach or its
 * coordinator. Periods are half-open, [start, end): a shift ending as the period begins does not
 * clash, so back-to-back shifts can be staffed by the same people. The shift being staffed
 * (`exceptShiftId`) does not keep its own people busy.
 *
 * Two forms, built from the same fragments: `busySql`, a condition on one person for queries over
 * people (the invite picker, the helpers of a swap), and `busyShiftsWhere` with `keptBusySql`, the
 * shifts and the people they keep busy, for reads over a long window (the suggested dates, the
 * coach and coordinator lists). src/modules/shifts/busy.test.ts holds the two to the same answers.
 */
import { type AnyColumn, and, exists, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { courseEvents, eventInvites } from '../../db/schema';
import { holdsPlaceSql, qualified } from '../../lib/records';

/** A period and the shift being staffed in it, which does not count. */
export interface BusyPeriod {
  start: Date;
  end: Date;
  exceptShiftId?: number;
}

/** course_events, or an alias of it: the columns the rule reads. */
type ShiftTable = Record<'id' | 'begins' | 'ends' | 'coachId' | 'shiftCoordinatorId', AnyPgColumn>;

const KEPT_INVITE = 'kept_busy_invite';
const keptInvite = alias(eventInvites, KEPT_INVITE);

/**
 * The ids of the people a shift (a table of the outer query) keeps busy, among those `among` admits
 * (a condition on a user id): the holders of its place-holding invites, its coach, its coordinator.
 * Columns are written with their tables, so the fragment may sit among a one-table select's fields.
 */
export function keptBusySql(shift: ShiftTable, among: (userId: SQL) => SQL): SQL<number[]> {
  const inviteUser = qualified(keptInvite.userId);
  const coach = qualified(shift.coachId);
  const coordinator = qualified(shift.shiftCoordinatorId);
  return sql<number[]>`array(
    select ${inviteUser} from ${eventInvites} as ${sql.identifier(KEPT_INVITE)}
    where ${qualified(keptInvite.eventId)} = ${qualified(shift.id)}
      and ${holdsPlaceSql(qualified(keptInvite.status))}
      and ${among(inviteUser)}
    union all select ${coach} where ${among(coach)}
    union all select ${coordinator} where ${among(coordinator)}
  )`;
}

/**
 * The shifts (a table of the outer query) that count in the period: overlapping it, half-open (the
 * expression of the period index, so the index finds them), the shift being staffed excepted.
 */
export function busyShiftsWhere(shift: ShiftTable, period: BusyPeriod): SQL {
  const overlap = sql`tstzrange(${qualified(shift.begins)}, ${qualified(shift.ends)}, '[)') && tstzrange(${period.start.toISOString()}::timestamptz, ${period.end.toISOString()}::timestamptz, '[)')`;
  return period.exceptShiftId !== undefined ? (and(overlap, ne(shift.id, period.exceptShiftId)) as SQL) : overlap;
}

const qb = new QueryBuilder();
const busyShift = alias(courseEvents, 'busy_shift');

/** True when the user (a column of the outer query, or an id) is busy in the period. */
export function busySql(user: AnyColumn | number, period: BusyPeriod): SQL {
  const isUser = (id: SQL) => sql`${id} = ${user}`;
  return exists(
    qb
      .select({ one: sql`1` })
      .from(busyShift)
      .where(and(busyShiftsWhere(busyShift, period), sql`${user} = any(${keptBusySql(busyShift, isUser)})`)),
  );
}
