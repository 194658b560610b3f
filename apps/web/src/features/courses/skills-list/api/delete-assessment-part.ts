import type { AssessmentPart } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { type MutationHookOptions, skillsListKeys } from './keys';
import { refreshAfterChange } from './refresh';

/** DELETE /assessment_parts/:id. */
export function deleteAssessmentPart(id: number): Promise<void> {
  return apiRequest<void>(`/assessment_parts/${id}`, { method: 'DELETE' });
}

export function useDeleteAssessmentPart(courseId: number, options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: skillsListKeys.mutation(courseId),
    mutationFn: deleteAssessmentPart,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AssessmentPart[]>(skillsListKeys.list(courseId), (list) => list?.filter((p) => p.id !== id));
    },
    onError: (err) => options.onError?.(err),
    onSettled: () => refreshAfterChange(queryClient, courseId),
  });
}
