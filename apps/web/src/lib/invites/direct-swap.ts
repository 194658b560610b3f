import { apiRequest } from '../api';
import { useInviteMutation } from './use-invite-mutation';

/** PUT /role_players/direct_swap/:id {user_id}: the holder offers the shift to one named role-player. */
export function directSwap(inviteId: number, userId: number): Promise<unknown> {
  return apiRequest<unknown>(`/role_players/direct_swap/${inviteId}`, { method: 'PUT', body: { user_id: userId } });
}

export function useDirectSwap() {
  return useInviteMutation(({ inviteId, userId }: { inviteId: number; userId: number }) => directSwap(inviteId, userId));
}
