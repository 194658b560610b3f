import type { RoleplayerAssessmentTemplate } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * The one cache entry of GET /roleplayer_assessment_templates, shared by the coaching templates
 * page and the course form's template picker: saving or deleting a template (coaching) invalidates
 * it, and the course form sees the change too. One template's own entry hangs under it.
 */
export const assessmentTemplatesKey = ['roleplayer-assessment-templates'] as const;

/** GET /roleplayer_assessment_templates: every template with its questions. */
export function getAssessmentTemplates(signal?: AbortSignal): Promise<RoleplayerAssessmentTemplate[]> {
  return apiRequest<RoleplayerAssessmentTemplate[]>('/roleplayer_assessment_templates', { signal });
}

export function assessmentTemplatesQueryOptions() {
  return queryOptions({ queryKey: assessmentTemplatesKey, queryFn: ({ signal }) => getAssessmentTemplates(signal) });
}

export function useAssessmentTemplates() {
  return useQuery(assessmentTemplatesQueryOptions());
}
