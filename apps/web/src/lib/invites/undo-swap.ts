import { apiRequest } from '../api';
import { useInviteMutation } from './use-invite-mutation';

/** PATCH /role_players/undo_swap/:id: withdraws a swap offer; the shift is plainly accepted again. */
export function undoSwap(inviteId: number): Promise<unknown> {
  return apiRequest<unknown>(`/role_players/undo_swap/${inviteId}`, { method: 'PATCH' });
}

export function useUndoSwap() {
  return useInviteMutation(undoSwap);
}
