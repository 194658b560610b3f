import type { Holiday } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { dashboardKeys } from './keys';

/** GET /holidays: the Canadian and US public holidays between two dates (YYYY-MM-DD), named in `language`. */
export function getHolidays(startDate: string, endDate: string, language: string, signal?: AbortSignal): Promise<Holiday[]> {
  return apiRequest<Holiday[]>('/holidays', { query: { start_date: startDate, end_date: endDate, language }, signal });
}

/** The holidays named in the person's language (the key holds it: a change of language fetches them again). */
export function holidaysQueryOptions(startDate: string, endDate: string) {
  const language = currentLanguage();
  return queryOptions({
    queryKey: dashboardKeys.holidays(startDate, endDate, language),
    queryFn: ({ signal }) => getHolidays(startDate, endDate, language, signal),
    // Public holidays do not move while the page is open.
    staleTime: 24 * 60 * 60_000,
  });
}

export function useHolidays(startDate: string, endDate: string) {
  return useQuery(holidaysQueryOptions(startDate, endDate));
}
