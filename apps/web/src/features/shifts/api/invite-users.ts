import { type EventInvite, SHIFT_PATHS, type ShiftType } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';

/** PUT /{type}_shifts/:id/invite {invites:{userIds}}: invites several staff at once (a decline is reopened). */
export function inviteUsers(type: ShiftType, id: number, userIds: number[]): Promise<EventInvite[]> {
  return apiRequest<EventInvite[]>(`/${SHIFT_PATHS[type]}/${id}/invite`, { method: 'PUT', body: { invites: { userIds } } });
}

export function useInviteUsers(type: ShiftType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => inviteUsers(type, id, userIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftsKeys.detail(type, id) }),
  });
}
