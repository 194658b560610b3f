import type { CalendarShift } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { myShiftsKeys } from './keys';

/**
 * GET /course_events for the page's range: the viewer's own places (myStatus, myInviteId) and the
 * shifts offered to them (swapInviteId). A manager's answer also holds every other shift; the page
 * keeps only the viewer's own rows.
 */
export function myShiftsQueryOptions(start: string, end: string) {
  return queryOptions({
    queryKey: myShiftsKeys.range(start, end),
    queryFn: ({ signal }) =>
      apiRequest<CalendarShift[]>('/course_events', { query: { start_time: start, end_time: end }, signal }),
  });
}

export function useMyShifts(start: string, end: string) {
  return useQuery(myShiftsQueryOptions(start, end));
}
