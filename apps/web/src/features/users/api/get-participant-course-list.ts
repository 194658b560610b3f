import type { ParticipantCourse } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { participantsKeys } from './keys';

/** GET /participants/{id}/course_list: the participant's courses with status and dates. */
export function getParticipantCourseList(id: number, signal?: AbortSignal): Promise<ParticipantCourse[]> {
  return apiRequest<ParticipantCourse[]>(`/participants/${id}/course_list`, { signal });
}

export function participantCourseListQueryOptions(id: number) {
  return queryOptions({
    queryKey: participantsKeys.courseList(id),
    queryFn: ({ signal }) => getParticipantCourseList(id, signal),
  });
}

export function useParticipantCourseList(id: number) {
  return useQuery(participantCourseListQueryOptions(id));
}
