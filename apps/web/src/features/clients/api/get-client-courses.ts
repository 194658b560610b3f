import type { CoursePage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { clientsKeys } from './keys';

/** The most courses one client's import picker lists (the largest page the API gives). */
const COURSES_PER_CLIENT = 100;

/** GET /courses?client_id=: the courses of one client, for choosing where imported participants enrol. */
export function getClientCourses(clientId: number, signal?: AbortSignal): Promise<CoursePage> {
  return apiRequest<CoursePage>('/courses', { query: { client_id: clientId, per_page: COURSES_PER_CLIENT }, signal });
}

export function clientCoursesQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: clientsKeys.courses(clientId),
    queryFn: ({ signal }) => getClientCourses(clientId, signal),
  });
}

export function useClientCourses(clientId: number) {
  return useQuery(clientCoursesQueryOptions(clientId));
}
