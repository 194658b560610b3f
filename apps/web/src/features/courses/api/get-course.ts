import type { Course } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** GET /courses/:id: the course with its registration link, timeouts and version stamp. */
export function getCourse(id: number, signal?: AbortSignal): Promise<Course> {
  return apiRequest<Course>(`/courses/${id}`, { signal });
}

export function courseQueryOptions(id: number) {
  return queryOptions({
    queryKey: coursesKeys.detail(id),
    queryFn: ({ signal }) => getCourse(id, signal),
  });
}

export function useCourse(id: number) {
  return useQuery(courseQueryOptions(id));
}
