import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/** DELETE /roleplayer_assessment_templates/:id: refused (409) while a course or a record uses it. */
export function deleteTemplate(id: number): Promise<void> {
  return apiRequest<void>(`/roleplayer_assessment_templates/${id}`, { method: 'DELETE' });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachingKeys.templates() }),
  });
}
