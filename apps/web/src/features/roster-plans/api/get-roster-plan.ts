import type { RosterPlan } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rosterPlanKeys } from './keys';

/** GET /roster_plans/{id}: a draft or an applied plan. */
export function getRosterPlan(id: number, signal?: AbortSignal): Promise<RosterPlan> {
  return apiRequest<RosterPlan>(`/roster_plans/${id}`, { signal });
}

export function rosterPlanQueryOptions(id: number) {
  return queryOptions({ queryKey: rosterPlanKeys.detail(id), queryFn: ({ signal }) => getRosterPlan(id, signal) });
}

/**
 * The plan. Not read again on its own (a window regaining focus, say): a draft changes only by this
 * page's own Plan again, and its answer replaces the cached one.
 */
export function useRosterPlan(id: number) {
  return useQuery({ ...rosterPlanQueryOptions(id), staleTime: Number.POSITIVE_INFINITY });
}
