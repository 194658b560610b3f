import type { Course, CourseInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** POST /courses: creates a course for a client; answers the new course. */
export function createCourse(input: CourseInput): Promise<Course> {
  return apiRequest<Course>('/courses', { method: 'POST', body: { course: input } });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: async (course) => {
      queryClient.setQueryData(coursesKeys.detail(course.id), course);
      await queryClient.invalidateQueries({ queryKey: coursesKeys.lists() });
    },
  });
}
