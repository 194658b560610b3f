import type { InviteStatus } from '@app/shared';
import { type AnyColumn, and, eq, exists, gt, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { courseEvents, eventInvites, userAvailabilities, userQualifications } from '../../db/schema';

/** The statuses that hold a place on a shift (a declined invite holds none). */
export const LIVE_STATUSES: InviteStatus[] = ['invited', 'accepted', 'swap_requested'];

const qb = new QueryBuilder();
const one = sql`1`;

/**
 * True when the user (a column of the outer query, or an id) is qualified for the course (a column
 * of the outer query) or for one of the courses (a list of ids): a user_qualifications row, or no
 * qualification rows at all for those courses (a course without any accepts everybody).
 */
export function qualifiedSql(user: AnyColumn | number, course: AnyColumn | number[]): SQL {
  const courseMatch = Array.isArray(course)
    ? inArray(userQualifications.courseId, course)
    : eq(userQualifications.courseId, course);
  const own = qb
    .select({ one })
    .from(userQualifications)
    .where(and(eq(userQualifications.userId, user), courseMatch));
  const any = qb.select({ one }).from(userQualifications).where(courseMatch);
  return sql`(${exists(own)} or not ${exists(any)})`;
}

/** True when one availability row of the user covers the whole of [start, end]. */
export function availableSql(user: AnyColumn | number, start: Date, end: Date): SQL {
  return exists(
    qb
      .select({ one })
      .from(userAvailabilities)
      .where(
        and(eq(userAvailabilities.userId, user), lte(userAvailabilities.startTime, start), gte(userAvailabilities.endTime, end)),
      ),
  );
}

const busyInvite = alias(eventInvites, 'busy_invite');
const busyShift = alias(courseEvents, 'busy_shift');

/**
 * True when the user holds a place (invited, accepted or offered for swap) on another shift that
 * overlaps [start, end]. `exceptShiftId` is the shift being staffed, which does not count.
 */
export function busySql(user: AnyColumn | number, start: Date, end: Date, exceptShiftId?: number): SQL {
  return exists(
    qb
      .select({ one })
      .from(busyInvite)
      .innerJoin(busyShift, eq(busyShift.id, busyInvite.eventId))
      .where(
        and(
          eq(busyInvite.userId, user),
          inArray(busyInvite.status, LIVE_STATUSES),
          lt(busyShift.begins, end),
          gt(busyShift.ends, start),
          exceptShiftId !== undefined ? ne(busyShift.id, exceptShiftId) : undefined,
        ),
      ),
  );
}

/**
 * The kind of place the holder (a column) has on the shift of the outer query: 'coach' or 'sc' when
 * they are its coach or coordinator, otherwise 'rp'. The SQL twin of `placeRole`.
 */
export function placeRoleSql(holder: AnyColumn): SQL<string> {
  return sql<string>`(case when ${courseEvents.coachId} = ${holder} then 'coach' when ${courseEvents.shiftCoordinatorId} = ${holder} then 'sc' else 'rp' end)`;
}
