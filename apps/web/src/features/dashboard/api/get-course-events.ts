import type { CalendarShift } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type CalendarRange, dashboardKeys } from './keys';

/**
 * GET /course_events: the shifts in a range. Managers get every shift; others their own invites and
 * the shifts offered to them for swap (`swapInviteId` set).
 */
export function getCourseEvents(range: CalendarRange, signal?: AbortSignal): Promise<CalendarShift[]> {
  return apiRequest<CalendarShift[]>('/course_events', { query: { start_time: range.start, end_time: range.end }, signal });
}

export function courseEventsQueryOptions(range: CalendarRange) {
  return queryOptions({
    queryKey: dashboardKeys.shiftRange(range),
    queryFn: ({ signal }) => getCourseEvents(range, signal),
  });
}

export function useCourseEvents(range: CalendarRange) {
  return useQuery(courseEventsQueryOptions(range));
}
