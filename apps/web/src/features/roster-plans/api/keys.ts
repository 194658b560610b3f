/** Every query key of the roster plans feature (Plan the month). */
export const rosterPlanKeys = {
  all: ['roster-plans'] as const,
  details: () => [...rosterPlanKeys.all, 'detail'] as const,
  detail: (id: number) => [...rosterPlanKeys.details(), id] as const,
  courseOptions: (search: string) => [...rosterPlanKeys.all, 'course-options', search] as const,
};
