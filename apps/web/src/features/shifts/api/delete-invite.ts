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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsKeys.detail(type, shiftId) }),
  });
}
