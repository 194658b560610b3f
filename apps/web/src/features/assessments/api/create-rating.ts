import type { AssessmentRating, Rating } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** POST /ratings: the first press of a rating button on an item. */
export function createRating(
  participantAssessmentId: number,
  assessmentPartId: number,
  pressed: Rating,
): Promise<AssessmentRating> {
  return apiRequest<AssessmentRating>('/ratings', {
    method: 'POST',
    body: { rating: { participantAssessmentId, assessmentPartId, pressed } },
  });
}

export function useCreateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { participantAssessmentId: number; assessmentPartId: number; pressed: Rating }) =>
      createRating(v.participantAssessmentId, v.assessmentPartId, v.pressed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
  });
}
