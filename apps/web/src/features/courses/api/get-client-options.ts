import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** A client as the course form's picker shows it. */
export interface ClientOption {
  id: number;
  orgName: string;
}

/** The most clients the picker lists at once; typing narrows the list on the server. */
export const CLIENT_OPTIONS_LIMIT = 100;

/** GET /clients?per_page=100&search=: clients whose name matches, for the course form's picker. */
export async function getClientOptions(search: string, signal?: AbortSignal): Promise<ClientOption[]> {
  const page = await apiRequest<{ data: ClientOption[] }>('/clients', {
    query: { page: 1, per_page: CLIENT_OPTIONS_LIMIT, search },
    signal,
  });
  return page.data.map(({ id, orgName }) => ({ id, orgName }));
}

export function clientOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: coursesKeys.clientOptions(search),
    queryFn: ({ signal }) => getClientOptions(search, signal),
  });
}

/**
 * Keeps the last list on screen while the next search loads: otherwise the list empties to
 * 'Loading…' after each pause in typing, and an option being clicked can vanish under the pointer.
 */
export function useClientOptions(search: string) {
  return useQuery({ ...clientOptionsQueryOptions(search), placeholderData: keepPreviousData });
}
