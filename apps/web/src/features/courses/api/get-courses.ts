import type { CoursePage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type CoursePageParams, coursesKeys } from './keys';

/** GET /courses: one page of courses, newest first, optionally searched by name. */
export function getCourses(params: CoursePageParams, signal?: AbortSignal): Promise<CoursePage> {
  return apiRequest<CoursePage>('/courses', {
    query: { page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function coursesQueryOptions(params: CoursePageParams) {
  return queryOptions({
    queryKey: coursesKeys.list(params),
    queryFn: ({ signal }) => getCourses(params, signal),
  });
}

export function useCourses(params: CoursePageParams) {
  return useQuery(coursesQueryOptions(params));
}
