import type { RaterAgreement, RaterAgreementQuery } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { resultsKeys } from './keys';

/** GET /courses/{id}/rater_agreement?from=&to=: each role-player's agreement with the calibration ratings. */
export function getRaterAgreement(courseId: number, query: RaterAgreementQuery, signal?: AbortSignal): Promise<RaterAgreement> {
  return apiRequest<RaterAgreement>(`/courses/${courseId}/rater_agreement`, {
    query: { from: query.from, to: query.to },
    signal,
  });
}

/** The course's rater agreement over the period; a change of period keeps the previous figures until the new ones come. */
export function useRaterAgreement(courseId: number, query: RaterAgreementQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: resultsKeys.agreement(courseId, query),
    queryFn: ({ signal }) => getRaterAgreement(courseId, query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
