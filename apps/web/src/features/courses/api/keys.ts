import { courseKeys } from '../../../lib/course';

/** The parameters of one page of a paged course list (page is 1-based). */
export interface CoursePageParams {
  page: number;
  perPage: number;
  search: string;
}

/**
 * Every query key of the courses feature, built from one root so a mutation can refresh exactly
 * what it changed. The scenario, skills-list and resource-link screens hang their keys under
 * `coursesKeys.detail(id)` too, so dropping a deleted course drops all of its pieces.
 */
export const coursesKeys = {
  all: courseKeys.all,
  lists: () => [...coursesKeys.all, 'list'] as const,
  list: (params: CoursePageParams) => [...coursesKeys.lists(), params] as const,
  /** One course's entry is shared with the report pickers (lib/course). */
  details: courseKeys.details,
  detail: courseKeys.detail,
  preferences: (id: number) => [...coursesKeys.detail(id), 'preferences'] as const,
  participantLists: (id: number) => [...coursesKeys.detail(id), 'participants'] as const,
  participants: (id: number, params: CoursePageParams) => [...coursesKeys.participantLists(id), params] as const,
  shifts: (id: number) => [...coursesKeys.detail(id), 'shifts'] as const,
  /** How many participants have booked in the registration app, wait, or have not booked. */
  regappSummary: (id: number) => [...coursesKeys.detail(id), 'regappSummary'] as const,
  /** Look-ups the course form needs: clients by name, staff, assessment templates. */
  clientOptions: (search: string) => [...coursesKeys.all, 'options', 'clients', search] as const,
  staffOptions: () => [...coursesKeys.all, 'options', 'staff'] as const,
};
