import type { Cohort } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { reportsKeys } from './keys';

/** GET /cohorts: every cohort with its course's name, for the reports' cohort pickers. */
export function getCohorts(signal?: AbortSignal): Promise<Cohort[]> {
  return apiRequest<Cohort[]>('/cohorts', { signal });
}

export function cohortsQueryOptions() {
  return queryOptions({ queryKey: reportsKeys.cohorts(), queryFn: ({ signal }) => getCohorts(signal) });
}

export function useCohorts() {
  return useQuery(cohortsQueryOptions());
}
