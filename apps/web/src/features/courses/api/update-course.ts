import type { Course, UpdateCourseBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

export type UpdateCourseInput = UpdateCourseBody['course'];

/** PUT /courses/:id: changes the fields given; a stale `updatedAt` answers 409. */
export function updateCourse(id: number, input: UpdateCourseInput): Promise<Course> {
  return apiRequest<Course>(`/courses/${id}`, { method: 'PUT', body: { course: input } });
}

/** Saves course fields (the form's or the Regapp timeouts) and refreshes the page and the list. */
export function useUpdateCourse(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCourseInput) => updateCourse(id, input),
    onSuccess: async (course) => {
      queryClient.setQueryData(coursesKeys.detail(id), course);
      await queryClient.invalidateQueries({ queryKey: coursesKeys.lists() });
    },
  });
}
