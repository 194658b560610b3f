import type { StaffMember } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api';
import { inviteKeys } from './keys';

/**
 * GET /role_players/give_to/:id: the people the holder of the invite may hand their place to, by the
 * server's one rule (coordinators for a coordinator's place, coaches for a coach's, role-players for a
 * role-player's; qualified, free then, not on the shift already): the rule the give itself checks.
 */
export function getGiveToCandidates(inviteId: number, signal?: AbortSignal): Promise<StaffMember[]> {
  return apiRequest<StaffMember[]>(`/role_players/give_to/${inviteId}`, { signal });
}

/** The people who may take the viewer's place, asked for each time the form opens. */
export function useGiveToCandidates(inviteId: number) {
  return useQuery({
    queryKey: inviteKeys.giveTo(inviteId),
    queryFn: ({ signal }) => getGiveToCandidates(inviteId, signal),
    staleTime: 0,
  });
}
