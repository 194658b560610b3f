import { type ResourceLink, SHIFT_PATHS, type ShiftType } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { shiftsKeys } from './keys';

/** GET /{type}_shifts/:id/resource_links: the course's resource links, for the staff on the shift. */
export function getShiftResourceLinks(type: ShiftType, id: number, signal?: AbortSignal): Promise<ResourceLink[]> {
  return apiRequest<ResourceLink[]>(`/${SHIFT_PATHS[type]}/${id}/resource_links`, { signal });
}

export function useShiftResourceLinks(type: ShiftType, id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shiftsKeys.resourceLinks(type, id),
    queryFn: ({ signal }) => getShiftResourceLinks(type, id, signal),
    enabled: options.enabled ?? true,
  });
}
