import type { OrphanedParticipantPage } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type OrphanedListParams, participantsKeys } from './keys';

/** GET /participants/orphaned: one page of participants in no course, or whose client has no course. */
export function getOrphanedParticipants(params: OrphanedListParams, signal?: AbortSignal): Promise<OrphanedParticipantPage> {
  return apiRequest<OrphanedParticipantPage>('/participants/orphaned', {
    query: { page: params.page, per_page: params.perPage, search: params.search },
    signal,
  });
}

export function orphanedParticipantsQueryOptions(params: OrphanedListParams) {
  return queryOptions({
    queryKey: participantsKeys.orphanedPage(params),
    queryFn: ({ signal }) => getOrphanedParticipants(params, signal),
  });
}
