import type { ParticipantFilters } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { reportsKeys } from './keys';

/** GET /participants/filters: the managers, regions and branches some participant has, for the aggregate report's pickers. */
export function getParticipantFilters(signal?: AbortSignal): Promise<ParticipantFilters> {
  return apiRequest<ParticipantFilters>('/participants/filters', { signal });
}

export function participantFiltersQueryOptions() {
  return queryOptions({ queryKey: reportsKeys.participantFilters(), queryFn: ({ signal }) => getParticipantFilters(signal) });
}

/** The filter values, asked only once `enabled` (the aggregate report waits for a course). */
export function useParticipantFilters(enabled: boolean) {
  return useQuery({ ...participantFiltersQueryOptions(), enabled });
}
