import type { AssessmentPartType } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { skillsListKeys } from './keys';

/** GET /assessment_part_types: the id of each block type. */
export function getAssessmentPartTypes(signal?: AbortSignal): Promise<AssessmentPartType[]> {
  return apiRequest<AssessmentPartType[]>('/assessment_part_types', { signal });
}

export function assessmentPartTypesQueryOptions() {
  return queryOptions({
    queryKey: skillsListKeys.types(),
    queryFn: ({ signal }) => getAssessmentPartTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAssessmentPartTypes() {
  return useQuery(assessmentPartTypesQueryOptions());
}
