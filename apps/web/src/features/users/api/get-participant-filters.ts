import type { ParticipantFilters } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { participantsKeys } from './keys';

/** GET /participants/filters: the manager names, branches and regions the pickers offer. */
export function getParticipantFilters(signal?: AbortSignal): Promise<ParticipantFilters> {
  return apiRequest<ParticipantFilters>('/participants/filters', { signal });
}

export function participantFiltersQueryOptions() {
  return queryOptions({ queryKey: participantsKeys.filters(), queryFn: ({ signal }) => getParticipantFilters(signal) });
}

export function useParticipantFilters() {
  return useQuery(participantFiltersQueryOptions());
}
