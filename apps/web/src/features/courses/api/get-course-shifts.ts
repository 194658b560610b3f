import type { CourseShift } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** GET /courses/:courseId/events: every shift of the course, of all three types. */
export function getCourseShifts(courseId: number, signal?: AbortSignal): Promise<CourseShift[]> {
  return apiRequest<CourseShift[]>(`/courses/${courseId}/events`, { signal });
}

export function courseShiftsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: coursesKeys.shifts(courseId),
    queryFn: ({ signal }) => getCourseShifts(courseId, signal),
  });
}

export function useCourseShifts(courseId: number) {
  return useQuery(courseShiftsQueryOptions(courseId));
}
