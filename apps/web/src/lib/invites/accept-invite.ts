import type { EventInvite } from '@app/shared';
import { apiRequest } from '../api';
import { useInviteMutation } from './use-invite-mutation';

/** PUT /role_players/accept_event/:inviteId: the invitee accepts the shift. */
export function acceptInvite(inviteId: number): Promise<EventInvite> {
  return apiRequest<EventInvite>(`/role_players/accept_event/${inviteId}`, { method: 'PUT' });
}

export function useAcceptInvite() {
  return useInviteMutation(acceptInvite);
}
