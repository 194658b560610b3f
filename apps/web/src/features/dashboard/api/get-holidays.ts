import type { Holiday } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { dashboardKeys } from './keys';

/** GET /holidays: the Canadian and US public holidays between two dates (YYYY-MM-DD). */
export function getHolidays(startDate: string, endDate: string, signal?: AbortSignal): Promise<Holiday[]> {
  return apiRequest<Holiday[]>('/holidays', { query: { start_date: startDate, end_date: endDate }, signal });
}

export function holidaysQueryOptions(startDate: string, endDate: string) {
  return queryOptions({
    queryKey: dashboardKeys.holidays(startDate, endDate),
    queryFn: ({ signal }) => getHolidays(startDate, endDate, signal),
    // Public holidays do not move while the page is open.
    staleTime: 24 * 60 * 60_000,
  });
}

export function useHolidays(startDate: string, endDate: string) {
  return useQuery(holidaysQueryOptions(startDate, endDate));
}
