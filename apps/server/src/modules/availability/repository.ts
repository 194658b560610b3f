/**
 * Every query of the availability module. Services keep the rules and the transactions; the
 * database's exclusion constraint keeps one user's availability from overlapping.
 */
import { and, arrayOverlaps, asc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courses, userAvailabilities, userQualifications, users } from '../../db/schema';
import { preparedPerDb } from '../../lib/prepared';

export type AvailabilityRow = typeof userAvailabilities.$inferSelect;

/** The user's availability, locked (FOR UPDATE) until the transaction ends, or undefined. */
export async function lockAvailability(tx: Tx, userId: number, id: number): Promise<AvailabilityRow | undefined> {
  const [row] = await tx
    .select()
    .from(userAvailabilities)
    .where(and(eq(userAvailabilities.id, id), eq(userAvailabilities.userId, userId)))
    .for('update');
  return row;
}

/** The earliest availability of the user overlapping [start, end), other than `exceptId`. */
export async function firstOverlap(
  db: Db,
  opts: { userId: number; start: Date; end: Date; exceptId?: number },
): Promise<AvailabilityRow | undefined> {
  const [row] = await db
    .select()
    .from(userAvailabilities)
    .where(
      and(
        eq(userAvailabilities.userId, opts.userId),
        lt(userAvailabilities.startTime, opts.end),
        gt(userAvailabilities.endTime, opts.start),
        opts.exceptId !== undefined ? ne(userAvailabilities.id, opts.exceptId) : undefined,
      ),
    )
    .orderBy(asc(userAvailabilities.startTime))
    .limit(1);
  return row;
}

/** The user's availability overlapping [from, to) (either end may be open), by start. */
export async function availabilityOfUser(db: Db, opts: { userId: number; from?: Date; to?: Date }): Promise<AvailabilityRow[]> {
  return db
    .select()
    .from(userAvailabilities)
    .where(
      and(
        eq(userAvailabilities.userId, opts.userId),
        opts.to ? lt(userAvailabilities.startTime, opts.to) : undefined,
        opts.from ? gt(userAvailabilities.endTime, opts.from) : undefined,
      ),
    )
    .orderBy(asc(userAvailabilities.startTime), asc(userAvailabilities.id));
}

/** Adds an availability; the exclusion constraint refuses an overlap (SQLSTATE 23P01). */
export async function insertAvailability(
  tx: Tx,
  values: { userId: number; startTime: Date; endTime: Date },
): Promise<AvailabilityRow> {
  const [row] = await tx.insert(userAvailabilities).values(values).returning();
  if (!row) throw new Error('availability insert returned no row');
  return row;
}

/** Moves an availability; the row as written, or undefined when it is gone. */
export async function updateAvailabilityRow(
  tx: Tx,
  id: number,
  changes: { startTime: Date; endTime: Date; updatedAt: Date },
): Promise<AvailabilityRow | undefined> {
  const [row] = await tx.update(userAvailabilities).set(changes).where(eq(userAvailabilities.id, id)).returning();
  return row;
}

/** Removes an availability. */
export async function deleteAvailabilityRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(userAvailabilities).where(eq(userAvailabilities.id, id));
}

/**
 * The condition on `users` for live users holding any of `roles` who, with `courseIds`, may work on
 * one of those courses: a course with qualifications accepts the users qualified for it, a course
 * without any accepts everybody; ids of courses that do not exist are ignored. Null when none of the
 * courses exists (nobody matches). The availability filter and the resource timeline share it.
 */
export async function staffForCoursesCondition(db: Tx, roles: string[], courseIds: number[] | undefined): Promise<SQL | null> {
  const conditions: Array<SQL | undefined> = [isNull(users.deletedAt), arrayOverlaps(users.roles, roles)];
  if (courseIds) {
    const known = (await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds))).map((c) => c.id);
    if (known.length === 0) return null;
    const restricted = await db
      .selectDistinct({ courseId: userQualifications.courseId })
      .from(userQualifications)
      .where(inArray(userQualifications.courseId, known));
    // One listed course open to everybody (no qualifications) lets everybody through the filter.
    if (restricted.length === known.length) {
      const qualifiedUsers = db
        .select({ userId: userQualifications.userId })
        .from(userQualifications)
        .where(inArray(userQualifications.courseId, known));
      conditions.push(inArray(users.id, qualifiedUsers));
    }
  }
  return and(...conditions) ?? null;
}

