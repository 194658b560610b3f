import type { BlockType } from '@app/shared';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assessmentParts, assessmentPartTypes } from '../../db/schema';

// Every query of the skills-list builder: block types and a course's blocks.

export type AssessmentPartRow = typeof assessmentParts.$inferSelect;
export type NewAssessmentPart = typeof assessmentParts.$inferInsert;

const withBlockType = { ...getTableColumns(assessmentParts), blockType: assessmentPartTypes.blockType };

/** All block types, in the order they were created. */
export async function listPartTypes(tx: Tx) {
  return tx.select().from(assessmentPartTypes).orderBy(asc(assessmentPartTypes.id));
}

/** The block type of a part type, or undefined when there is no such type. */
export async function findBlockType(tx: Tx, typeId: number): Promise<BlockType | undefined> {
  const [type] = await tx
    .select({ blockType: assessmentPartTypes.blockType })
    .from(assessmentPartTypes)
    .where(eq(assessmentPartTypes.id, typeId));
  return type?.blockType;
}

/** One block with its block type. */
export async function findPartWithType(tx: Tx, id: number) {
  const [row] = await tx
    .select(withBlockType)
    .from(assessmentParts)
    .innerJoin(assessmentPartTypes, eq(assessmentPartTypes.id, assessmentParts.assessmentPartTypeId))
    .where(eq(assessmentParts.id, id));
  return row;
}

/** A course's blocks with their block types, in form order. */
export async function listPartsOfCourse(tx: Tx, courseId: number) {
  return tx
    .select(withBlockType)
    .from(assessmentParts)
    .innerJoin(assessmentPartTypes, eq(assessmentPartTypes.id, assessmentParts.assessmentPartTypeId))
    .where(eq(assessmentParts.courseId, courseId))
    .orderBy(asc(assessmentParts.position), asc(assessmentParts.id));
}

/** One block row. */
export async function findPartById(tx: Tx, id: number): Promise<AssessmentPartRow | undefined> {
  const [row] = await tx.select().from(assessmentParts).where(eq(assessmentParts.id, id));
  return row;
}

/** Inserts a block; its id. */
export async function insertPart(tx: Tx, values: NewAssessmentPart): Promise<number> {
  const [row] = await tx.insert(assessmentParts).values(values).returning({ id: assessmentParts.id });
  if (!row) throw new Error('assessment part insert returned no row');
  return row.id;
}

/** Writes changes to a block. */
export async function updatePartRow(tx: Tx, id: number, changes: Partial<NewAssessmentPart>): Promise<void> {
  await tx
    .update(assessmentParts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(assessmentParts.id, id));
}

/** Deletes a block; its id and type, or undefined when it was not there. */
export async function deletePart(tx: Tx, id: number) {
  const [gone] = await tx
    .delete(assessmentParts)
    .where(eq(assessmentParts.id, id))
    .returning({ id: assessmentParts.id, assessmentPartTypeId: assessmentParts.assessmentPartTypeId });
  return gone;
}
