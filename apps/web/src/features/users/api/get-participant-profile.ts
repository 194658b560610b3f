import type { ParticipantProfile } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { participantsKeys } from './keys';

/** GET /participants/{id}/profile: client, manager, region, location, branch, time zone, position. */
export function getParticipantProfile(id: number, signal?: AbortSignal): Promise<ParticipantProfile> {
  return apiRequest<ParticipantProfile>(`/participants/${id}/profile`, { signal });
}

export function participantProfileQueryOptions(id: number) {
  return queryOptions({ queryKey: participantsKeys.profile(id), queryFn: ({ signal }) => getParticipantProfile(id, signal) });
}

export function useParticipantProfile(id: number) {
  return useQuery(participantProfileQueryOptions(id));
}
