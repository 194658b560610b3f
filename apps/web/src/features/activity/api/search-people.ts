import type { UserPage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { activityKeys } from './keys';

/** GET /users?search=: the first people whose name or e-mail matches, for the Who filter. */
export function searchPeople(search: string, signal?: AbortSignal): Promise<UserPage> {
  return apiRequest<UserPage>('/users', { query: { search: search || undefined, per_page: 10 }, signal });
}

export function usePeopleSearch(search: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: activityKeys.people(search),
      queryFn: ({ signal }) => searchPeople(search, signal),
      enabled,
      staleTime: 60_000,
    }),
  );
}
