import type { NpsRating } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

export interface NpsChange {
  cohortId: number;
  userId: number;
  rating: number;
  updatedAt?: string;
}

/** PUT /nps_ratings: the participant's NPS rating (1 to 10) in the cohort. */
export function putNpsRating(change: NpsChange): Promise<NpsRating> {
  return apiRequest<NpsRating>('/nps_ratings', { method: 'PUT', body: { npsRating: change } });
}

export function usePutNpsRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNpsRating,
    onSuccess: (saved) => queryClient.setQueryData(assessmentKeys.nps(saved.cohortId, saved.userId), saved),
    // Also after a refusal (a 409 when somebody set it first): the card then shows the current rating.
    onSettled: (_saved, _err, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.nps(change.cohortId, change.userId) }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() }),
      ]),
  });
}
