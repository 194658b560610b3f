import type { AnswerDataInput, ParticipantAssessmentPart } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

export interface NewAnswer {
  participantAssessmentId: number;
  assessmentPartId: number;
  scenarioComponentId: number;
  data: AnswerDataInput;
}

/** POST /participant_assessment_parts: the first answer to an item for a scenario (409 when somebody answered first). */
export function createAnswer(answer: NewAnswer): Promise<ParticipantAssessmentPart> {
  return apiRequest<ParticipantAssessmentPart>('/participant_assessment_parts', {
    method: 'POST',
    body: { participantAssessmentPart: answer },
  });
}

export function useCreateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}
