import type { ScenarioComponent, ScenarioComponentType } from '@app/shared';
import type { scenarioComponents, scenarioComponentTypes } from '../../db/schema';

type ComponentRow = typeof scenarioComponents.$inferSelect;
type TypeRow = typeof scenarioComponentTypes.$inferSelect;

/** A scenario component as the builder shows it, with the name of its type. */
export function presentScenarioComponent(row: ComponentRow & { typeName: string }): ScenarioComponent {
  return {
    id: row.id,
    courseId: row.courseId,
    scenarioComponentTypeId: row.scenarioComponentTypeId,
    typeName: row.typeName,
    content: row.content,
    duration: row.duration,
    rpReference: row.rpReference,
    position: row.position,
  };
}

export function presentScenarioComponentType(row: TypeRow): ScenarioComponentType {
  return { id: row.id, name: row.name };
}
