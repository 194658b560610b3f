import type { ClientPage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageParams } from '../../../components/paging-grid';
import { apiRequest } from '../../../lib/api';
import { clientsKeys } from './keys';

/** GET /clients: one page of clients, newest first, optionally filtered by name. */
export function getClients(params: PageParams, signal?: AbortSignal): Promise<ClientPage> {
  return apiRequest<ClientPage>('/clients', {
    query: { page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function clientsQueryOptions(params: PageParams) {
  return queryOptions({
    queryKey: clientsKeys.list(params),
    queryFn: ({ signal }) => getClients(params, signal),
  });
}

export function useClients(params: PageParams) {
  return useQuery(clientsQueryOptions(params));
}
