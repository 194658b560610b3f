/**
 * Every query of the results module. Results are read models: they read shifts and cohorts, the
 * participants' calls, their assessments, ratings and NPS ratings, and people's names together
 * (the reasons are listed in test/table-ownership.test.ts). Each figure is counted in the database
 * from the course's shifts (course_events_course_idx) and what hangs off them by index (a shift's
 * assessments, an assessment's ratings, a shift's participant slots, a cohort's NPS ratings), so its
 * cost follows the course and the period asked, not the whole history. The block counts of a whole
 * course or cohort read the module's own fold of the ratings (results_block_summaries), one row per
 * participant, block and cohort, kept in step by `refoldParticipants`.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  assessmentRatings,
  cohorts,
  courseEvents,
  npsRatings,
  participantAssessments,
  participantSlots,
  resultsBlockSummaries,
  users,
} from '../../db/schema';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
/** A date read as epoch milliseconds (both drivers answer a number alike). */
const epochMs = (at: SQL) => sql`(extract(epoch from ${at}) * 1000)::float8`;
const dateOf = (ms: unknown) => new Date(Number(ms));

/** Which shifts of a course a figure counts: of one cohort, and beginning in [from, to). */
export interface ResultsScope {
  courseId: number;
  cohortId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The conditions of `scope` on the shifts aliased `e`. */
function shiftsIn(scope: ResultsScope): SQL {
  const conditions = [
    sql`e.course_id = ${scope.courseId}`,
    sql`e.type = 'roleplay'`,
    scope.cohortId !== undefined ? sql`e.cohort_id = ${scope.cohortId}` : undefined,
    scope.from ? sql`e.begins >= ${instant(scope.from)}` : undefined,
    scope.to ? sql`e.begins < ${instant(scope.to)}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return sql.join(conditions, sql` and `);
}

/**
 * The order of a participant's sessions, as one bigint: the minute their shift begins (counted from
 * 1900, the earliest year a date may have), then the shift's id (below 2^31). Progress lists points in
 * this order and the figures take first and latest by it, so both agree on every tie.
 */
const sessionOrder = sql`((floor(extract(epoch from e.begins) / 60)::bigint + 36816480) * 2147483648 + e.id)`;
/** The rating a packed value (a shift's rank in session order × 4 + rating + 1) holds. */
const ratingOf = (packed: SQL) => sql`(${packed} % 4 - 1)`;

/** A call's start: its shift's start plus its block number times the call length (minutes). */
const callStart = (begins: SQL, blockNumber: SQL, callLength: number) =>
  sql`${begins} + ${blockNumber} * make_interval(mins => ${callLength}::int)`;

/** True when the user is the chosen coach of at least one shift of the course. */
export async function coachesCourse(tx: Tx, courseId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(and(eq(courseEvents.courseId, courseId), eq(courseEvents.coachId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The cohorts of a course by name. */
export async function cohortsOfCourse(tx: Tx, courseId: number): Promise<Array<{ id: number; name: string }>> {
  return tx
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(eq(cohorts.courseId, courseId))
    .orderBy(asc(sql`lower(${cohorts.name})`), asc(cohorts.id));
}

// ---------------------------------------------------------------------------------------------
// One participant's progress

export interface ProgressPointRow {
  assessmentPartId: number;
  callId: number | null;
  shiftId: number;
  date: Date;
  rating: number;
}

/**
 * Every rating of the participant in the course's roleplay shifts, in session order (the shift's
 * start, then its id), each with the participant's first call of the shift and that call's start.
 */
export async function progressPoints(
  tx: Tx,
  opts: { courseId: number; userId: number; callLength: number },
): Promise<ProgressPointRow[]> {
  const result = await tx.execute(sql`
    select r.assessment_part_id, c.call_id, e.id as shift_id, r.rating,
      ${epochMs(sql`coalesce(${callStart(sql`e.begins`, sql`c.block_number`, opts.callLength)}, e.begins)`)} as date_ms
    from ${participantAssessments} a
    join ${courseEvents} e on e.id = a.event_id
    join ${assessmentRatings} r on r.participant_assessment_id = a.id
    left join lateral (
      select ps.call_id, ps.block_number from ${participantSlots} ps
      where ps.event_id = e.id and ps.user_id = a.user_id
      order by ps.block_number limit 1
    ) c on true
    where a.user_id = ${opts.userId} and ${shiftsIn({ courseId: opts.courseId })}
    order by ${sessionOrder}, r.assessment_part_id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    assessmentPartId: Number(r.assessment_part_id),
    callId: r.call_id === null ? null : Number(r.call_id),
    shiftId: Number(r.shift_id),
    date: dateOf(r.date_ms),
    rating: Number(r.rating),
  }));
}