/**
 * Availability overlapping [start, end) of live users holding any of `roles`, with the owner's name,
 * by start then name; with `courseIds`, only users who may work on one of those courses
 * (staffForCoursesCondition).
 */
export async function availabilityInWindow(
  db: Db,
  opts: { start: Date; end: Date; roles: string[]; courseIds?: number[] },
): Promise<Array<{ availability: AvailabilityRow; userName: string }>> {
  const people = await staffForCoursesCondition(db, opts.roles, opts.courseIds);
  if (!people) return [];
  const conditions = [people, lt(userAvailabilities.startTime, opts.end), gt(userAvailabilities.endTime, opts.start)];
  return db
    .select({ availability: userAvailabilities, userName: users.name })
    .from(userAvailabilities)
    .innerJoin(users, eq(users.id, userAvailabilities.userId))
    .where(and(...conditions))
    .orderBy(asc(userAvailabilities.startTime), asc(sql`lower(${users.name})`), asc(userAvailabilities.id));
}

/** A stretch of someone's availability, in epoch milliseconds (truncated, as a parsed timestamp is). */
export interface AvailabilitySpan {
  userId: number;
  startMs: number;
  endMs: number;
}

/**
 * Availability of the users `userIds` that overlaps [start, end) and is at least `minSeconds` long
 * (only those can hold a whole shift).
 */
export async function staffAvailabilities(
  db: Db,
  opts: { userIds: number[]; start: Date; end: Date; minSeconds: number },
): Promise<AvailabilitySpan[]> {
  if (opts.userIds.length === 0) return [];
  const [result] = await staffAvailabilityStatement(db).execute({
    userIds: opts.userIds,
    start: opts.start.toISOString(),
    end: opts.end.toISOString(),
    minSeconds: opts.minSeconds,
  });
  const { userIds = [], starts = [], ends = [] } = result?.columns ?? {};
  return userIds.map((userId, i) => ({ userId, startMs: starts[i] ?? 0, endMs: ends[i] ?? 0 }));
}

/**
 * One prepared statement. The period index finds the window's rows, and the people are matched by
 * hashing their list. The `offset 0` keeps the two steps apart: joined directly, the planner would
 * probe the exclusion constraint's index once per person (three times the cost for 600 people).
 * Thousands of rows come back as three JSON arrays (people, starts, ends): row by row, reading and
 * mapping them cost several times what the database spends finding them.
 */
const staffAvailabilityStatement = preparedPerDb((db) => {
  const ua = userAvailabilities;
  const epochMs = (column: string) => sql.raw(`floor(date_part('epoch', w.${column}) * 1000)::int8`);
  const inWindow = sql`(select ${ua.userId}, ${ua.startTime}, ${ua.endTime} from ${ua}
    where tstzrange(${ua.startTime}, ${ua.endTime}, '[)') && tstzrange(${sql.placeholder('start')}::timestamptz, ${sql.placeholder('end')}::timestamptz, '[)')
      and ${ua.endTime} - ${ua.startTime} >= ${sql.placeholder('minSeconds')}::float8 * interval '1 second'
    offset 0) w join unnest(${sql.placeholder('userIds')}::int4[]) people(id) on people.id = w.user_id`;
  const columns = sql<{ userIds: number[]; starts: number[]; ends: number[] }>`json_build_object(
    'userIds', coalesce(json_agg(w.user_id), '[]'),
    'starts', coalesce(json_agg(${epochMs('start_time')}), '[]'),
    'ends', coalesce(json_agg(${epochMs('end_time')}), '[]'))`;
  return db.select({ columns }).from(inWindow).prepare('availability_staff_in_window');
});
