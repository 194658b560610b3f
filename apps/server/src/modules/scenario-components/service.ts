import {
  callLengthMinutes as callLengthOf,
  type createScenarioComponentBodySchema,
  MESSAGES,
  type ScenarioComponent,
  type ScenarioComponentType,
  type updateScenarioComponentBodySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { scenarioComponents } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { lockCourse, nextCoursePosition, refuseWhenInUse, renumberCourseRows } from '../../lib/course-ordering';
import { AppError, conflict, notFound, pgErrorCode } from '../../lib/errors';
import { emit } from '../../lib/events';
import { invalidField } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import { assertCourseExists } from '../courses';
import { presentScenarioComponent, presentScenarioComponentType } from './presenter';
import type { NewScenarioComponent } from './repository';
import * as repo from './repository';

type CreateInput = z.infer<typeof createScenarioComponentBodySchema>['scenarioComponent'];
type UpdateInput = z.infer<typeof updateScenarioComponentBodySchema>['scenarioComponent'];

const TYPE_TAKEN = 'A scenario component type with this name already exists';
const COMPONENT_IN_USE = 'This scenario component is used by shifts and cannot be deleted';

/** All scenario component types, in the order they were created. */
export async function listScenarioComponentTypes(opts: { db: Db }): Promise<ScenarioComponentType[]> {
  const rows = await repo.listComponentTypes(opts.db);
  return rows.map(presentScenarioComponentType);
}

/** Adds a scenario component type; a name already taken (whatever its case) gives 409. */
export async function createScenarioComponentType(opts: {
  db: Db;
  actor: AuthUser;
  name: string;
}): Promise<ScenarioComponentType> {
  try {
    return await transaction(opts.db, async (tx) => {
      if (await repo.isTypeNameTaken(tx, opts.name)) throw conflict(TYPE_TAKEN, { field: 'name' });
      const row = await repo.insertComponentType(tx, opts.name);
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'create',
        entity: 'scenario_component_type',
        entityId: row.id,
        data: { name: row.name },
      });
      return presentScenarioComponentType(row);
    });
  } catch (err) {
    // Two people adding the same name at once: the unique index decides.
    if (pgErrorCode(err) === '23505') throw conflict(TYPE_TAKEN, { field: 'name' });
    throw err;
  }
}

/** Components can be added or deleted only while the course has no roleplay shift. */
async function assertNoRoleplayShift(tx: Tx, courseId: number): Promise<void> {
  if (await repo.hasRoleplayShift(tx, courseId)) throw new AppError('scenario_locked', MESSAGES.scenarioLocked);
}

async function assertTypeExists(tx: Tx, typeId: number): Promise<void> {
  if (!(await repo.componentTypeExists(tx, typeId))) {
    throw invalidField('scenarioComponent.scenarioComponentTypeId', 'is not a known scenario component type');
  }
}

async function componentsOf(tx: Tx, courseId: number): Promise<ScenarioComponent[]> {
  const rows = await repo.listComponentsOfCourse(tx, courseId);
  return rows.map(presentScenarioComponent);
}

async function presentOne(tx: Tx, id: number): Promise<ScenarioComponent> {
  const row = await repo.findComponentWithType(tx, id);
  if (!row) throw notFound(MESSAGES.scenarioComponentNotFound);
  return presentScenarioComponent(row);
}

/** The course id of a component, or 404. */
async function courseOfComponent(tx: Tx, id: number): Promise<number> {
  const row = await repo.findComponentById(tx, id);
  if (!row) throw notFound(MESSAGES.scenarioComponentNotFound);
  return row.courseId;
}

/** A course's scenario components in builder order. */
export async function listScenarioComponents(opts: { db: Db; courseId: number }): Promise<ScenarioComponent[]> {
  await assertCourseExists(opts.db, opts.courseId);
  return componentsOf(opts.db, opts.courseId);
}

/**
 * Appends a component to the course's scenario. Refused with 409 once the course has a roleplay
 * shift; the check runs under the course row lock, so a shift created at the same moment cannot slip past.
 */
