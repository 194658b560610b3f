import type { EventInvite } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { markOthersStale } from './mark-others-stale';

/** PUT /role_players/reject_event/:inviteId: the invitee declines the shift. */
export function rejectInvite(inviteId: number): Promise<EventInvite> {
  return apiRequest<EventInvite>(`/role_players/reject_event/${inviteId}`, { method: 'PUT' });
}

/** Declining leaves the page for the dashboard: the shift and the calendar are fetched afresh there. */
export function useRejectInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInvite,
    onSuccess: () => markOthersStale(queryClient),
  });
}
