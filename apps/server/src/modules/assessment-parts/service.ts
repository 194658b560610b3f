import type {
  AssessmentPart,
  AssessmentPartType,
  BlockType,
  createAssessmentPartBodySchema,
  updateAssessmentPartBodySchema,
} from '@app/shared';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { assessmentParts, assessmentPartTypes, courses } from '../../db/schema';
import { audit } from '../../lib/audit';
import { lockCourse, refuseWhenInUse, renumberCourseRows } from '../../lib/course-ordering';
import { notFound } from '../../lib/errors';
import { invalidField } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { answersOf, presentAssessmentPart, presentAssessmentPartType } from './presenter';

type CreateInput = z.infer<typeof createAssessmentPartBodySchema>['assessmentPart'];
type UpdateInput = z.infer<typeof updateAssessmentPartBodySchema>['assessmentPart'];

const PART_NOT_FOUND = 'Assessment part not found';
const PART_IN_USE = 'This block already holds answers and cannot be deleted';
const COURSE_NOT_FOUND = 'Course not found';
/** A multiple-choice block offers at least this many answers. */
const MIN_CHOICES = 2;

const withBlockType = { ...getTableColumns(assessmentParts), blockType: assessmentPartTypes.blockType };

/** The five block types of the skills-list builder. */
export async function listAssessmentPartTypes(opts: { db: Db }): Promise<AssessmentPartType[]> {
  const rows = await opts.db.select().from(assessmentPartTypes).orderBy(asc(assessmentPartTypes.id));
  return rows.map(presentAssessmentPartType);
}

async function blockTypeOf(tx: Tx, typeId: number): Promise<BlockType> {
  const [type] = await tx
    .select({ blockType: assessmentPartTypes.blockType })
    .from(assessmentPartTypes)
    .where(eq(assessmentPartTypes.id, typeId));
  if (!type) throw invalidField('assessmentPart.assessmentPartTypeId', 'is not a known assessment part type');
  return type.blockType;
}

/** The answers a block keeps: a multiple-choice block needs at least two, every other block none. */
function answersFor(blockType: BlockType, answers: string[]): string[] {
  if (blockType !== 'multiple_choice') return [];
  if (answers.length < MIN_CHOICES) {
    throw invalidField('assessmentPart.data.answers', `must hold at least ${MIN_CHOICES} answers for a multiple choice block`);
  }
  return answers;
}

async function presentOne(tx: Tx, id: number): Promise<AssessmentPart> {
  const [row] = await tx
    .select(withBlockType)
    .from(assessmentParts)
    .innerJoin(assessmentPartTypes, eq(assessmentPartTypes.id, assessmentParts.assessmentPartTypeId))
    .where(eq(assessmentParts.id, id));
  if (!row) throw notFound(PART_NOT_FOUND);
  return presentAssessmentPart(row);
}

/** A course's skills-list blocks in form order. */
export async function listAssessmentParts(opts: { db: Db; courseId: number }): Promise<AssessmentPart[]> {
  const [course] = await opts.db.select({ id: courses.id }).from(courses).where(eq(courses.id, opts.courseId));
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const rows = await opts.db
    .select(withBlockType)
    .from(assessmentParts)
    .innerJoin(assessmentPartTypes, eq(assessmentPartTypes.id, assessmentParts.assessmentPartTypeId))
    .where(eq(assessmentParts.courseId, opts.courseId))
    .orderBy(asc(assessmentParts.position), asc(assessmentParts.id));
  return rows.map(presentAssessmentPart);
}

