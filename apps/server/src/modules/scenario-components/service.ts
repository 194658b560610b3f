import {
  type createScenarioComponentBodySchema,
  MESSAGES,
  type ScenarioComponent,
  type ScenarioComponentType,
  type updateScenarioComponentBodySchema,
} from '@app/shared';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { courseEvents, courses, scenarioComponents, scenarioComponentTypes } from '../../db/schema';
import { audit } from '../../lib/audit';
import { lockCourse, refuseWhenInUse, renumberCourseRows } from '../../lib/course-ordering';
import { badRequest, conflict, notFound, pgErrorCode } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';
import { presentScenarioComponent, presentScenarioComponentType } from './presenter';

type CreateInput = z.infer<typeof createScenarioComponentBodySchema>['scenarioComponent'];
type UpdateInput = z.infer<typeof updateScenarioComponentBodySchema>['scenarioComponent'];

const TYPE_TAKEN = 'A scenario component type with this name already exists';
const COMPONENT_NOT_FOUND = 'Scenario component not found';
const COURSE_NOT_FOUND = 'Course not found';
const COMPONENT_IN_USE = 'This scenario component is used by shifts and cannot be deleted';

const withTypeName = { ...getTableColumns(scenarioComponents), typeName: scenarioComponentTypes.name };

/** All scenario component types, in the order they were created. */
export async function listScenarioComponentTypes(opts: { db: Db }): Promise<ScenarioComponentType[]> {
  const rows = await opts.db.select().from(scenarioComponentTypes).orderBy(asc(scenarioComponentTypes.id));
  return rows.map(presentScenarioComponentType);
}

/** Adds a scenario component type; a name already taken (whatever its case) gives 409. */
export async function createScenarioComponentType(opts: {
  db: Db;
  actor: AuthUser;
  name: string;
}): Promise<ScenarioComponentType> {
  try {
    return await opts.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: scenarioComponentTypes.id })
        .from(scenarioComponentTypes)
        .where(sql`lower(${scenarioComponentTypes.name}) = ${opts.name.toLowerCase()}`)
        .limit(1);
      if (taken) throw conflict(TYPE_TAKEN, { field: 'name' });
      const [row] = await tx.insert(scenarioComponentTypes).values({ name: opts.name }).returning();
      if (!row) throw new Error('scenario component type insert returned no row');
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
  const [shift] = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(and(eq(courseEvents.courseId, courseId), eq(courseEvents.type, 'roleplay')))
    .limit(1);
  if (shift) throw conflict(MESSAGES.scenarioLocked);
}

async function assertTypeExists(tx: Tx, typeId: number): Promise<void> {
  const [type] = await tx
    .select({ id: scenarioComponentTypes.id })
    .from(scenarioComponentTypes)
    .where(eq(scenarioComponentTypes.id, typeId))
    .limit(1);
  if (!type) {
    const field = 'scenarioComponent.scenarioComponentTypeId';
    const message = 'is not a known scenario component type';
    throw badRequest(`Invalid body: ${field} ${message}`, [{ field, message }]);
  }
}

async function componentsOf(tx: Tx, courseId: number): Promise<ScenarioComponent[]> {
  const rows = await tx
    .select(withTypeName)
    .from(scenarioComponents)
    .innerJoin(scenarioComponentTypes, eq(scenarioComponentTypes.id, scenarioComponents.scenarioComponentTypeId))
    .where(eq(scenarioComponents.courseId, courseId))
    .orderBy(asc(scenarioComponents.position), asc(scenarioComponents.id));
  return rows.map(presentScenarioComponent);
}

async function presentOne(tx: Tx, id: number): Promise<ScenarioComponent> {
  const [row] = await tx
    .select(withTypeName)
    .from(scenarioComponents)
    .innerJoin(scenarioComponentTypes, eq(scenarioComponentTypes.id, scenarioComponents.scenarioComponentTypeId))
    .where(eq(scenarioComponents.id, id));
  if (!row) throw notFound(COMPONENT_NOT_FOUND);
  return presentScenarioComponent(row);
}