/**
 * The NPS ratings of the course's cohorts, aliased `n`, each dated by its shift (`s.event_id`,
 * `s.begins`, null when none): the participant's latest roleplay shift of the cohort with a call of
 * theirs that began at or before the rating was last set, or else the earliest.
 */
function datedNps(courseId: number, where: SQL): SQL {
  return sql`
    select n.user_id, n.cohort_id, n.rating, s.event_id, s.begins
    from ${cohorts} co
    join ${npsRatings} n on n.cohort_id = co.id
    left join lateral (
      select e.id as event_id, e.begins from ${participantSlots} ps
      join ${courseEvents} e on e.id = ps.event_id
      where ps.user_id = n.user_id and e.cohort_id = n.cohort_id and e.type = 'roleplay'
      order by (e.begins <= n.updated_at) desc,
        case when e.begins <= n.updated_at then e.begins end desc,
        e.begins, e.id
      limit 1
    ) s on true
    where co.course_id = ${courseId} and ${where}`;
}

export interface NpsAnswerRow {
  cohortId: number;
  shiftId: number | null;
  date: Date | null;
  rating: number;
}

/** The participant's NPS ratings in the course's cohorts, dated, in time order (undated last). */
export async function npsAnswersOf(tx: Tx, opts: { courseId: number; userId: number }): Promise<NpsAnswerRow[]> {
  const result = await tx.execute(sql`
    select d.cohort_id, d.event_id, d.rating, ${epochMs(sql`d.begins`)} as date_ms
    from (${datedNps(opts.courseId, sql`n.user_id = ${opts.userId}`)}) d
    order by d.begins nulls last, d.event_id, d.cohort_id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    cohortId: Number(r.cohort_id),
    shiftId: r.event_id === null ? null : Number(r.event_id),
    date: r.date_ms === null ? null : dateOf(r.date_ms),
    rating: Number(r.rating),
  }));
}

// ---------------------------------------------------------------------------------------------
// A course's results

export interface BlockFigureRow {
  /** True on the course-wide row of a block; false on a row of one cohort (cohortId null: no cohort). */
  whole: boolean;
  cohortId: number | null;
  assessmentPartId: number;
  minusOne: number;
  zero: number;
  plusOne: number;
  compared: number;
  improved: number;
}

/**
 * The ratings of the shifts in scope counted by block, course-wide and by cohort: how many of each
 * value, how many participants were rated on the block in two sessions or more, and how many of
 * those rated it higher in their latest session than in their first. Each participant's ratings of
 * a block within a cohort are folded first: without a period, read from the kept fold; with one, in
 * one pass over the period's ratings, where the shifts in scope are numbered in session order once
 * each so that a rating carries only a small number (its shift's rank × 4 + rating + 1). Either way
 * min and max of the packed value give the first and latest rating, and a participant's course-wide
 * fold is made from their cohorts' folds. Counts stay int (a sum of bigints is numeric, several
 * times slower to add).
 */
export async function blockFigures(tx: Tx, scope: ResultsScope): Promise<BlockFigureRow[]> {
  const improved = sql`(count(*) filter (where sessions >= 2 and ${ratingOf(sql`latest`)} > ${ratingOf(sql`first`)}))::int`;
  const period = scope.from !== undefined || scope.to !== undefined;
  // Without a period, the fold kept per participant already holds these rows.
  const folded = sql`
    select f.cohort_id, f.assessment_part_id, f.user_id, f.sessions, f.minus_one, f.zero, f.plus_one,
      f.first_rating as first, f.latest_rating as latest
    from ${resultsBlockSummaries} f
    where f.course_id = ${scope.courseId}${scope.cohortId !== undefined ? sql` and f.cohort_id = ${scope.cohortId}` : sql``}`;
  const counted = sql`
    with shift as (
      select e.id, e.cohort_id, row_number() over (order by ${sessionOrder}) * 4 as rank4
      from ${courseEvents} e
      where ${shiftsIn(scope)}
    )
    select s.cohort_id, r.assessment_part_id, a.user_id,
      count(*)::int as sessions,
      (count(*) filter (where r.rating = -1))::int as minus_one,
      (count(*) filter (where r.rating = 0))::int as zero,
      (count(*) filter (where r.rating = 1))::int as plus_one,
      min(s.rank4 + r.rating + 1) as first,
      max(s.rank4 + r.rating + 1) as latest
    from shift s
    join ${participantAssessments} a on a.event_id = s.id
    join ${assessmentRatings} r on r.participant_assessment_id = a.id
    group by s.cohort_id, r.assessment_part_id, a.user_id`;
  const result = await tx.execute(sql`
    with person as materialized (${period ? counted : folded}),
    whole as (
      select assessment_part_id, user_id, sum(sessions)::int as sessions,
        sum(minus_one)::int as minus_one, sum(zero)::int as zero, sum(plus_one)::int as plus_one,
        min(first) as first, max(latest) as latest
      from person
      group by assessment_part_id, user_id
    )
    select false as whole, cohort_id, assessment_part_id,
      sum(minus_one)::int as minus_one, sum(zero)::int as zero, sum(plus_one)::int as plus_one,
      (count(*) filter (where sessions >= 2))::int as compared, ${improved} as improved
    from person group by cohort_id, assessment_part_id
    union all
    select true, null, assessment_part_id,
      sum(minus_one)::int, sum(zero)::int, sum(plus_one)::int,
      (count(*) filter (where sessions >= 2))::int, ${improved}
    from whole group by assessment_part_id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    whole: r.whole === true || r.whole === 't',
    cohortId: r.cohort_id === null ? null : Number(r.cohort_id),
    assessmentPartId: Number(r.assessment_part_id),
    minusOne: Number(r.minus_one),
    zero: Number(r.zero),
    plusOne: Number(r.plus_one),
    compared: Number(r.compared),
    improved: Number(r.improved),
  }));
}

