import type { Cohort } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { assertCourseExists } from '../courses';
import { presentCohort } from './presenter';
import { findCohortByName, insertCohortIfMissing, listCohortRows } from './repository';

/**
 * The course's cohort of that name, whatever its case, created when the course has none. Safe when
 * two shifts name a new cohort at once: the unique index on (course, lower(name)) keeps one row.
 */
export async function findOrCreateCohort(tx: Tx, courseId: number, name: string): Promise<{ id: number; name: string }> {
  const existing = await findCohortByName(tx, courseId, name);
  if (existing) return existing;
  await insertCohortIfMissing(tx, courseId, name);
  const row = await findCohortByName(tx, courseId, name);
  if (!row) throw new Error('cohort insert returned no row');
  return row;
}

/** Cohorts of one course (404 for an unknown course), or of every course, ordered by name. */
export async function listCohorts(opts: { db: Db; courseId?: number }): Promise<Cohort[]> {
  if (opts.courseId !== undefined) await assertCourseExists(opts.db, opts.courseId);
  const rows = await listCohortRows(opts.db, opts.courseId);
  return rows.map(presentCohort);
}
