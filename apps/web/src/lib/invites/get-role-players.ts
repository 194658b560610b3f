import type { StaffMember } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api';
import { inviteKeys } from './keys';

/** GET /role_players: every role-player, for the direct-swap picker. */
export function getRolePlayers(signal?: AbortSignal): Promise<StaffMember[]> {
  return apiRequest<StaffMember[]>('/role_players', { signal });
}

export function rolePlayersQueryOptions() {
  return queryOptions({
    queryKey: inviteKeys.rolePlayers(),
    queryFn: ({ signal }) => getRolePlayers(signal),
    staleTime: 5 * 60_000,
  });
}

/** The role-players one may hand a shift to: everyone but oneself. Fetched only when `enabled`. */
export function useRolePlayers(options: { excludeUserId: number; enabled: boolean }) {
  return useQuery({
    ...rolePlayersQueryOptions(),
    enabled: options.enabled,
    select: (list) => list.filter((rp) => rp.id !== options.excludeUserId),
  });
}
