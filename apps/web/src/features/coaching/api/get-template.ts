import type { TemplateDetail } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/** GET /roleplayer_assessment_templates/:id: a template with which questions have answers, and its use. */
export function getTemplate(id: number, signal?: AbortSignal): Promise<TemplateDetail> {
  return apiRequest<TemplateDetail>(`/roleplayer_assessment_templates/${id}`, { signal });
}

export function templateQueryOptions(id: number) {
  return queryOptions({ queryKey: coachingKeys.template(id), queryFn: ({ signal }) => getTemplate(id, signal) });
}

export function useTemplate(id: number) {
  return useQuery(templateQueryOptions(id));
}
