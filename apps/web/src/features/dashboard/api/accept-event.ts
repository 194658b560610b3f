import { apiRequest } from '../../../lib/api';
import { useShiftMutation } from './use-shift-mutation';

/** PUT /role_players/accept_event/:id: the invitee accepts the shift. */
export function acceptEvent(inviteId: number): Promise<unknown> {
  return apiRequest<unknown>(`/role_players/accept_event/${inviteId}`, { method: 'PUT' });
}

export function useAcceptEvent() {
  return useShiftMutation(acceptEvent);
}