export async function createScenarioComponent(opts: {
  db: Db;
  actor: AuthUser;
  courseId: number;
  input: CreateInput;
}): Promise<ScenarioComponent> {
  const { input, courseId } = opts;
  return transaction(opts.db, async (tx) => {
    await lockCourse(tx, courseId);
    await assertTypeExists(tx, input.scenarioComponentTypeId);
    await assertNoRoleplayShift(tx, courseId);
    const id = await repo.insertComponent(tx, {
      courseId,
      scenarioComponentTypeId: input.scenarioComponentTypeId,
      content: input.content,
      duration: input.duration,
      rpReference: input.rpReference,
      position: await nextCoursePosition(tx, scenarioComponents, courseId),
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'scenario_component',
      entityId: id,
      data: { courseId, scenarioComponentTypeId: input.scenarioComponentTypeId, duration: input.duration },
    });
    return presentOne(tx, id);
  });
}

/**
 * Edits a component; allowed whether or not the course has shifts. A `position` moves it to that
 * 0-based index (past the end means last) and renumbers the course's components 0..n-1.
 */
export async function updateScenarioComponent(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: UpdateInput;
}): Promise<ScenarioComponent> {
  const { input, id } = opts;
  return transaction(opts.db, async (tx) => {
    const courseId = await courseOfComponent(tx, id);
    await lockCourse(tx, courseId);
    // Read again under the lock: somebody may have deleted it meanwhile.
    const row = await repo.findComponentById(tx, id);
    if (!row) throw notFound(MESSAGES.scenarioComponentNotFound);

    const changes: Partial<NewScenarioComponent> = {};
    if (input.scenarioComponentTypeId !== undefined && input.scenarioComponentTypeId !== row.scenarioComponentTypeId) {
      await assertTypeExists(tx, input.scenarioComponentTypeId);
      changes.scenarioComponentTypeId = input.scenarioComponentTypeId;
    }
    if (input.content !== undefined && input.content !== row.content) changes.content = input.content;
    if (input.duration !== undefined && input.duration !== row.duration) changes.duration = input.duration;
    if (input.rpReference !== undefined && input.rpReference !== row.rpReference) changes.rpReference = input.rpReference;
    const fields = Object.keys(changes);
    if (fields.length > 0) {
      await repo.updateComponentRow(tx, id, changes);
    }
    if (changes.duration !== undefined) await emit(tx, 'course.callLengthChanged', { courseId });
    let moved = false;
    if (input.position !== undefined) {
      await renumberCourseRows(tx, scenarioComponents, courseId, { id, to: input.position });
      const after = await repo.findComponentById(tx, id);
      moved = after?.position !== row.position;
    }
    if (fields.length > 0 || moved) {
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'update',
        entity: 'scenario_component',
        entityId: id,
        data: { courseId, fields, ...(moved ? { position: input.position } : {}) },
      });
    }
    return presentOne(tx, id);
  });
}

/**
 * Deletes a component and closes the gap in the positions. Refused with 409 once the course has a
 * roleplay shift, checked under the course row lock.
 */
export async function deleteScenarioComponent(opts: { db: Db; actor: AuthUser; id: number }): Promise<void> {
  await refuseWhenInUse(COMPONENT_IN_USE, () =>
    transaction(opts.db, async (tx) => {
      const courseId = await courseOfComponent(tx, opts.id);
      await lockCourse(tx, courseId);
      await assertNoRoleplayShift(tx, courseId);
      const gone = await repo.deleteComponent(tx, opts.id);
      if (!gone) throw notFound(MESSAGES.scenarioComponentNotFound);
      await renumberCourseRows(tx, scenarioComponents, courseId);
      await audit(tx, {
        actorId: opts.actor.id,
        action: 'delete',
        entity: 'scenario_component',
        entityId: gone.id,
        data: { courseId, scenarioComponentTypeId: gone.scenarioComponentTypeId },
      });
    }),
  );
}

/**
 * The call length of a course in minutes: the sum of all its component durations, breaks included
 * (0 for a course without components).
 */
export async function callLengthMinutes(tx: Tx, courseId: number): Promise<number> {
  return callLengthOf(await repo.componentDurations(tx, courseId));
}
