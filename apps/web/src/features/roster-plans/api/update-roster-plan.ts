import type { RosterPlan, RosterPlanPatchBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { rosterPlanKeys } from './keys';

/**
 * PATCH /roster_plans/{id} {plan: {remove?, lock?, unlock?, updatedAt?}}: bars the removed proposals,
 * keeps the locked ones and solves the draft again (with nothing listed: solves it again on today's facts).
 */
export function updateRosterPlan(id: number, plan: RosterPlanPatchBody['plan']): Promise<RosterPlan> {
  return apiRequest<RosterPlan>(`/roster_plans/${id}`, { method: 'PATCH', body: { plan } });
}

/** Plan again: the new draft replaces the cached one; after a 409 the plan is read afresh. */
export function useUpdateRosterPlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: RosterPlanPatchBody['plan']) => updateRosterPlan(id, plan),
    onSuccess: (plan) => queryClient.setQueryData(rosterPlanKeys.detail(plan.id), plan),
    onError: async (err) => {
      if (err instanceof ApiError && err.status === 409)
        await queryClient.invalidateQueries({ queryKey: rosterPlanKeys.detail(id) });
    },
  });
}
