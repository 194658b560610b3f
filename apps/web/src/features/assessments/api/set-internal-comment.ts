import type { ParticipantAssessment } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/**
 * PUT /participant_assessments/:id/internal_comments: one scenario's internal comment (empty removes
 * it), with that comment's version stamp the edit began from (null: from no comment); 409 when the
 * comment changed meanwhile.
 */
export function setInternalComment(
  id: number,
  scenarioComponentId: number,
  comment: string,
  updatedAt: string | null,
): Promise<ParticipantAssessment> {
  return apiRequest<ParticipantAssessment>(`/participant_assessments/${id}/internal_comments`, {
    method: 'PUT',
    body: { internalComment: { scenarioComponentId, comment, updatedAt } },
  });
}

export function useSetInternalComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; scenarioComponentId: number; comment: string; updatedAt: string | null }) =>
      setInternalComment(v.id, v.scenarioComponentId, v.comment, v.updatedAt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}
