import type { RoleplayerAssessmentTemplate } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** GET /roleplayer_assessment_templates: the templates a course can use to assess role-players. */
export function getAssessmentTemplates(signal?: AbortSignal): Promise<RoleplayerAssessmentTemplate[]> {
  return apiRequest<RoleplayerAssessmentTemplate[]>('/roleplayer_assessment_templates', { signal });
}

export function assessmentTemplatesQueryOptions() {
  return queryOptions({
    queryKey: coursesKeys.assessmentTemplates(),
    queryFn: ({ signal }) => getAssessmentTemplates(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAssessmentTemplates() {
  return useQuery(assessmentTemplatesQueryOptions());
}
