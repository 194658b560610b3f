import type { ParticipantAssessment } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** PUT /participant_assessments/:id/internal_comments: one scenario's internal comment (empty removes it). */
export function setInternalComment(id: number, scenarioComponentId: number, comment: string): Promise<ParticipantAssessment> {
  return apiRequest<ParticipantAssessment>(`/participant_assessments/${id}/internal_comments`, {
    method: 'PUT',
    body: { internalComment: { scenarioComponentId, comment } },
  });
}

export function useSetInternalComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; scenarioComponentId: number; comment: string }) =>
      setInternalComment(v.id, v.scenarioComponentId, v.comment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}
