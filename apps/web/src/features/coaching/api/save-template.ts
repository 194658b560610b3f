import type { TemplateDetail, TemplateInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/**
 * POST /roleplayer_assessment_templates (no id) or PUT /roleplayer_assessment_templates/:id: saves a
 * whole template; changing or removing a question with answers answers 409 question_answered.
 */
export function saveTemplate(id: number | null, input: TemplateInput): Promise<TemplateDetail> {
  const body = { roleplayerAssessmentTemplate: input };
  return id === null
    ? apiRequest<TemplateDetail>('/roleplayer_assessment_templates', { method: 'POST', body })
    : apiRequest<TemplateDetail>(`/roleplayer_assessment_templates/${id}`, { method: 'PUT', body });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TemplateInput }) => saveTemplate(id, input),
    onSuccess: (saved) => queryClient.setQueryData(coachingKeys.template(saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachingKeys.templates() }),
  });
}
