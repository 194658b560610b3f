import type { CourseParticipant } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type CoursePageParams, coursesKeys } from './keys';

export interface CourseParticipantPage {
  data: CourseParticipant[];
  total: number;
}

/** GET /courses/:id/participants: one page of the course's participants, searched by name or e-mail. */
export function getCourseParticipants(
  courseId: number,
  params: CoursePageParams,
  signal?: AbortSignal,
): Promise<CourseParticipantPage> {
  return apiRequest<CourseParticipantPage>(`/courses/${courseId}/participants`, {
    query: { page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function courseParticipantsQueryOptions(courseId: number, params: CoursePageParams) {
  return queryOptions({
    queryKey: coursesKeys.participants(courseId, params),
    queryFn: ({ signal }) => getCourseParticipants(courseId, params, signal),
  });
}

export function useCourseParticipants(courseId: number, params: CoursePageParams) {
  return useQuery(courseParticipantsQueryOptions(courseId, params));
}
