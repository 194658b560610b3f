import type { RosterPlan, RosterPlanCreateBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rosterPlanKeys } from './keys';

/** POST /roster_plans {plan: {from, to, courseIds?}}: solves a new draft (may take up to about 10 s). */
export function createRosterPlan(plan: RosterPlanCreateBody['plan']): Promise<RosterPlan> {
  return apiRequest<RosterPlan>('/roster_plans', { method: 'POST', body: { plan } });
}

/** Asks for a plan; the draft it answers is cached as that plan's own entry, so its page shows at once. */
export function useCreateRosterPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRosterPlan,
    onSuccess: (plan) => queryClient.setQueryData(rosterPlanKeys.detail(plan.id), plan),
  });
}
