import type { ScenarioComponent } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { scenarioKeys } from './keys';

/** GET /courses/:courseId/scenario_components: the components in their running order. */
export function getScenarioComponents(courseId: number, signal?: AbortSignal): Promise<ScenarioComponent[]> {
  return apiRequest<ScenarioComponent[]>(`/courses/${courseId}/scenario_components`, { signal });
}

export function scenarioComponentsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: scenarioKeys.list(courseId),
    queryFn: ({ signal }) => getScenarioComponents(courseId, signal),
  });
}

export function useScenarioComponents(courseId: number) {
  return useQuery(scenarioComponentsQueryOptions(courseId));
}
