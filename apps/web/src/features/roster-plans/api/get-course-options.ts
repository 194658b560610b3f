import type { Course, CoursePage } from '@app/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { courseQueryOptions } from '../../../lib/course';
import { rosterPlanKeys } from './keys';

/** A course as the plan's picker shows it: its name and its client's. */
export interface CourseOption {
  id: number;
  name: string;
  clientName: string;
}

/** GET /courses?per_page=100&search=: the courses whose name or client matches, by name. */
export async function getCourseOptions(search: string, signal?: AbortSignal): Promise<CourseOption[]> {
  const page = await apiRequest<CoursePage>('/courses', { query: { page: 1, per_page: 100, search }, signal });
  return page.data.map(({ id, name, clientName }) => ({ id, name, clientName }));
}

/** The options for a search, asked for only while the list is open; the last list stays while the next loads. */
export function useCourseOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: rosterPlanKeys.courseOptions(search),
    queryFn: ({ signal }) => getCourseOptions(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const toOption = (course: Course): CourseOption => ({ id: course.id, name: course.name, clientName: course.orgName });

/** Chosen courses the picker has not listed (a plan reopened): read one by one from the course's cache entry. */
export function useChosenCourses(ids: readonly number[], known: ReadonlyMap<number, CourseOption>): CourseOption[] {
  const unknown = ids.filter((id) => !known.has(id));
  const read = useQueries({
    queries: unknown.map((id) => ({ ...courseQueryOptions(id), staleTime: Number.POSITIVE_INFINITY, select: toOption })),
  });
  const readById = new Map(read.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : [])));
  return ids.flatMap((id) => {
    const option = known.get(id) ?? readById.get(id);
    return option ? [option] : [];
  });
}
