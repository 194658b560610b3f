import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { courseEvents, scenarioComponents, scenarioComponentTypes } from '../../db/schema';
import { preparedRead } from '../../lib/prepared';

// Every query of the scenario builder: component types and a course's components.

export type ScenarioComponentRow = typeof scenarioComponents.$inferSelect;
export type NewScenarioComponent = typeof scenarioComponents.$inferInsert;
export type ScenarioComponentTypeRow = typeof scenarioComponentTypes.$inferSelect;

const withTypeName = { ...getTableColumns(scenarioComponents), typeName: scenarioComponentTypes.name };

/** All component types, in the order they were created. */
export async function listComponentTypes(tx: Tx): Promise<ScenarioComponentTypeRow[]> {
  return tx.select().from(scenarioComponentTypes).orderBy(asc(scenarioComponentTypes.id));
}

/** True when a component type has this name, whatever its case. */
export async function isTypeNameTaken(tx: Tx, name: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: scenarioComponentTypes.id })
    .from(scenarioComponentTypes)
    .where(sql`lower(${scenarioComponentTypes.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return taken !== undefined;
}

/** Inserts a component type and returns the row. */
export async function insertComponentType(tx: Tx, name: string): Promise<ScenarioComponentTypeRow> {
  const [row] = await tx.insert(scenarioComponentTypes).values({ name }).returning();
  if (!row) throw new Error('scenario component type insert returned no row');
  return row;
}

/** True when the component type exists. */
export async function componentTypeExists(tx: Tx, typeId: number): Promise<boolean> {
  const [type] = await tx
    .select({ id: scenarioComponentTypes.id })
    .from(scenarioComponentTypes)
    .where(eq(scenarioComponentTypes.id, typeId))
    .limit(1);
  return type !== undefined;
}

/** True when the course has a roleplay shift. */
export async function hasRoleplayShift(tx: Tx, courseId: number): Promise<boolean> {
  const [shift] = await tx
    .select({ id: courseEvents.id })
    .from(courseEvents)
    .where(and(eq(courseEvents.courseId, courseId), eq(courseEvents.type, 'roleplay')))
    .limit(1);
  return shift !== undefined;
}

/** A course's components with their type names, in builder order. */
export async function listComponentsOfCourse(tx: Tx, courseId: number) {
  return tx
    .select(withTypeName)
    .from(scenarioComponents)
    .innerJoin(scenarioComponentTypes, eq(scenarioComponentTypes.id, scenarioComponents.scenarioComponentTypeId))
    .where(eq(scenarioComponents.courseId, courseId))
    .orderBy(asc(scenarioComponents.position), asc(scenarioComponents.id));
}

/** One component with its type name. */
export async function findComponentWithType(tx: Tx, id: number) {
  const [row] = await tx
    .select(withTypeName)
    .from(scenarioComponents)
    .innerJoin(scenarioComponentTypes, eq(scenarioComponentTypes.id, scenarioComponents.scenarioComponentTypeId))
    .where(eq(scenarioComponents.id, id));
  return row;
}

/** One component row. */
export async function findComponentById(tx: Tx, id: number): Promise<ScenarioComponentRow | undefined> {
  const [row] = await tx.select().from(scenarioComponents).where(eq(scenarioComponents.id, id));
  return row;
}

/** The durations of a course's components (what the call length is made of). */
export async function componentDurations(tx: Tx, courseId: number): Promise<Array<{ duration: number }>> {
  return durationsOfCourse(tx, { courseId });
}
const durationsOfCourse = preparedRead<{ courseId: number }, Array<{ duration: number }>>(
  'scenario_components_durations',
  ['courseId'],
  (tx, { courseId }) =>
    tx
      .select({ duration: scenarioComponents.duration })
      .from(scenarioComponents)
      .where(eq(scenarioComponents.courseId, courseId)),
);

/** How many of the course's components are of the type Scenario (played by role-players). */
export async function scenarioCount(tx: Tx, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(scenarioComponents)
    .innerJoin(scenarioComponentTypes, eq(scenarioComponentTypes.id, scenarioComponents.scenarioComponentTypeId))
    .where(and(eq(scenarioComponents.courseId, courseId), sql`lower(${scenarioComponentTypes.name}) = 'scenario'`));
  return row?.count ?? 0;
}

/** Inserts a component; its id. */
export async function insertComponent(tx: Tx, values: NewScenarioComponent): Promise<number> {
  const [row] = await tx.insert(scenarioComponents).values(values).returning({ id: scenarioComponents.id });
  if (!row) throw new Error('scenario component insert returned no row');
  return row.id;
}

/** Writes changes to a component. */
export async function updateComponentRow(tx: Tx, id: number, changes: Partial<NewScenarioComponent>): Promise<void> {
  await tx
    .update(scenarioComponents)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(scenarioComponents.id, id));
}

/** Deletes a component; its id and type, or undefined when it was not there. */
export async function deleteComponent(tx: Tx, id: number) {
  const [gone] = await tx
    .delete(scenarioComponents)
    .where(eq(scenarioComponents.id, id))
    .returning({ id: scenarioComponents.id, scenarioComponentTypeId: scenarioComponents.scenarioComponentTypeId });
  return gone;
}