/** Appends a block to the course's skills-list form. */
export async function createAssessmentPart(opts: {
  db: Db;
  actor: AuthUser;
  courseId: number;
  input: CreateInput;
}): Promise<AssessmentPart> {
  const { input, courseId } = opts;
  return opts.db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const blockType = await blockTypeOf(tx, input.assessmentPartTypeId);
    const answers = answersFor(blockType, input.data.answers);
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${assessmentParts.position}) + 1, 0)`.mapWith(Number) })
      .from(assessmentParts)
      .where(eq(assessmentParts.courseId, courseId));
    const [row] = await tx
      .insert(assessmentParts)
      .values({
        courseId,
        assessmentPartTypeId: input.assessmentPartTypeId,
        text: input.text,
        actionPlan: input.actionPlan,
        data: { answers },
        position: last?.next ?? 0,
      })
      .returning({ id: assessmentParts.id });
    if (!row) throw new Error('assessment part insert returned no row');
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'assessment_part',
      entityId: row.id,
      data: { courseId, blockType },
    });
    return presentOne(tx, row.id);
  });
}

/**
 * Edits a block. Changing the type or the answers checks them again (a multiple-choice block needs
 * two answers; other blocks drop theirs). A `position` moves it to that 0-based index (past the end
 * means last) and renumbers the course's blocks 0..n-1.
 */
export async function updateAssessmentPart(opts: {
  db: Db;
  actor: AuthUser;
  id: number;
  input: UpdateInput;
}): Promise<AssessmentPart> {
  const { input, id } = opts;
  return opts.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ courseId: assessmentParts.courseId })
      .from(assessmentParts)
      .where(eq(assessmentParts.id, id));
    if (!found) throw notFound(PART_NOT_FOUND);
    const courseId = found.courseId;
    await lockCourse(tx, courseId);
    // Read again under the lock: somebody may have deleted it meanwhile.
    const [row] = await tx.select().from(assessmentParts).where(eq(assessmentParts.id, id));
    if (!row) throw notFound(PART_NOT_FOUND);

    const changes: Partial<typeof assessmentParts.$inferInsert> = {};
    if (input.assessmentPartTypeId !== undefined || input.data !== undefined) {
      const typeId = input.assessmentPartTypeId ?? row.assessmentPartTypeId;
      const blockType = await blockTypeOf(tx, typeId);
      const answers = answersFor(blockType, input.data?.answers ?? answersOf(row.data));
      if (typeId !== row.assessmentPartTypeId) changes.assessmentPartTypeId = typeId;
      if (JSON.stringify(answers) !== JSON.stringify(answersOf(row.data))) changes.data = { answers };
    }
    if (input.text !== undefined && input.text !== row.text) changes.text = input.text;
    if (input.actionPlan !== undefined && input.actionPlan !== row.actionPlan) changes.actionPlan = input.actionPlan;
    const fields = Object.keys(changes);
    if (fields.length > 0) {
      await tx
        .update(assessmentParts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(assessmentParts.id, id));
    }
    let moved = false;
    if (input.position !== undefined) {
      await renumberCourseRows(tx, assessmentParts, courseId, { id, to: input.position });
      const [after] = await tx
        .select({ position: assessmentParts.position })
        .from(assessmentParts)
        .where(eq(assessmentParts.id, id));
      moved = after?.position !== row.position;
    }
    if (fields.length > 0 || moved) {
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'update',
        entity: 'assessment_part',
        entityId: id,
        data: { courseId, fields, ...(moved ? { position: input.position } : {}) },
      });
    }
    return presentOne(tx, id);
  });
}

/** Deletes a block and closes the gap in the positions. */
export async function deleteAssessmentPart(opts: { db: Db; actor: AuthUser; id: number }): Promise<void> {
  await refuseWhenInUse(PART_IN_USE, () =>
    opts.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ courseId: assessmentParts.courseId })
        .from(assessmentParts)
        .where(eq(assessmentParts.id, opts.id));
      if (!found) throw notFound(PART_NOT_FOUND);
      await lockCourse(tx, found.courseId);
      const [gone] = await tx
        .delete(assessmentParts)
        .where(eq(assessmentParts.id, opts.id))
        .returning({ id: assessmentParts.id, assessmentPartTypeId: assessmentParts.assessmentPartTypeId });
      if (!gone) throw notFound(PART_NOT_FOUND);
      await renumberCourseRows(tx, assessmentParts, found.courseId);
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'delete',
        entity: 'assessment_part',
        entityId: gone.id,
        data: { courseId: found.courseId, assessmentPartTypeId: gone.assessmentPartTypeId },
      });
    }),
  );
}
