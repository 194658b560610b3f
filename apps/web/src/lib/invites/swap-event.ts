import { apiRequest } from '../api';
import { useInviteMutation } from './use-invite-mutation';

/** PUT /role_players/swap_event/:id: the holder offers the shift to every qualified role-player; they stay responsible until someone takes it. */
export function swapEvent(inviteId: number): Promise<unknown> {
  return apiRequest<unknown>(`/role_players/swap_event/${inviteId}`, { method: 'PUT' });
}

export function useSwapEvent() {
  return useInviteMutation(swapEvent);
}
