import type { CourseResultsQuery, RaterAgreementQuery } from '@app/shared';

/** Every query key of the results feature; an assessment changed anywhere makes them all stale (app/live-updates.tsx). */
export const resultsKeys = {
  all: ['results'] as const,
  course: (courseId: number, query: CourseResultsQuery) => [...resultsKeys.all, 'course', courseId, query] as const,
  progress: (participantId: number, courseId: number) => [...resultsKeys.all, 'progress', participantId, courseId] as const,
  agreement: (courseId: number, query: RaterAgreementQuery) => [...resultsKeys.all, 'agreement', courseId, query] as const,
};
