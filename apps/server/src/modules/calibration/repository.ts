/**
 * Every query of calibration ratings: the calibrations and their ratings (owned here), the course and
 * its coaches, and the pair counts rater agreement is computed from.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  assessmentParts,
  assessmentRatings,
  calibrationRatings,
  calibrations,
  callSlots,
  courseEvents,
  courses,
  participantAssessments,
  participantSlots,
  users,
} from '../../db/schema';

export type CalibrationRow = typeof calibrations.$inferSelect;

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// ---------------------------------------------------------------------------------------------
// Read models: the course

/** True when the course exists. */
export async function courseExists(db: Db | Tx, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row !== undefined;
}

/** True when the user is the chosen coach of one of the course's shifts. */
export async function coachesCourse(db: Db | Tx, courseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(and(eq(courseEvents.courseId, courseId), eq(courseEvents.coachId, userId)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Calibrations

/** The rater's calibration of the participant in the shift, or undefined; `lock` locks it for update. */
export async function findCalibration(
  tx: Tx,
  key: { eventId: number; participantId: number; raterId: number },
  lock = false,
): Promise<CalibrationRow | undefined> {
  const query = tx
    .select()
    .from(calibrations)
    .where(
      and(
        eq(calibrations.eventId, key.eventId),
        eq(calibrations.participantId, key.participantId),
        eq(calibrations.raterId, key.raterId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Makes the rater's calibration of the participant in the shift when missing; true when this call made it. */
export async function insertCalibrationIfMissing(
  tx: Tx,
  key: { eventId: number; participantId: number; raterId: number },
): Promise<boolean> {
  const made = await tx
    .insert(calibrations)
    .values(key)
    .onConflictDoNothing({ target: [calibrations.eventId, calibrations.participantId, calibrations.raterId] })
    .returning({ id: calibrations.id });
  return made.length > 0;
}

/** The calibration's ratings, in skills-list order. */
export async function ratingsOf(tx: Tx, calibrationId: number) {
  const rows = await tx.execute(sql`
    select cr.assessment_part_id as "assessmentPartId", cr.rating
    from ${calibrationRatings} cr
    join ${assessmentParts} ap on ap.id = cr.assessment_part_id
    where cr.calibration_id = ${calibrationId}
    order by ap.position, ap.id`);
  return rowsOf<{ assessmentPartId: number; rating: number }>(rows);
}

/** Replaces the calibration's ratings by `ratings` and moves its stamp to `updatedAt`. */
export async function replaceRatings(
  tx: Tx,
  calibrationId: number,
  ratings: ReadonlyArray<{ assessmentPartId: number; rating: number }>,
  updatedAt: Date,
): Promise<CalibrationRow> {
  await tx.delete(calibrationRatings).where(eq(calibrationRatings.calibrationId, calibrationId));
  if (ratings.length > 0) {
    await tx.insert(calibrationRatings).values(ratings.map((r) => ({ calibrationId, ...r })));
  }
  const [row] = await tx.update(calibrations).set({ updatedAt }).where(eq(calibrations.id, calibrationId)).returning();
  if (!row) throw new Error('calibration update returned no row');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Rater agreement

/** How many pairs of one role-player have the shift's rating `raterRating` and the calibration's `calibrationRating`. */
export interface AgreementCell {
  userId: number;
  name: string;
  raterRating: number;
  calibrationRating: number;
  n: number;
}

/**
 * The pairs as rows to count: a calibration rating and the shift's rating of the same participant,
 * shift and block, once for each role-player (`rp.user_id`) who holds a call slot in a call the
 * participant sits in, in that shift (distinct role-players); of roleplay shifts only. `raterId`
 * keeps one role-player's; `join` adds tables, `where` narrows the shifts (`ce`).
 */
function pairsFrom(opts: { raterId?: number; join: SQL; where: SQL }): SQL {
  const rater = opts.raterId === undefined ? sql`` : sql`and cs.user_id = ${opts.raterId}`;
  return sql`
    from ${courseEvents} ce
    join ${calibrations} c on c.event_id = ce.id
    join ${calibrationRatings} cr on cr.calibration_id = c.id
    join ${participantAssessments} pa on pa.event_id = c.event_id and pa.user_id = c.participant_id
    join ${assessmentRatings} ar on ar.participant_assessment_id = pa.id and ar.assessment_part_id = cr.assessment_part_id
    join lateral (
      select distinct cs.user_id
      from ${participantSlots} ps
      join ${callSlots} cs on cs.call_id = ps.call_id
      where ps.event_id = c.event_id and ps.user_id = c.participant_id and cs.user_id is not null ${rater}
    ) rp on true
    ${opts.join}
    where ce.type = 'roleplay' and ${opts.where}`;
}

/**
 * The pair counts of the course's roleplay shifts that begin in [from, to) (pairsFrom): per
 * role-player and per (shift's rating, calibration rating).
 */
export async function agreementCells(
  db: Db,
  opts: { courseId: number; from?: string | undefined; to?: string | undefined },
): Promise<AgreementCell[]> {
  const from = opts.from ? sql`and ce.begins >= ${opts.from}::timestamptz` : sql``;
  const to = opts.to ? sql`and ce.begins < ${opts.to}::timestamptz` : sql``;
  const rows = await db.execute(sql`
    select rp.user_id as "userId", u.name, ar.rating as "raterRating", cr.rating as "calibrationRating", count(*)::int as n
    ${pairsFrom({ join: sql`join ${users} u on u.id = rp.user_id`, where: sql`ce.course_id = ${opts.courseId} ${from} ${to}` })}
    group by rp.user_id, u.name, ar.rating, cr.rating
    order by rp.user_id, ar.rating, cr.rating`);
  return rowsOf<AgreementCell>(rows);
}

/** One role-player's pair counts in one shift, per (their rating, calibration rating). */
export interface ShiftAgreementCell {
  shiftId: number;
  begins: string;
  courseId: number;
  courseName: string;
  raterRating: number;
  calibrationRating: number;
  n: number;
}

/** One role-player's pair counts (pairsFrom) in every course, per shift in time order. */
export async function raterCellsByShift(db: Db, raterId: number): Promise<ShiftAgreementCell[]> {
  const rows = await db.execute(sql`
    select ce.id as "shiftId", ce.begins, ce.course_id as "courseId", co.name as "courseName",
      ar.rating as "raterRating", cr.rating as "calibrationRating", count(*)::int as n
    ${pairsFrom({ raterId, join: sql`join ${courses} co on co.id = ce.course_id`, where: sql`true` })}
    group by ce.id, ce.begins, ce.course_id, co.name, ar.rating, cr.rating
    order by ce.begins, ce.id, ar.rating, cr.rating`);
  return rowsOf<ShiftAgreementCell>(rows);
}

/** True when the user exists (deleted or not). */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}
