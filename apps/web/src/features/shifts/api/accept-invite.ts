import type { EventInvite, ShiftType } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';
import { markOthersStale } from './mark-others-stale';

/** PUT /role_players/accept_event/:inviteId: the invitee accepts the shift. */
export function acceptInvite(inviteId: number): Promise<EventInvite> {
  return apiRequest<EventInvite>(`/role_players/accept_event/${inviteId}`, { method: 'PUT' });
}

export function useAcceptInvite(type: ShiftType, shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: async () => {
      await markOthersStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: shiftsKeys.detail(type, shiftId) });
    },
  });
}
