import type { InvitableUser, ShiftType } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { type InviteRole, shiftsKeys } from './keys';

/**
 * GET /roleplayers?event_type&event_id&role: the staff of one role with, for this shift, whether
 * each is qualified, available for all of it, busy on another shift, and already invited.
 */
export function getInvitableUsers(type: ShiftType, id: number, role: InviteRole, signal?: AbortSignal): Promise<InvitableUser[]> {
  return apiRequest<InvitableUser[]>('/roleplayers', { signal, query: { event_type: type, event_id: id, role } });
}

export function invitableUsersQueryOptions(type: ShiftType, id: number, role: InviteRole) {
  return queryOptions({
    queryKey: shiftsKeys.invitableByRole(type, id, role),
    queryFn: ({ signal }) => getInvitableUsers(type, id, role, signal),
    // Availability and other shifts change elsewhere: ask again each time the picker opens.
    staleTime: 0,
  });
}

export function useInvitableUsers(type: ShiftType, id: number, role: InviteRole, options: { enabled?: boolean } = {}) {
  return useQuery({ ...invitableUsersQueryOptions(type, id, role), enabled: options.enabled ?? true });
}
