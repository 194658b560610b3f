import type { ScenarioComponentType } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { scenarioKeys } from './keys';

/** POST /scenario_component_types {name}. */
export function createScenarioComponentType(name: string): Promise<ScenarioComponentType> {
  return apiRequest<ScenarioComponentType>('/scenario_component_types', { method: 'POST', body: { name } });
}

export function useCreateScenarioComponentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScenarioComponentType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenarioKeys.types() }),
  });
}
