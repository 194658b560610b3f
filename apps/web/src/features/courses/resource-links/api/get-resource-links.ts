import type { ResourceLink } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { resourceLinksKeys } from './keys';

/** GET /courses/:id/resource_links: the course's links and uploaded files. */
export function getResourceLinks(courseId: number, signal?: AbortSignal): Promise<ResourceLink[]> {
  return apiRequest<ResourceLink[]>(`/courses/${courseId}/resource_links`, { signal });
}

export function resourceLinksQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: resourceLinksKeys.list(courseId),
    queryFn: ({ signal }) => getResourceLinks(courseId, signal),
  });
}

export function useResourceLinks(courseId: number) {
  return useQuery(resourceLinksQueryOptions(courseId));
}
