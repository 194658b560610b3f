import type { Cohort } from '@app/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cohorts, courses } from '../../db/schema';
import { assertCourseExists } from '../courses';
import { presentCohort } from './presenter';

/**
 * The course's cohort of that name, whatever its case, created when the course has none. Safe when
 * two shifts name a new cohort at once: the unique index on (course, lower(name)) keeps one row.
 */
export async function findOrCreateCohort(tx: Tx, courseId: number, name: string): Promise<{ id: number; name: string }> {
  const sameName = and(eq(cohorts.courseId, courseId), sql`lower(${cohorts.name}) = lower(${name})`);
  const [existing] = await tx.select({ id: cohorts.id, name: cohorts.name }).from(cohorts).where(sameName).limit(1);
  if (existing) return existing;
  await tx.insert(cohorts).values({ courseId, name }).onConflictDoNothing();
  const [row] = await tx.select({ id: cohorts.id, name: cohorts.name }).from(cohorts).where(sameName).limit(1);
  if (!row) throw new Error('cohort insert returned no row');
  return row;
}

/** Cohorts of one course (404 for an unknown course), or of every course, ordered by name. */
export async function listCohorts(opts: { db: Db; courseId?: number }): Promise<Cohort[]> {
  if (opts.courseId !== undefined) await assertCourseExists(opts.db, opts.courseId);
  const rows = await opts.db
    .select({ id: cohorts.id, courseId: cohorts.courseId, name: cohorts.name, courseName: courses.name })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(opts.courseId !== undefined ? eq(cohorts.courseId, opts.courseId) : undefined)
    .orderBy(asc(sql`lower(${cohorts.name})`), asc(sql`lower(${courses.name})`), asc(cohorts.id));
  return rows.map(presentCohort);
}
