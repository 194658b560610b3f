import type { CoachingAnswer, SaveCoachingAnswerInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coachingKeys } from './keys';

/** POST /roleplayer_assessment_answers {roleplayerAssessmentAnswer}: saves one answer (replacing the previous). */
export function saveAnswer(input: SaveCoachingAnswerInput): Promise<CoachingAnswer> {
  return apiRequest<CoachingAnswer>('/roleplayer_assessment_answers', {
    method: 'POST',
    body: { roleplayerAssessmentAnswer: input },
  });
}

/** Saves one answer; the archive refreshes when it settles (the form keeps its own state). */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachingKeys.archive() }),
  });
}
