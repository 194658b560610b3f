import { apiRequest } from '../../../lib/api';
import { useShiftMutation } from './use-shift-mutation';

/** PUT /role_players/reject_event/:id: the invitee declines the shift. */
export function rejectEvent(inviteId: number): Promise<unknown> {
  return apiRequest<unknown>(`/role_players/reject_event/${inviteId}`, { method: 'PUT' });
}

export function useRejectEvent() {
  return useShiftMutation(rejectEvent);
}
