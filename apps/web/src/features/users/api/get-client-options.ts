import type { ClientPage } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { usersKeys } from './keys';

/** GET /clients?search=: the first clients matching a search, for the profile's client picker. */
export function getClientOptions(search: string, signal?: AbortSignal): Promise<ClientPage> {
  return apiRequest<ClientPage>('/clients', { query: { search, per_page: 25 }, signal });
}

export function clientOptionsQueryOptions(search: string) {
  return queryOptions({ queryKey: usersKeys.clientOptions(search), queryFn: ({ signal }) => getClientOptions(search, signal) });
}

export function useClientOptions(search: string, enabled: boolean) {
  return useQuery({ ...clientOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