export interface NpsCountRow {
  /** 'course': all answers in scope; 'cohort': one cohort's; 'shift': the answers one shift dates. */
  level: 'course' | 'cohort' | 'shift';
  cohortId: number | null;
  shiftId: number | null;
  date: Date | null;
  rating: number;
  count: number;
}

/**
 * The NPS ratings in scope counted by rating value: course-wide, by cohort and by the shift that
 * dates them (an undated rating counts only when no period is asked). The groups of values
 * (promoters, passives, detractors) are the shared NPS rule's, applied to these counts. When a
 * period is asked, only the ratings of participants who sat in a call of the cohort in the period
 * are dated (a rating's shift is one of those, so no other can fall in it): the cost follows the
 * period, not every rating of the course.
 */
export async function npsCounts(tx: Tx, scope: ResultsScope): Promise<NpsCountRow[]> {
  const period = [
    scope.from ? sql`e.begins >= ${instant(scope.from)}` : undefined,
    scope.to ? sql`e.begins < ${instant(scope.to)}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const satInPeriod = sql`exists (
      select 1 from ${courseEvents} e join ${participantSlots} ps on ps.event_id = e.id
      where ps.user_id = n.user_id and e.cohort_id = n.cohort_id and e.type = 'roleplay' and ${sql.join(period, sql` and `)})`;
  const where = sql.join(
    [
      sql`true`,
      scope.cohortId !== undefined ? sql`n.cohort_id = ${scope.cohortId}` : undefined,
      period.length > 0 ? satInPeriod : undefined,
      scope.from ? sql`s.begins >= ${instant(scope.from)}` : undefined,
      scope.to ? sql`s.begins < ${instant(scope.to)}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const result = await tx.execute(sql`
    select case when grouping(d.cohort_id) = 1 and grouping(d.event_id) = 1 then 'course'
                when grouping(d.event_id) = 1 then 'cohort' else 'shift' end as level,
      d.cohort_id, d.event_id, ${epochMs(sql`d.begins`)} as date_ms, d.rating, count(*)::int as n
    from (${datedNps(scope.courseId, where)}) d
    group by grouping sets ((d.rating), (d.cohort_id, d.rating), (d.event_id, d.begins, d.cohort_id, d.rating))
    having not (grouping(d.event_id) = 0 and d.event_id is null)`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    level: r.level as NpsCountRow['level'],
    cohortId: r.cohort_id === null ? null : Number(r.cohort_id),
    shiftId: r.event_id === null ? null : Number(r.event_id),
    date: r.date_ms === null ? null : dateOf(r.date_ms),
    rating: Number(r.rating),
    count: Number(r.n),
  }));
}

