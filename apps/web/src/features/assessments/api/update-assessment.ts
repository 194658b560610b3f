import type { ParticipantAssessment } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

export interface AssessmentChanges {
  customActionPlan?: string;
  submit?: true;
  updatedAt?: string;
}

/** PUT /participant_assessments/:id: the custom action plan and/or Submit; a stale updatedAt answers 409. */
export function updateAssessment(id: number, changes: AssessmentChanges): Promise<ParticipantAssessment> {
  return apiRequest<ParticipantAssessment>(`/participant_assessments/${id}`, {
    method: 'PUT',
    body: { participantAssessment: changes },
  });
}

export function useUpdateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AssessmentChanges }) => updateAssessment(id, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}
