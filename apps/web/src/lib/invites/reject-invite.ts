import type { EventInvite } from '@app/shared';
import { apiRequest } from '../api';
import { useInviteMutation } from './use-invite-mutation';

/** PUT /role_players/reject_event/:inviteId: the invitee declines the shift. */
export function rejectInvite(inviteId: number): Promise<EventInvite> {
  return apiRequest<EventInvite>(`/role_players/reject_event/${inviteId}`, { method: 'PUT' });
}

export function useRejectInvite() {
  return useInviteMutation(rejectInvite);
}
