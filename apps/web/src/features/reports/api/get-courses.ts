import type { CourseListItem, CoursePage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { reportsKeys } from './keys';

/** Courses offered by the pickers: the first hundred by name (GET /courses pages at 100 at most). */
export async function getCourses(signal?: AbortSignal): Promise<CourseListItem[]> {
  const page = await apiRequest<CoursePage>('/courses', { query: { page: 1, per_page: 100 }, signal });
  return page.data;
}

export function coursesQueryOptions() {
  return queryOptions({ queryKey: reportsKeys.courses(), queryFn: ({ signal }) => getCourses(signal) });
}

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