/** The course id of a component, or 404. */
async function courseOfComponent(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .select({ courseId: scenarioComponents.courseId })
    .from(scenarioComponents)
    .where(eq(scenarioComponents.id, id));
  if (!row) throw notFound(COMPONENT_NOT_FOUND);
  return row.courseId;
}

/** A course's scenario components in builder order. */
export async function listScenarioComponents(opts: { db: Db; courseId: number }): Promise<ScenarioComponent[]> {
  const [course] = await opts.db.select({ id: courses.id }).from(courses).where(eq(courses.id, opts.courseId));
  if (!course) throw notFound(COURSE_NOT_FOUND);
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
  return opts.db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    await assertTypeExists(tx, input.scenarioComponentTypeId);
    await assertNoRoleplayShift(tx, courseId);
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${scenarioComponents.position}) + 1, 0)`.mapWith(Number) })
      .from(scenarioComponents)
      .where(eq(scenarioComponents.courseId, courseId));
    const [row] = await tx
      .insert(scenarioComponents)
      .values({
        courseId,
        scenarioComponentTypeId: input.scenarioComponentTypeId,
        content: input.content,
        duration: input.duration,
        rpReference: input.rpReference,
        position: last?.next ?? 0,
      })
      .returning({ id: scenarioComponents.id });
    if (!row) throw new Error('scenario component insert returned no row');
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'create',
      entity: 'scenario_component',
      entityId: row.id,
      data: { courseId, scenarioComponentTypeId: input.scenarioComponentTypeId, duration: input.duration },
    });
    return presentOne(tx, row.id);
  });
}

/**
 * Edits a component; allowed whether or not the course has shifts. A `position` moves it to that
 * 0-based index (past the end means last) and renumbers the course's components 0..n-1.
 */
export async function updateScenarioComponent(opts: {
  db: Db;
  actor: AuthUser;
  id: number;
  input: UpdateInput;
}): Promise<ScenarioComponent> {
  const { input, id } = opts;
  return opts.db.transaction(async (tx) => {
    const courseId = await courseOfComponent(tx, id);
    await lockCourse(tx, courseId);
    // Read again under the lock: somebody may have deleted it meanwhile.
    const [row] = await tx.select().from(scenarioComponents).where(eq(scenarioComponents.id, id));
    if (!row) throw notFound(COMPONENT_NOT_FOUND);

    const changes: Partial<typeof scenarioComponents.$inferInsert> = {};
    if (input.scenarioComponentTypeId !== undefined && input.scenarioComponentTypeId !== row.scenarioComponentTypeId) {
      await assertTypeExists(tx, input.scenarioComponentTypeId);
      changes.scenarioComponentTypeId = input.scenarioComponentTypeId;
    }
    if (input.content !== undefined && input.content !== row.content) changes.content = input.content;
    if (input.duration !== undefined && input.duration !== row.duration) changes.duration = input.duration;
    if (input.rpReference !== undefined && input.rpReference !== row.rpReference) changes.rpReference = input.rpReference;
    const fields = Object.keys(changes);
    if (fields.length > 0) {
      await tx
        .update(scenarioComponents)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(scenarioComponents.id, id));
    }
    let moved = false;
    if (input.position !== undefined) {
      await renumberCourseRows(tx, scenarioComponents, courseId, { id, to: input.position });
      const [after] = await tx
        .select({ position: scenarioComponents.position })
        .from(scenarioComponents)
        .where(eq(scenarioComponents.id, id));
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
    opts.db.transaction(async (tx) => {
      const courseId = await courseOfComponent(tx, opts.id);
      await lockCourse(tx, courseId);
      await assertNoRoleplayShift(tx, courseId);
      const [gone] = await tx
        .delete(scenarioComponents)
        .where(eq(scenarioComponents.id, opts.id))
        .returning({ id: scenarioComponents.id, scenarioComponentTypeId: scenarioComponents.scenarioComponentTypeId });
      if (!gone) throw notFound(COMPONENT_NOT_FOUND);
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
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${scenarioComponents.duration}), 0)`.mapWith(Number) })
    .from(scenarioComponents)
    .where(eq(scenarioComponents.courseId, courseId));
  return row?.total ?? 0;
}
