import type { ResourceLink } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';

/**
 * GET /course_events/:id/resource_links: the resource links of the shift's course, readable by the
 * staff on the shift (and its managers).
 */
export function getShiftResourceLinks(shiftId: number, signal?: AbortSignal): Promise<ResourceLink[]> {
  return apiRequest<ResourceLink[]>(`/course_events/${shiftId}/resource_links`, { signal });
}

export function shiftResourceLinksQueryOptions(shiftId: number) {
  return queryOptions({
    queryKey: shiftsKeys.resourceLinks(shiftId),
    queryFn: ({ signal }) => getShiftResourceLinks(shiftId, signal),
  });
}

export function useShiftResourceLinks(shiftId: number) {
  return useQuery(shiftResourceLinksQueryOptions(shiftId));
}
