import type { ScenarioComponentType } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { scenarioKeys } from './keys';

/** GET /scenario_component_types: Scenario, Break and whatever else was added. */
export function getScenarioComponentTypes(signal?: AbortSignal): Promise<ScenarioComponentType[]> {
  return apiRequest<ScenarioComponentType[]>('/scenario_component_types', { signal });
}

export function scenarioComponentTypesQueryOptions() {
  return queryOptions({
    queryKey: scenarioKeys.types(),
    queryFn: ({ signal }) => getScenarioComponentTypes(signal),
    staleTime: 5 * 60_000,
  });
}

export function useScenarioComponentTypes() {
  return useQuery(scenarioComponentTypesQueryOptions());
}