/**
 * The participants in scope who sat in a call that has begun (by `now`) without a submitted
 * assessment of its shift: one row per participant and shift, at their first call there.
 */
function missing(scope: ResultsScope, callLength: number, now: Date): SQL {
  return sql`
    select distinct on (e.id, ps.user_id)
      ps.user_id, ps.call_id, e.id as shift_id, e.cohort_id, (a.id is not null) as opened,
      ${callStart(sql`e.begins`, sql`ps.block_number`, callLength)} as starts
    from ${courseEvents} e
    join ${participantSlots} ps on ps.event_id = e.id
    left join ${participantAssessments} a on a.event_id = ps.event_id and a.user_id = ps.user_id
    where ${shiftsIn(scope)} and a.completed_at is null
      and ${callStart(sql`e.begins`, sql`ps.block_number`, callLength)} <= ${instant(now)}
    order by e.id, ps.user_id, ps.block_number`;
}

export interface MissingAssessmentRow {
  userId: number;
  name: string;
  callId: number;
  shiftId: number;
  cohortId: number | null;
  date: Date;
  opened: boolean;
}

/**
 * The missing assessments in scope: the most recent `limit` of them (by call start, then shift and
 * person), and how many there are by cohort (cohortId null: shifts without one), found in one pass.
 */
export async function missingAssessments(
  tx: Tx,
  scope: ResultsScope,
  opts: { callLength: number; now: Date; limit: number },
): Promise<{ listed: MissingAssessmentRow[]; counts: Array<{ cohortId: number | null; count: number }> }> {
  const result = await tx.execute(sql`
    with m as materialized (${missing(scope, opts.callLength, opts.now)}),
    listed as (
      select m.user_id, u.name, m.call_id, m.shift_id, m.cohort_id, m.opened, m.starts
      from m join ${users} u on u.id = m.user_id
      order by m.starts desc, m.shift_id desc, lower(u.name), m.user_id
      limit ${opts.limit}
    )
    select 'listed' as kind, user_id, name, call_id, shift_id, cohort_id, opened, ${epochMs(sql`starts`)} as date_ms, null::int as n
    from listed
    union all
    select 'count', null, null, null, null, cohort_id, null, null, count(*)::int from m group by cohort_id`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    listed: rows
      .filter((r) => r.kind === 'listed')
      .map((r) => ({
        userId: Number(r.user_id),
        name: String(r.name),
        callId: Number(r.call_id),
        shiftId: Number(r.shift_id),
        cohortId: r.cohort_id === null ? null : Number(r.cohort_id),
        date: dateOf(r.date_ms),
        opened: r.opened === true || r.opened === 't',
      }))
      .sort((a, b) => b.date.getTime() - a.date.getTime() || b.shiftId - a.shiftId),
    counts: rows
      .filter((r) => r.kind === 'count')
      .map((r) => ({ cohortId: r.cohort_id === null ? null : Number(r.cohort_id), count: Number(r.n) })),
  };
}

// ---------------------------------------------------------------------------------------------
// The kept fold of a course's ratings (results_block_summaries)

/** A rating packed with its place in session order: order × 4 + rating + 1 (a bigint). */
const packedRating = sql`(${sessionOrder} * 4 + r.rating + 1)`;

/**
 * Folds the ratings of roleplay shifts that `where` keeps (on `e`, the shift, and `a`, the
 * assessment) per course, cohort, block and participant: the rows results_block_summaries holds.
 */
