import type { AssessmentPart, updateAssessmentPartBodySchema } from '@app/shared';
import { arrayMove } from '@dnd-kit/sortable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api';
import { type MutationHookOptions, skillsListKeys } from './keys';
import { refreshAfterChange } from './refresh';

export type UpdateAssessmentPartInput = z.input<typeof updateAssessmentPartBodySchema>['assessmentPart'];

/** PUT /assessment_parts/:id: any field; `position` is the new 0-based index and the server renumbers. */
export function updateAssessmentPart(id: number, input: UpdateAssessmentPartInput): Promise<AssessmentPart> {
  return apiRequest<AssessmentPart>(`/assessment_parts/${id}`, { method: 'PUT', body: { assessmentPart: input } });
}

/** The list as it looks once `input` is applied to block `id`: fields patched, a move done in place. */
export function applyPartChange(list: AssessmentPart[], id: number, input: UpdateAssessmentPartInput): AssessmentPart[] {
  const { position, data, text, actionPlan } = input;
  let next = list.map((p) =>
    p.id === id
      ? {
          ...p,
          ...(text !== undefined && { text }),
          ...(actionPlan !== undefined && { actionPlan }),
          ...(data !== undefined && { data: { answers: data.answers ?? [] } }),
        }
      : p,
  );
  if (position !== undefined) {
    const from = next.findIndex((p) => p.id === id);
    if (from >= 0) {
      const to = Math.max(0, Math.min(position, next.length - 1));
      next = arrayMove(next, from, to).map((p, index) => ({ ...p, position: index }));
    }
  }
  return next;
}

export interface UpdateAssessmentPartVariables {
  id: number;
  input: UpdateAssessmentPartInput;
}

/** Saves a change optimistically; the list goes back to what it was if the server refuses. */
export function useUpdateAssessmentPart(courseId: number, options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  const key = skillsListKeys.list(courseId);
  return useMutation({
    mutationKey: skillsListKeys.mutation(courseId),
    mutationFn: ({ id, input }: UpdateAssessmentPartVariables) => updateAssessmentPart(id, input),
    onMutate: async ({ id, input }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AssessmentPart[]>(key);
      if (previous) queryClient.setQueryData<AssessmentPart[]>(key, applyPartChange(previous, id, input));
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      options.onError?.(err);
    },
    onSettled: () => refreshAfterChange(queryClient, courseId),
  });
}
