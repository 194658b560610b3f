import type { CoursePreferences } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** What GET /courses/:id/preferences answers: every preference and the version stamp. */
export type CoursePreferencesDetail = CoursePreferences & { updatedAt: string };

/** GET /courses/:id/preferences. */
export function getCoursePreferences(id: number, signal?: AbortSignal): Promise<CoursePreferencesDetail> {
  return apiRequest<CoursePreferencesDetail>(`/courses/${id}/preferences`, { signal });
}

export function coursePreferencesQueryOptions(id: number) {
  return queryOptions({
    queryKey: coursesKeys.preferences(id),
    queryFn: ({ signal }) => getCoursePreferences(id, signal),
  });
}

export function useCoursePreferences(id: number) {
  return useQuery(coursePreferencesQueryOptions(id));
}
