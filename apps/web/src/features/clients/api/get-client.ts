import type { Client } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { clientsKeys } from './keys';

/** GET /clients/:id: one client with the version stamp used for editing. */
export function getClient(id: number, signal?: AbortSignal): Promise<Client> {
  return apiRequest<Client>(`/clients/${id}`, { signal });
}

export function clientQueryOptions(id: number) {
  return queryOptions({
    queryKey: clientsKeys.detail(id),
    queryFn: ({ signal }) => getClient(id, signal),
  });
}

export function useClient(id: number) {
  return useQuery(clientQueryOptions(id));
}
