import { apiRequest } from '../api';
import { useInviteMutation } from './use-invite-mutation';

/** PUT /role_players/accept_swap_event/:id: takes a shift offered for swap; 409 when somebody else took it first. */
export function acceptSwapEvent(inviteId: number): Promise<unknown> {
  return apiRequest<unknown>(`/role_players/accept_swap_event/${inviteId}`, { method: 'PUT' });
}

export function useAcceptSwapEvent() {
  return useInviteMutation(acceptSwapEvent);
}
