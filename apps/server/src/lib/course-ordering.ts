import { MESSAGES } from '@app/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type assessmentParts, courses, type scenarioComponents } from '../db/schema';
import { conflict, notFound, pgErrorCode } from './errors';

/** The course's ordered lists: its scenario components and its skills-list blocks. */
type OrderedTable = typeof scenarioComponents | typeof assessmentParts;

/**
 * Locks the course row until the transaction ends, so that every change to the course's ordered
 * lists (and any shift created for it, whose foreign key needs a share lock on the same row) waits
 * its turn.
 */
export async function lockCourse(tx: Tx, courseId: number): Promise<void> {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
  if (!row) throw notFound(MESSAGES.courseNotFound);
}

/**
 * Numbers a course's rows 0..n-1 in their current order, after moving `moved.id` to index
 * `moved.to` (past the end means last). Writes only the rows whose position changes.
 */
export async function renumberCourseRows(
  tx: Tx,
  table: OrderedTable,
  courseId: number,
  moved?: { id: number; to: number },
): Promise<void> {
  // The two tables share these columns; the union is narrowed to one for drizzle's query builder.
  const t = table as typeof scenarioComponents;
  const rows = await tx
    .select({ id: t.id, position: t.position })
    .from(t)
    .where(eq(t.courseId, courseId))
    .orderBy(asc(t.position), asc(t.id));
  const order = rows.map((r) => r.id);
  if (moved) {
    const from = order.indexOf(moved.id);
    if (from >= 0) order.splice(from, 1);
    order.splice(Math.min(moved.to, order.length), 0, moved.id);
  }
  const current = new Map(rows.map((r) => [r.id, r.position]));
  for (const [index, id] of order.entries()) {
    if (current.get(id) !== index) await tx.update(t).set({ position: index }).where(eq(t.id, id));
  }
}

/** The position after the course's last row of an ordered list (0 for none). */
export async function nextCoursePosition(tx: Tx, table: OrderedTable, courseId: number): Promise<number> {
  // The two tables share these columns; the union is narrowed to one for drizzle's query builder.
  const t = table as typeof scenarioComponents;
  const [last] = await tx
    .select({ next: sql<number>`coalesce(max(${t.position}) + 1, 0)`.mapWith(Number) })
    .from(t)
    .where(eq(t.courseId, courseId));
  return last?.next ?? 0;
}

/** A row that other records still point to (a foreign key refuses the delete) gives 409, not 500. */
export async function refuseWhenInUse<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorCode(err) === '23503') throw conflict(message);
    throw err;
  }
}
