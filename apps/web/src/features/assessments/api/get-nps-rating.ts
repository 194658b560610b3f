import type { NpsRating } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { assessmentKeys } from './keys';

/** GET /nps_ratings?cohort_id=&user_id=: the participant's NPS rating in the cohort (rating null when none). */
export function getNpsRating(cohortId: number, userId: number, signal?: AbortSignal): Promise<NpsRating> {
  return apiRequest<NpsRating>('/nps_ratings', { query: { cohort_id: cohortId, user_id: userId }, signal });
}

export function npsRatingQueryOptions(cohortId: number, userId: number) {
  return queryOptions({
    queryKey: assessmentKeys.nps(cohortId, userId),
    queryFn: ({ signal }) => getNpsRating(cohortId, userId, signal),
  });
}

/** The NPS card's rating; asks nothing while the cohort or the participant is unknown. */
export function useNpsRating(cohortId: number | null, userId: number | null) {
  return useQuery({ ...npsRatingQueryOptions(cohortId ?? 0, userId ?? 0), enabled: cohortId !== null && userId !== null });
}
