import type { RegappSummary } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** GET /courses/:id/regapp_summary: the course's participants who booked, wait, or have not booked. */
export function getRegappSummary(courseId: number): Promise<RegappSummary> {
  return apiRequest<RegappSummary>(`/courses/${courseId}/regapp_summary`);
}

export function useRegappSummary(courseId: number) {
  return useQuery({ queryKey: coursesKeys.regappSummary(courseId), queryFn: () => getRegappSummary(courseId) });
}
