import type { ScenarioComponent, updateScenarioComponentBodySchema } from '@app/shared';
import { arrayMove } from '@dnd-kit/sortable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api';
import { type MutationHookOptions, scenarioKeys } from './keys';
import { refreshAfterChange } from './refresh';

export type UpdateScenarioComponentInput = z.input<typeof updateScenarioComponentBodySchema>['scenarioComponent'];

/** PUT /scenario_components/:id: any field; `position` is the new 0-based index and the server renumbers. */
export function updateScenarioComponent(id: number, input: UpdateScenarioComponentInput): Promise<ScenarioComponent> {
  return apiRequest<ScenarioComponent>(`/scenario_components/${id}`, { method: 'PUT', body: { scenarioComponent: input } });
}

/** The list as it looks once `input` is applied to component `id`: fields patched, a move done in place. */
export function applyComponentChange(
  list: ScenarioComponent[],
  id: number,
  input: UpdateScenarioComponentInput,
): ScenarioComponent[] {
  const { position, ...fields } = input;
  let next = list.map((c) => (c.id === id ? { ...c, ...stripUndefined(fields) } : c));
  if (position !== undefined) {
    const from = next.findIndex((c) => c.id === id);
    if (from >= 0) {
      const to = Math.max(0, Math.min(position, next.length - 1));
      next = arrayMove(next, from, to).map((c, index) => ({ ...c, position: index }));
    }
  }
  return next;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export interface UpdateScenarioComponentVariables {
  id: number;
  input: UpdateScenarioComponentInput;
  /** The type's name, so a changed type shows at once. */
  typeName?: string;
}

/**
 * Saves a change optimistically: the list shows it at once, goes back to what it was if the server
 * refuses, and is refetched either way (a move renumbers the others on the server).
 */
export function useUpdateScenarioComponent(courseId: number, options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  const key = scenarioKeys.list(courseId);
  return useMutation({
    mutationKey: scenarioKeys.mutation(courseId),
    mutationFn: ({ id, input }: UpdateScenarioComponentVariables) => updateScenarioComponent(id, input),
    onMutate: async ({ id, input, typeName }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ScenarioComponent[]>(key);
      if (previous) {
        const patched = applyComponentChange(previous, id, input);
        queryClient.setQueryData<ScenarioComponent[]>(
          key,
          typeName === undefined ? patched : patched.map((c) => (c.id === id ? { ...c, typeName } : c)),
        );
      }
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      options.onError?.(err);
    },
    onSettled: () => refreshAfterChange(queryClient, courseId),
  });
}
