import type { AnswerDataInput, ParticipantAssessmentPart } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** PUT /participant_assessment_parts/:id: a changed answer, with the updatedAt it was read at (409 when stale). */
export function updateAnswer(id: number, data: AnswerDataInput, updatedAt: string): Promise<ParticipantAssessmentPart> {
  return apiRequest<ParticipantAssessmentPart>(`/participant_assessment_parts/${id}`, {
    method: 'PUT',
    body: { participantAssessmentPart: { data, updatedAt } },
  });
}

export function useUpdateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; data: AnswerDataInput; updatedAt: string }) => updateAnswer(v.id, v.data, v.updatedAt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}
