import type { CoursePreferences } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { CoursePreferencesDetail } from './get-course-preferences';
import { coursesKeys } from './keys';

export type UpdateCoursePreferencesInput = Partial<CoursePreferences> & { updatedAt?: string };

/** PUT /courses/:id/preferences: changes the preferences given; a stale `updatedAt` answers 409. */
export function updateCoursePreferences(id: number, input: UpdateCoursePreferencesInput): Promise<CoursePreferencesDetail> {
  return apiRequest<CoursePreferencesDetail>(`/courses/${id}/preferences`, { method: 'PUT', body: { preferences: input } });
}

export function useUpdateCoursePreferences(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCoursePreferencesInput) => updateCoursePreferences(id, input),
    onSuccess: (preferences) => {
      queryClient.setQueryData(coursesKeys.preferences(id), preferences);
    },
  });
}
