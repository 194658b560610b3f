import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courses, resourceLinks } from '../../db/schema';

// Every query of a course's resource links.

export type ResourceLinkRow = typeof resourceLinks.$inferSelect;
export type NewResourceLink = typeof resourceLinks.$inferInsert;

/**
 * True when the course exists. With `lock`, a key-share lock keeps the course from being deleted
 * until the transaction ends.
 */
export async function courseExists(tx: Tx, courseId: number, lock = false): Promise<boolean> {
  const query = tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  const [row] = lock ? await query.for('key share') : await query;
  return row !== undefined;
}

/** A course's resource links, oldest first. */
export async function listLinksOfCourse(tx: Tx, courseId: number): Promise<ResourceLinkRow[]> {
  return tx
    .select()
    .from(resourceLinks)
    .where(eq(resourceLinks.courseId, courseId))
    .orderBy(asc(resourceLinks.createdAt), asc(resourceLinks.id));
}

/** One resource link. */
export async function findLinkById(tx: Tx, id: number): Promise<ResourceLinkRow | undefined> {
  const [row] = await tx.select().from(resourceLinks).where(eq(resourceLinks.id, id));
  return row;
}

/** Inserts a resource link and returns the row. */
export async function insertLink(tx: Tx, values: NewResourceLink): Promise<ResourceLinkRow> {
  const [row] = await tx.insert(resourceLinks).values(values).returning();
  if (!row) throw new Error('resource link insert returned no row');
  return row;
}

/** Deletes a resource link; the deleted row, or undefined when it was not there. */
export async function deleteLink(tx: Tx, id: number): Promise<ResourceLinkRow | undefined> {
  const [row] = await tx.delete(resourceLinks).where(eq(resourceLinks.id, id)).returning();
  return row;
}

/** The stored file names of a course's uploaded resources. */
export async function storedNamesOfCourse(tx: Tx, courseId: number): Promise<string[]> {
  const rows = await tx
    .select({ storedName: resourceLinks.storedName })
    .from(resourceLinks)
    .where(eq(resourceLinks.courseId, courseId));
  return rows.flatMap((r) => (r.storedName ? [r.storedName] : []));
}

/** Deletes every resource link of a course; how many there were. */
export async function deleteLinksOfCourse(tx: Tx, courseId: number): Promise<number> {
  const rows = await tx.delete(resourceLinks).where(eq(resourceLinks.courseId, courseId)).returning({ id: resourceLinks.id });
  return rows.length;
}
