import type { ShiftType } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';

/** DELETE /event_invites/:id: a manager takes an invitation back (its holder is told). */
export function deleteInvite(inviteId: number): Promise<void> {
  return apiRequest<void>(`/event_invites/${inviteId}`, { method: 'DELETE' });
}

export function useDeleteInvite(type: ShiftType, shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    // The person leaves the calls they played in (the server clears their call slots): both are read again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shiftsKeys.detail(type, shiftId) }),
        queryClient.invalidateQueries({ queryKey: shiftsKeys.calls(shiftId) }),
      ]),
  });
}
