import type { SuggestedDate } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { type SuggestedDatesParams, shiftFormKeys } from './keys';

/**
 * GET /courses/:courseId/suggest_roleplay_shift_dates: start times within four weeks of the
 * reference date when enough qualified staff are free for the whole shift, best-staffed first.
 */
export function getSuggestedDates(
  courseId: number,
  params: SuggestedDatesParams,
  signal?: AbortSignal,
): Promise<SuggestedDate[]> {
  return apiRequest<SuggestedDate[]>(`/courses/${courseId}/suggest_roleplay_shift_dates`, {
    signal,
    query: {
      reference_date: params.referenceDate,
      sessions: params.sessions,
      extensions: params.extensions,
      staffing_ratio: params.staffingRatio,
    },
  });
}

export function suggestedDatesQueryOptions(courseId: number, params: SuggestedDatesParams) {
  return queryOptions({
    queryKey: shiftFormKeys.suggestedDates(courseId, params),
    queryFn: ({ signal }) => getSuggestedDates(courseId, params, signal),
  });
}

/** Asks only once `params` is complete; keeps the last answer on screen while the next one loads. */
export function useSuggestedDates(courseId: number, params: SuggestedDatesParams | null) {
  return useQuery({
    ...suggestedDatesQueryOptions(courseId, params ?? { referenceDate: '', sessions: 0, extensions: 0, staffingRatio: 0 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