function foldRatings(where: SQL): SQL {
  return sql`
    select e.course_id, e.cohort_id, r.assessment_part_id, a.user_id,
      count(*)::int as sessions,
      (count(*) filter (where r.rating = -1))::int as minus_one,
      (count(*) filter (where r.rating = 0))::int as zero,
      (count(*) filter (where r.rating = 1))::int as plus_one,
      min(${packedRating}) as first_rating,
      max(${packedRating}) as latest_rating
    from ${participantAssessments} a
    join ${courseEvents} e on e.id = a.event_id
    join ${assessmentRatings} r on r.participant_assessment_id = a.id
    where e.type = 'roleplay' and ${where}
    group by e.course_id, e.cohort_id, r.assessment_part_id, a.user_id`;
}

const foldColumns = sql`course_id, cohort_id, assessment_part_id, user_id, sessions, minus_one, zero, plus_one, first_rating, latest_rating`;

/**
 * Folds again the ratings of these participants in the course, leaving out the shift `without`
 * (one about to be deleted). Each participant's fold is locked first, in id order, so that two
 * transactions refolding the same person take turns and the second reads what the first committed.
 */
export async function refoldParticipants(
  tx: Tx,
  opts: { courseId: number; userIds: readonly number[]; without?: number | undefined },
): Promise<void> {
  const userIds = [...new Set(opts.userIds)].sort((a, b) => a - b);
  if (userIds.length === 0) return;
  for (const userId of userIds) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`results:${opts.courseId}:${userId}`}, 0))`);
  }
  const people = sql`${`{${userIds.join(',')}}`}::int[]`;
  await tx.execute(sql`delete from ${resultsBlockSummaries} where course_id = ${opts.courseId} and user_id = any(${people})`);
  const kept = [
    sql`e.course_id = ${opts.courseId}`,
    sql`a.user_id = any(${people})`,
    opts.without !== undefined ? sql`e.id <> ${opts.without}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  await tx.execute(sql`insert into ${resultsBlockSummaries} (${foldColumns}) ${foldRatings(sql.join(kept, sql` and `))}`);
}

/** Folds again every rating of the course (the demo seed and the benchmark write ratings directly). */
export async function refoldCourse(tx: Tx, courseId: number): Promise<void> {
  await tx.execute(sql`delete from ${resultsBlockSummaries} where course_id = ${courseId}`);
  await tx.execute(sql`insert into ${resultsBlockSummaries} (${foldColumns}) ${foldRatings(sql`e.course_id = ${courseId}`)}`);
}

/** The course of a shift and the participants with an assessment of it (none for an unknown shift). */
export async function ratedOnShift(tx: Tx, eventId: number): Promise<{ courseId: number; userIds: number[] } | undefined> {
  const result = await tx.execute(sql`
    select e.course_id, coalesce(array_agg(a.user_id) filter (where a.user_id is not null), '{}') as user_ids
    from ${courseEvents} e left join ${participantAssessments} a on a.event_id = e.id
    where e.id = ${eventId} group by e.course_id`);
  const [row] = rowsOf<{ course_id: unknown; user_ids: unknown[] }>(result);
  return row ? { courseId: Number(row.course_id), userIds: row.user_ids.map(Number) } : undefined;
}

/** The course of a shift (undefined for an unknown shift). */
export async function courseOfShift(tx: Tx, eventId: number): Promise<number | undefined> {
  const [row] = await tx.select({ courseId: courseEvents.courseId }).from(courseEvents).where(eq(courseEvents.id, eventId));
  return row?.courseId;
}

/**
 * The kept fold's rows that differ from the ratings folded now (the invariant
 * `results_summary_matches`): a row kept and not found, found and not kept, or kept with other figures.
 */
export async function foldDifferences(db: Tx): Promise<Record<string, unknown>[]> {
  const result = await db.execute(sql`
    with kept as (select ${foldColumns} from ${resultsBlockSummaries}),
    found as (${foldRatings(sql`true`)})
    (select 'kept, not found' as difference, * from (select * from kept except all select * from found) k)
    union all
    (select 'found, not kept', * from (select * from found except all select * from kept) f)
    order by 2, 3, 4, 5
    limit 20`);
  return rowsOf<Record<string, unknown>>(result);
}
