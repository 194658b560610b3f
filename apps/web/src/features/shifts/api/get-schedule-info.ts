import type { ParticipantScheduleInfo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftPageKeys } from './page-keys';

/** GET /roleplay_shifts/:id/participant_schedule: the room, the resources flag and the course's participants. */
export function getScheduleInfo(id: number, signal?: AbortSignal): Promise<ParticipantScheduleInfo> {
  return apiRequest<ParticipantScheduleInfo>(`/roleplay_shifts/${id}/participant_schedule`, { signal });
}

export function useScheduleInfo(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shiftPageKeys.scheduleInfo(id),
    queryFn: ({ signal }) => getScheduleInfo(id, signal),
    enabled: options.enabled ?? true,
    // The room and the resources flag change elsewhere: ask again each time.
    staleTime: 0,
  });
}
