import type { CourseResultsQuery, RaterAgreementQuery } from '@app/shared';

/**
 * Every query key of the results feature; an assessment changed anywhere makes them all stale, a
 * calibration saved the rater agreements (app/live-updates.tsx).
 */
export const resultsKeys = {
  all: ['results'] as const,
  course: (courseId: number, query: CourseResultsQuery) => [...resultsKeys.all, 'course', courseId, query] as const,
  progress: (participantId: number, courseId: number) => [...resultsKeys.all, 'progress', participantId, courseId] as const,
  agreements: () => [...resultsKeys.all, 'agreement'] as const,
  agreement: (courseId: number, query: RaterAgreementQuery) => [...resultsKeys.agreements(), courseId, query] as const,
};
