import type { ParticipantPage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type ParticipantsListParams, participantsKeys } from './keys';

/** GET /participants: one page of the participant directory, narrowed by the pickers and the search. */
export function getParticipants(params: ParticipantsListParams, signal?: AbortSignal): Promise<ParticipantPage> {
  return apiRequest<ParticipantPage>('/participants', {
    query: {
      page: params.page,
      per_page: params.perPage,
      search: params.search,
      manager_name: params.managerName,
      branch: params.branch,
      region: params.region,
    },
    signal,
  });
}

export function participantsQueryOptions(params: ParticipantsListParams) {
  return queryOptions({
    queryKey: participantsKeys.list(params),
    queryFn: ({ signal }) => getParticipants(params, signal),
  });
}

export function useParticipants(params: ParticipantsListParams) {
  return useQuery(participantsQueryOptions(params));
}
