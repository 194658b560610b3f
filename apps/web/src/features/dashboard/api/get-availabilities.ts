import type { Availability } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type CalendarRange, dashboardKeys } from './keys';

/** GET /users/:userId/user_availabilities: one user's availability overlapping a range. */
export function getAvailabilities(userId: number, range: CalendarRange, signal?: AbortSignal): Promise<Availability[]> {
  return apiRequest<Availability[]>(`/users/${userId}/user_availabilities`, {
    query: { start_time: range.start, end_time: range.end },
    signal,
  });
}

export function availabilitiesQueryOptions(userId: number, range: CalendarRange) {
  return queryOptions({
    queryKey: dashboardKeys.availabilityRange(userId, range),
    queryFn: ({ signal }) => getAvailabilities(userId, range, signal),
  });
}

export function useAvailabilities(userId: number, range: CalendarRange) {
  return useQuery(availabilitiesQueryOptions(userId, range));
}
