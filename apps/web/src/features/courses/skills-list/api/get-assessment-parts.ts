import type { AssessmentPart } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { skillsListKeys } from './keys';

/** GET /courses/:courseId/assessment_parts: the skills list's blocks in order. */
export function getAssessmentParts(courseId: number, signal?: AbortSignal): Promise<AssessmentPart[]> {
  return apiRequest<AssessmentPart[]>(`/courses/${courseId}/assessment_parts`, { signal });
}

export function assessmentPartsQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: skillsListKeys.list(courseId),
    queryFn: ({ signal }) => getAssessmentParts(courseId, signal),
  });
}

export function useAssessmentParts(courseId: number) {
  return useQuery(assessmentPartsQueryOptions(courseId));
}
