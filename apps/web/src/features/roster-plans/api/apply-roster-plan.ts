import type { RosterPlanApplied } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftKeys } from '../../../lib/shift-keys';
import { rosterPlanKeys } from './keys';

/**
 * POST /roster_plans/{id}/apply: sends the draft's invitations through the ordinary invite path;
 * 409 `roster_plan_changed` (naming what changed) or `roster_plan_applied`.
 */
export function applyRosterPlan(id: number): Promise<RosterPlanApplied> {
  return apiRequest<RosterPlanApplied>(`/roster_plans/${id}/apply`, { method: 'POST' });
}

/** Sends the invitations; the plan and every view of shifts refresh, whether it worked or not. */
export function useApplyRosterPlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => applyRosterPlan(id),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: rosterPlanKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    },
  });
}
