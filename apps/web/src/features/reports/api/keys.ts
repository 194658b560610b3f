import type { ResourceAvailabilityQuery } from '@app/shared';

/** Every query key of the reports feature. */
export const reportsKeys = {
  all: ['reports'] as const,
  cohorts: () => [...reportsKeys.all, 'cohorts'] as const,
  courseOptions: (search: string) => [...reportsKeys.all, 'course-options', search] as const,
  timeline: (query: ResourceAvailabilityQuery) => [...reportsKeys.all, 'timeline', query] as const,
};
