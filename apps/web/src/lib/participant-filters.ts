import type { ParticipantFilters } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';

/**
 * The one cache entry of GET /participants/filters, shared by the participant directory's pickers
 * and the aggregate report's: a profile change that invalidates it refreshes both. It sits under
 * the participants' keys (`['participants', …]`), so refreshing everything about participants
 * refreshes it too.
 */
export const participantFiltersKey = ['participants', 'filters'] as const;

/** GET /participants/filters: the manager names, branches and regions some participant has. */
export function getParticipantFilters(signal?: AbortSignal): Promise<ParticipantFilters> {
  return apiRequest<ParticipantFilters>('/participants/filters', { signal });
}

export function participantFiltersQueryOptions() {
  return queryOptions({ queryKey: participantFiltersKey, queryFn: ({ signal }) => getParticipantFilters(signal) });
}

/** The filter values; with `enabled` false they are not asked for yet (the aggregate report waits for a course). */
export function useParticipantFilters(enabled = true) {
  return useQuery({ ...participantFiltersQueryOptions(), enabled });
}
