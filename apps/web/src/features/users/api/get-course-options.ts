import type { CoursePage } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

/** GET /courses?search=: the first courses matching a search, for the qualification picker. */
export function getCourseOptions(search: string, signal?: AbortSignal): Promise<CoursePage> {
  return apiRequest<CoursePage>('/courses', { query: { search, per_page: 25 }, signal });
}

export function courseOptionsQueryOptions(search: string) {
  return queryOptions({ queryKey: usersKeys.courseOptions(search), queryFn: ({ signal }) => getCourseOptions(search, signal) });
}

export function useCourseOptions(search: string, enabled: boolean) {
  return useQuery({ ...courseOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
