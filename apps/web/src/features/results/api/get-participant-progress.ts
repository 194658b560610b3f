import type { ParticipantProgress } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { resultsKeys } from './keys';

/** GET /participants/{id}/progress?course_id=: a participant's ratings per rating block and NPS answers in a course. */
export function getParticipantProgress(
  participantId: number,
  courseId: number,
  signal?: AbortSignal,
): Promise<ParticipantProgress> {
  return apiRequest<ParticipantProgress>(`/participants/${participantId}/progress`, { query: { course_id: courseId }, signal });
}

export function participantProgressQueryOptions(participantId: number, courseId: number) {
  return queryOptions({
    queryKey: resultsKeys.progress(participantId, courseId),
    queryFn: ({ signal }) => getParticipantProgress(participantId, courseId, signal),
  });
}

export function useParticipantProgress(participantId: number, courseId: number) {
  return useQuery(participantProgressQueryOptions(participantId, courseId));
}
