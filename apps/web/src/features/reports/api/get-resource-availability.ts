import type { ResourceAvailability, ResourceAvailabilityQuery } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { reportsKeys } from './keys';

/** GET /resource_availability: a page of people with their availability and booked shifts in the window. */
export function getResourceAvailability(query: ResourceAvailabilityQuery, signal?: AbortSignal): Promise<ResourceAvailability> {
  return apiRequest<ResourceAvailability>('/resource_availability', {
    query: {
      start_time: query.start_time,
      end_time: query.end_time,
      course_ids: query.course_ids,
      roles: query.roles,
      page: query.page,
      per_page: query.per_page,
    },
    signal,
  });
}

export function resourceAvailabilityQueryOptions(query: ResourceAvailabilityQuery) {
  return queryOptions({
    queryKey: reportsKeys.timeline(query),
    queryFn: ({ signal }) => getResourceAvailability(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useResourceAvailability(query: ResourceAvailabilityQuery) {
  return useQuery(resourceAvailabilityQueryOptions(query));
}
