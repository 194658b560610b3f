import type { Cohort } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { shiftFormKeys } from './keys';

/** GET /courses/:courseId/cohorts: the course's cohorts, offered as names in the roleplay form. */
export function getCohorts(courseId: number, signal?: AbortSignal): Promise<Cohort[]> {
  return apiRequest<Cohort[]>(`/courses/${courseId}/cohorts`, { signal });
}

export function cohortsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: shiftFormKeys.cohorts(courseId),
    queryFn: ({ signal }) => getCohorts(courseId, signal),
  });
}

export function useCohorts(courseId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...cohortsQueryOptions(courseId), enabled: options.enabled ?? true });
}
