import {
  type AssessmentPart,
  type AssessmentPartType,
  type BlockType,
  type createAssessmentPartBodySchema,
  MESSAGES,
  type updateAssessmentPartBodySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { assessmentParts } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { lockCourse, nextCoursePosition, refuseWhenInUse, renumberCourseRows } from '../../lib/course-ordering';
import { notFound } from '../../lib/errors';
import { invalidField } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { assertCourseExists } from '../courses';
import { answersOf, presentAssessmentPart, presentAssessmentPartType } from './presenter';
import type { NewAssessmentPart } from './repository';
import * as repo from './repository';

type CreateInput = z.infer<typeof createAssessmentPartBodySchema>['assessmentPart'];
type UpdateInput = z.infer<typeof updateAssessmentPartBodySchema>['assessmentPart'];

const PART_IN_USE = 'This block already holds answers and cannot be deleted';
/** A multiple-choice block offers at least this many answers. */
const MIN_CHOICES = 2;

/** The five block types of the skills-list builder. */
export async function listAssessmentPartTypes(opts: { db: Db }): Promise<AssessmentPartType[]> {
  const rows = await repo.listPartTypes(opts.db);
  return rows.map(presentAssessmentPartType);
}

async function blockTypeOf(tx: Tx, typeId: number): Promise<BlockType> {
  const blockType = await repo.findBlockType(tx, typeId);
  if (!blockType) throw invalidField('assessmentPart.assessmentPartTypeId', 'is not a known assessment part type');
  return blockType;
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
  const row = await repo.findPartWithType(tx, id);
  if (!row) throw notFound(MESSAGES.assessmentPartNotFound);
  return presentAssessmentPart(row);
}

/** A course's skills-list blocks in form order. */
export async function listAssessmentParts(opts: { db: Db; courseId: number }): Promise<AssessmentPart[]> {
  await assertCourseExists(opts.db, opts.courseId);
  const rows = await repo.listPartsOfCourse(opts.db, opts.courseId);
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
  return transaction(opts.db, async (tx) => {
    await lockCourse(tx, courseId);
    const blockType = await blockTypeOf(tx, input.assessmentPartTypeId);
    const answers = answersFor(blockType, input.data.answers);
    const id = await repo.insertPart(tx, {
      courseId,
      assessmentPartTypeId: input.assessmentPartTypeId,
      text: input.text,
      actionPlan: input.actionPlan,
      data: { answers },
      position: await nextCoursePosition(tx, assessmentParts, courseId),
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'assessment_part',
      entityId: id,
      data: { courseId, blockType },
    });
    return presentOne(tx, id);
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
  return transaction(opts.db, async (tx) => {
    const found = await repo.findPartById(tx, id);
    if (!found) throw notFound(MESSAGES.assessmentPartNotFound);
    const courseId = found.courseId;
    await lockCourse(tx, courseId);
    // Read again under the lock: somebody may have deleted it meanwhile.
    const row = await repo.findPartById(tx, id);
    if (!row) throw notFound(MESSAGES.assessmentPartNotFound);

    const changes: Partial<NewAssessmentPart> = {};
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
      await repo.updatePartRow(tx, id, changes);
    }
    let moved = false;
    if (input.position !== undefined) {
      await renumberCourseRows(tx, assessmentParts, courseId, { id, to: input.position });
      const after = await repo.findPartById(tx, id);
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
    transaction(opts.db, async (tx) => {
      const found = await repo.findPartById(tx, opts.id);
      if (!found) throw notFound(MESSAGES.assessmentPartNotFound);
      await lockCourse(tx, found.courseId);
      const gone = await repo.deletePart(tx, opts.id);
      if (!gone) throw notFound(MESSAGES.assessmentPartNotFound);
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
