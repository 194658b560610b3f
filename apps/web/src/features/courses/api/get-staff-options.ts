import type { StaffMember } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { coursesKeys } from './keys';

/** GET /staff: everybody who can be a course's project manager. */
export function getStaffOptions(signal?: AbortSignal): Promise<StaffMember[]> {
  return apiRequest<StaffMember[]>('/staff', { signal });
}

export function staffOptionsQueryOptions() {
  return queryOptions({
    queryKey: coursesKeys.staffOptions(),
    queryFn: ({ signal }) => getStaffOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useStaffOptions() {
  return useQuery(staffOptionsQueryOptions());
}
