import type { ScenarioComponent } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { type MutationHookOptions, scenarioKeys } from './keys';
import { refreshAfterChange } from './refresh';

/** DELETE /scenario_components/:id; refused with 409 once the course has a roleplay shift. */
export function deleteScenarioComponent(id: number): Promise<void> {
  return apiRequest<void>(`/scenario_components/${id}`, { method: 'DELETE' });
}

export function useDeleteScenarioComponent(courseId: number, options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: scenarioKeys.mutation(courseId),
    mutationFn: deleteScenarioComponent,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ScenarioComponent[]>(scenarioKeys.list(courseId), (list) => list?.filter((c) => c.id !== id));
    },
    onError: (err) => options.onError?.(err),
    onSettled: () => refreshAfterChange(queryClient, courseId),
  });
}
