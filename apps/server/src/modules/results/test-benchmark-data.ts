import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assessmentParts,
  assessmentPartTypes,
  assessmentRatings,
  calls,
  clients,
  cohorts,
  courseEvents,
  courseParticipants,
  courses,
  npsRatings,
  participantAssessments,
  participantSlots,
  scenarioComponents,
  users,
} from '../../db/schema';
import { refoldCourse } from './repository';

/**
 * The data of the results benchmark (results-benchmark.test.ts), written in SQL: one course's five
 * years, 3,000 participants and 30,000 rated calls (3,000 shifts of 10 calls, 20 cohorts of a quarter
 * each, 150 participants a cohort with 10 sessions each; a skills list of 8 rating blocks, so 240,000
 * ratings; one assessment in 50 begun and not submitted; an NPS rating per participant).
 */
export const PARTICIPANTS = 3_000;
const COHORTS = 20;
export const SHIFTS = 3_000;
export const CALLS_PER_SHIFT = 10;
export const RATING_BLOCKS = 8;
export const YEAR = 365 * 24 * 3_600_000;
/** Shifts follow each other every 5 years / 3,000 (about 14.6 hours); one lasts 10 calls of 45 minutes. */
export const SPACING = (5 * YEAR) / SHIFTS;

const ints = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Seeds one course's five years in SQL; returns what the measurements ask about. */
export async function seedCourse(db: Db, tag: string, start: Date) {
  const [client] = await db
    .insert(clients)
    .values({ orgName: `Bench client ${tag}` })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({ clientId: client?.id ?? 0, name: `Bench ${tag}`, key: `bench-results-${tag}-${Date.now()}` })
    .returning();
  if (!course) throw new Error('course insert failed');
  // A call of 45 minutes: two Scenarios of 20 and a Break of 5 (component types 2 and 3).
  await db.insert(scenarioComponents).values(
    [
      [2, 20],
      [3, 5],
      [2, 20],
    ].map(([scenarioComponentTypeId, duration], position) => ({
      courseId: course.id,
      scenarioComponentTypeId: scenarioComponentTypeId as number,
      duration: duration as number,
      position,
    })),
  );
  const heading = await db.select().from(assessmentPartTypes);
  const typeId = (blockType: string) => heading.find((t) => t.blockType === blockType)?.id ?? 0;
  await db.insert(assessmentParts).values({ courseId: course.id, assessmentPartTypeId: typeId('heading'), text: 'Opening' });
  const parts = (
    await db
      .insert(assessmentParts)
      .values(
        Array.from({ length: RATING_BLOCKS }, (_, i) => ({
          courseId: course.id,
          assessmentPartTypeId: typeId('true_false'),
          text: `Skill ${i + 1}`,
          position: i + 1,
        })),
      )
      .returning({ id: assessmentParts.id })
  ).map((p) => p.id);
  const cohortIds = (
    await db
      .insert(cohorts)
      .values(Array.from({ length: COHORTS }, (_, k) => ({ courseId: course.id, name: `${tag} quarter ${k + 1}` })))
      .returning({ id: cohorts.id })
  ).map((c) => c.id);
  const people = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into ${users} (name, email, roles)
      select ${`Bench ${tag} participant `} || n, ${`bench.${tag}.`} || n || '@bench.example', '{participant}'
      from generate_series(0, ${PARTICIPANTS - 1}) n
      returning id`),
  )
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
  await db.execute(sql`insert into ${courseParticipants} (course_id, user_id) select ${course.id}, unnest(${ints(people)})`);
  // Shift g belongs to cohort g / 150 and begins g × SPACING after the start.
  const perCohort = SHIFTS / COHORTS;
  const shiftIds = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into ${courseEvents} (course_id, type, begins, ends, cohort_id, sessions, extensions)
      select ${course.id}, 'roleplay',
        ${start.toISOString()}::timestamptz + g * make_interval(secs => ${SPACING / 1000}),
        ${start.toISOString()}::timestamptz + g * make_interval(secs => ${SPACING / 1000}) + interval '450 minutes',
        (${ints(cohortIds)})[g / ${perCohort} + 1], 8, 2
      from generate_series(0, ${SHIFTS - 1}) g
      returning id`),
  )
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
  await db.execute(sql`
    insert into ${calls} (event_id, block_number)
    select s, b from unnest(${ints(shiftIds)}) s cross join generate_series(0, ${CALLS_PER_SHIFT - 1}) b`);
  // Block b of the cohort's shift j seats its participant (j × 10 + b) mod 150: 10 shifts each.
  await db.execute(sql`
    with s as (select id, ord - 1 as g from unnest(${ints(shiftIds)}) with ordinality as t(id, ord))
    insert into ${participantSlots} (call_id, event_id, block_number, user_id)
    select c.id, c.event_id, c.block_number,
      (${ints(people)})[(s.g / ${perCohort}) * ${perCohort} + ((s.g % ${perCohort}) * ${CALLS_PER_SHIFT} + c.block_number) % ${perCohort} + 1]
    from ${calls} c join s on s.id = c.event_id`);
  await db.execute(sql`
    insert into ${participantAssessments} (user_id, event_id, completed_at)
    select ps.user_id, ps.event_id, case when ps.id % 50 = 0 then null else e.ends end
    from ${participantSlots} ps join ${courseEvents} e on e.id = ps.event_id
    where e.course_id = ${course.id}`);
  await db.execute(sql`
    insert into ${assessmentRatings} (participant_assessment_id, assessment_part_id, rating)
    select a.id, p, ((a.id * 31 + p * 17 + a.event_id) % 3) - 1
    from ${participantAssessments} a join ${courseEvents} e on e.id = a.event_id
    cross join unnest(${ints(parts)}) p
    where e.course_id = ${course.id}`);
  await db.execute(sql`
    insert into ${npsRatings} (cohort_id, user_id, rating)
    select (${ints(cohortIds)})[(ord - 1) / ${perCohort} + 1], u, 1 + ((ord * 7) % 10)
    from unnest(${ints(people)}) with ordinality as t(u, ord)`);
  // Written in SQL, the ratings are folded as the results keep them in one pass at the end.
  await refoldCourse(db, course.id);
  return { courseId: course.id, cohortId: cohortIds[COHORTS - 1] as number, participantId: people[0] as number };
}
