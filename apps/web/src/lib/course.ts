import type { Course } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * The one cache entry of GET /courses/:id, shared by the course pages and the report pickers (which
 * read a chosen course's name from it). The courses feature hangs its per-course keys under
 * `courseKeys.detail(id)`, so dropping a deleted course drops all of its pieces.
 */
export const courseKeys = {
  all: ['courses'] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: number) => [...courseKeys.details(), id] as const,
};

/** GET /courses/:id: the course with its registration link, timeouts and version stamp. */
export function getCourse(id: number, signal?: AbortSignal): Promise<Course> {
  return apiRequest<Course>(`/courses/${id}`, { signal });
}

export function courseQueryOptions(id: number) {
  return queryOptions({ queryKey: courseKeys.detail(id), queryFn: ({ signal }) => getCourse(id, signal) });
}

export function useCourse(id: number) {
  return useQuery(courseQueryOptions(id));
}
