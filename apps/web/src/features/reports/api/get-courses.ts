import type { Course, CoursePage } from '@app/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { courseQueryOptions } from '../../../lib/course';
import { reportsKeys } from './keys';

/** A course as the report pickers show it: its name and its client's. */
export interface CourseOption {
  id: number;
  name: string;
  clientName: string;
}

/** The most courses a picker lists at once; typing narrows the list on the server. */
export const COURSE_OPTIONS_LIMIT = 100;

/** GET /courses?per_page=100&search=: the courses whose name or client matches, by name. */
export async function getCourseOptions(search: string, signal?: AbortSignal): Promise<CourseOption[]> {
  const page = await apiRequest<CoursePage>('/courses', { query: { page: 1, per_page: COURSE_OPTIONS_LIMIT, search }, signal });
  return page.data.map(({ id, name, clientName }) => ({ id, name, clientName }));
}

/** One course as an option: its name and its client's. */
const toOption = (course: Course): CourseOption => ({ id: course.id, name: course.name, clientName: course.orgName });

/** The options for a search, asked for only while the list is open; the last list stays while the next loads. */
export function useCourseOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: reportsKeys.courseOptions(search),
    queryFn: ({ signal }) => getCourseOptions(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The chosen courses as options: those the picker has already listed (`known`), and the others read
 * one by one. A course that cannot be read (deleted since the address was made) is shown by its id.
 */
export function useChosenCourses(ids: readonly number[], known: ReadonlyMap<number, CourseOption>): CourseOption[] {
  const unknown = ids.filter((id) => !known.has(id));
  const read = useQueries({
    // GET /courses/{id} for a choice the picker's list has not shown (an address), from the course's
    // one cache entry (lib/course); a name is all the picker needs, so what is cached does.
    queries: unknown.map((id) => ({ ...courseQueryOptions(id), staleTime: Number.POSITIVE_INFINITY, select: toOption })),
  });
  const readById = new Map(read.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : [])));
  return ids.map((id) => known.get(id) ?? readById.get(id) ?? { id, name: `Course ${id}`, clientName: '…' });
}
