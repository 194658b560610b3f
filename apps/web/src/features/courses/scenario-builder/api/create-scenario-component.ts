import type { createScenarioComponentBodySchema, ScenarioComponent } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api';
import { type MutationHookOptions, scenarioKeys } from './keys';
import { refreshAfterChange } from './refresh';

export type CreateScenarioComponentInput = z.input<typeof createScenarioComponentBodySchema>['scenarioComponent'];

/** POST /courses/:courseId/scenario_components; refused with 409 once the course has a roleplay shift. */
export function createScenarioComponent(courseId: number, input: CreateScenarioComponentInput): Promise<ScenarioComponent> {
  return apiRequest<ScenarioComponent>(`/courses/${courseId}/scenario_components`, {
    method: 'POST',
    body: { scenarioComponent: input },
  });
}

/** Adds a component at the end of the course's scenario. */
export function useCreateScenarioComponent(courseId: number, options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: scenarioKeys.mutation(courseId),
    mutationFn: (input: CreateScenarioComponentInput) => createScenarioComponent(courseId, input),
    onSuccess: (created) => {
      queryClient.setQueryData<ScenarioComponent[]>(scenarioKeys.list(courseId), (list) =>
        list && !list.some((c) => c.id === created.id) ? [...list, created] : list,
      );
    },
    onError: (err) => options.onError?.(err),
    onSettled: () => refreshAfterChange(queryClient, courseId),
  });
}
