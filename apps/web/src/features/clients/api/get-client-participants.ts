import type { ClientParticipantPage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageParams } from '../../../components/paging-grid';
import { apiRequest } from '../../../lib/api';
import { clientsKeys } from './keys';

/** GET /clients/:id/users: one page of the client's participants with their first courses. */
export function getClientParticipants(
  clientId: number,
  params: PageParams,
  signal?: AbortSignal,
): Promise<ClientParticipantPage> {
  return apiRequest<ClientParticipantPage>(`/clients/${clientId}/users`, {
    query: { page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function clientParticipantsQueryOptions(clientId: number, params: PageParams) {
  return queryOptions({
    queryKey: clientsKeys.participantList(clientId, params),
    queryFn: ({ signal }) => getClientParticipants(clientId, params, signal),
  });
}

export function useClientParticipants(clientId: number, params: PageParams) {
  return useQuery(clientParticipantsQueryOptions(clientId, params));
}
