/**
 * Every query of the availability module. Services keep the rules and the transactions; the
 * database's exclusion constraint keeps one user's availability from overlapping.
 */
import { and, arrayOverlaps, asc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { courses, userAvailabilities, userQualifications, users } from '../../db/schema';

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

/**
 * Availability of the users `userIds` that overlaps [start, end) and is at least `minSeconds` long
 * (only those can hold a whole shift).
 */
export async function staffAvailabilities(
  db: Db,
  opts: { userIds: number[]; start: Date; end: Date; minSeconds: number },
): Promise<Array<{ userId: number; start: Date; end: Date }>> {
  if (opts.userIds.length === 0) return [];
  // Thousands of rows come back as one JSON array of [user id, start, end] with the times in epoch
  // milliseconds (truncated, as a parsed timestamp is): row by row, reading and mapping them cost
  // several times what the database spends finding them.
  const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::int8`;
  const rows = sql<Array<[number, number, number]>>`coalesce(json_agg(json_build_array(
    ${userAvailabilities.userId}, ${epochMs(userAvailabilities.startTime)}, ${epochMs(userAvailabilities.endTime)}
  )), '[]')`;
  const [result] = await db
    .select({ rows })
    .from(userAvailabilities)
    .where(
      and(
        // One array parameter, however many people: a list of thousands costs more to send and plan than to read.
        sql`${userAvailabilities.userId} = any(${sql.param(opts.userIds)}::int4[])`,
        // A range overlap, so the period index finds the rows of the window without reading the history.
        sql`tstzrange(${userAvailabilities.startTime}, ${userAvailabilities.endTime}, '[)') && tstzrange(${opts.start.toISOString()}::timestamptz, ${opts.end.toISOString()}::timestamptz, '[)')`,
        sql`${userAvailabilities.endTime} - ${userAvailabilities.startTime} >= ${`${opts.minSeconds} seconds`}::interval`,
      ),
    );
  return (result?.rows ?? []).map(([userId, start, end]) => ({ userId, start: new Date(start), end: new Date(end) }));
}
