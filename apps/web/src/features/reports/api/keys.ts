import type { ResourceAvailabilityQuery } from '@app/shared';

/** Every query key of the reports feature. */
export const reportsKeys = {
  all: ['reports'] as const,
  cohorts: () => [...reportsKeys.all, 'cohorts'] as const,
  courses: () => [...reportsKeys.all, 'courses'] as const,
  participantFilters: () => [...reportsKeys.all, 'participant-filters'] as const,
  timeline: (query: ResourceAvailabilityQuery) => [...reportsKeys.all, 'timeline', query] as const,
};
