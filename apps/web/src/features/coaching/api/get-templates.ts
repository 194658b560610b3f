import type { RoleplayerAssessmentTemplate } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/** GET /roleplayer_assessment_templates: every template with its questions. */
export function getTemplates(signal?: AbortSignal): Promise<RoleplayerAssessmentTemplate[]> {
  return apiRequest<RoleplayerAssessmentTemplate[]>('/roleplayer_assessment_templates', { signal });
}

export function templatesQueryOptions() {
  return queryOptions({ queryKey: coachingKeys.templates(), queryFn: ({ signal }) => getTemplates(signal) });
}

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
