import type { AssessmentPart, createAssessmentPartBodySchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api';
import { type MutationHookOptions, skillsListKeys } from './keys';
import { refreshAfterChange } from './refresh';

export type CreateAssessmentPartInput = z.input<typeof createAssessmentPartBodySchema>['assessmentPart'];

/** POST /courses/:courseId/assessment_parts: a new block at the end of the form. */
export function createAssessmentPart(courseId: number, input: CreateAssessmentPartInput): Promise<AssessmentPart> {
  return apiRequest<AssessmentPart>(`/courses/${courseId}/assessment_parts`, {
    method: 'POST',
    body: { assessmentPart: input },
  });
}

export function useCreateAssessmentPart(courseId: number, options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: skillsListKeys.mutation(courseId),
    mutationFn: (input: CreateAssessmentPartInput) => createAssessmentPart(courseId, input),
    onSuccess: (created) => {
      queryClient.setQueryData<AssessmentPart[]>(skillsListKeys.list(courseId), (list) =>
        list && !list.some((p) => p.id === created.id) ? [...list, created] : list,
      );
    },
    onError: (err) => options.onError?.(err),
    onSettled: () => refreshAfterChange(queryClient, courseId),
  });
}
