import type { CourseResults, CourseResultsQuery } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { resultsKeys } from './keys';

/** GET /courses/{id}/results?cohort=&from=&to=: the course's figures, course-wide and per cohort. */
export function getCourseResults(courseId: number, query: CourseResultsQuery, signal?: AbortSignal): Promise<CourseResults> {
  return apiRequest<CourseResults>(`/courses/${courseId}/results`, {
    query: { cohort: query.cohort, from: query.from, to: query.to },
    signal,
  });
}

export function courseResultsQueryOptions(courseId: number, query: CourseResultsQuery) {
  return queryOptions({
    queryKey: resultsKeys.course(courseId, query),
    queryFn: ({ signal }) => getCourseResults(courseId, query, signal),
  });
}

/** The figures; a change of filter keeps the previous figures on screen until the new ones come. */
export function useCourseResults(courseId: number, query: CourseResultsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...courseResultsQueryOptions(courseId, query), placeholderData: keepPreviousData, enabled: options.enabled });
}
